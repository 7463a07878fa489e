import { Megaphone, Sparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { PROMOTION_BUSINESS_TYPES } from "../../../common/constants";
import { Button } from "../../ui/Button";
import { Card, CardDescription, CardTitle } from "../../ui/Card";
import { Field, fieldA11y } from "../../ui/Field";
import { Input, Select } from "../../ui/Input";
import { BUSINESS_TYPE_LABELS } from "./shared/businessTypes";
import { GeneratedTextCard } from "./shared/GeneratedTextCard";
import { generateContent, generateDemoPromotion } from "./shared/generatorApi";

/** SPEC §8: the landing demo's one failure message, whatever went wrong. */
export const DEMO_ERROR = "Erro ao gerar conteúdo. Tente novamente.";

type Run = { status: "idle" } | { status: "busy" } | { status: "done"; text: string } | { status: "error" };

function BusinessTypeSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <Field id={id} label="Tipo de negócio">
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {PROMOTION_BUSINESS_TYPES.map((type) => (
          <option key={type} value={type}>
            {BUSINESS_TYPE_LABELS[type]}
          </option>
        ))}
      </Select>
    </Field>
  );
}

function DemoError() {
  return (
    <p role="alert" className="mt-4 rounded-xl bg-danger-soft p-3 text-sm text-danger">
      {DEMO_ERROR}
    </p>
  );
}

function ContentDemo() {
  const id = useId();
  const [dishName, setDishName] = useState("");
  const [businessType, setBusinessType] = useState<string>("pizzaria");
  const [missing, setMissing] = useState(false);
  const [run, setRun] = useState<Run>({ status: "idle" });

  async function generate(event?: FormEvent) {
    event?.preventDefault();
    if (!dishName.trim()) {
      setMissing(true);
      return;
    }
    setRun({ status: "busy" });
    try {
      setRun({ status: "done", text: await generateContent(dishName.trim(), businessType) });
    } catch (error) {
      console.error("demo: falha ao gerar conteúdo", error);
      setRun({ status: "error" });
    }
  }

  const nameError = missing && !dishName.trim() ? "Digite o nome de um prato" : undefined;
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Sparkles className="size-5 text-primary" aria-hidden />
        Descrição de prato
      </CardTitle>
      <CardDescription className="mt-1">
        Digite um prato e veja o texto pronto para o cardápio.
      </CardDescription>
      <form className="mt-4 grid gap-3" onSubmit={generate} noValidate>
        <Field id={`${id}-dish`} label="Nome do prato" error={nameError}>
          <Input
            {...fieldA11y(`${id}-dish`, nameError)}
            value={dishName}
            onChange={(e) => setDishName(e.target.value)}
            placeholder="Ex.: Pizza de calabresa"
            maxLength={120}
            autoComplete="off"
          />
        </Field>
        <BusinessTypeSelect id={`${id}-type`} value={businessType} onChange={setBusinessType} />
        <Button type="submit" disabled={run.status === "busy"}>
          {run.status === "busy" ? "Gerando..." : "Gerar descrição"}
        </Button>
      </form>
      {run.status === "error" ? <DemoError /> : null}
      {run.status === "done" ? (
        <GeneratedTextCard text={run.text} label="Descrição gerada" onAgain={() => generate()} />
      ) : null}
    </Card>
  );
}

function PromotionDemo() {
  const id = useId();
  const [businessType, setBusinessType] = useState<string>("hamburgueria");
  const [run, setRun] = useState<Run>({ status: "idle" });

  async function generate(event?: FormEvent) {
    event?.preventDefault();
    setRun({ status: "busy" });
    try {
      setRun({ status: "done", text: await generateDemoPromotion(businessType) });
    } catch (error) {
      console.error("demo: falha ao gerar promoção", error);
      setRun({ status: "error" });
    }
  }

  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Megaphone className="size-5 text-primary" aria-hidden />
        Promoção
      </CardTitle>
      <CardDescription className="mt-1">
        Escolha seu tipo de negócio e receba uma promoção pronta.
      </CardDescription>
      <form className="mt-4 grid gap-3" onSubmit={generate}>
        <BusinessTypeSelect id={`${id}-type`} value={businessType} onChange={setBusinessType} />
        <Button type="submit" variant="outline" disabled={run.status === "busy"}>
          {run.status === "busy" ? "Gerando..." : "Gerar promoção"}
        </Button>
      </form>
      {run.status === "error" ? <DemoError /> : null}
      {run.status === "done" ? (
        <GeneratedTextCard
          text={run.text}
          label="Promoção gerada"
          onAgain={() => generate()}
          copied={{ title: "Promoção copiada!", description: "Cole no seu app de delivery" }}
        />
      ) : null}
    </Card>
  );
}

/** The landing's live demo of the content and promotion generators (SPEC §2). */
export function LandingDemo() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ContentDemo />
      <PromotionDemo />
    </div>
  );
}
