import { Sparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { Field, fieldA11y } from "../../../ui/Field";
import { Input } from "../../../ui/Input";
import { BusinessTypeSelect } from "../shared/BusinessTypeSelect";
import { GeneratedTextCard } from "../shared/GeneratedTextCard";
import { GenerationError } from "../shared/GenerationError";
import { generateContent } from "../shared/generatorApi";
import { useGeneration } from "../shared/useGeneration";

/** Takes a dish name and shows a description that can be copied (SPEC §2 Resources). */
export function DishDescriptionGenerator() {
  const id = useId();
  const [dishName, setDishName] = useState("");
  const [businessType, setBusinessType] = useState("pizzaria");
  const [missing, setMissing] = useState(false);
  const { state, run, busy } = useGeneration<string>("Não foi possível gerar o conteúdo. Tente novamente.");

  function generate(event?: FormEvent) {
    event?.preventDefault();
    if (!dishName.trim()) return setMissing(true);
    void run(() => generateContent(dishName.trim(), businessType));
  }

  const nameError = missing && !dishName.trim() ? "Informe o nome do prato." : undefined;
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl font-bold text-ink">
        <Sparkles className="size-5 text-primary-dark" aria-hidden />
        Descrição de prato
      </h2>
      <p className="mt-1 text-sm text-muted">
        Digite o nome e receba um texto pronto para o cardápio do app.
      </p>
      <form className="mt-4 grid gap-3" onSubmit={generate} noValidate>
        <Field id={`${id}-prato`} label="Nome do prato" error={nameError}>
          <Input
            {...fieldA11y(`${id}-prato`, nameError)}
            value={dishName}
            onChange={(e) => setDishName(e.target.value)}
            placeholder="Ex.: Marmita de frango grelhado"
            maxLength={120}
            autoComplete="off"
          />
        </Field>
        <BusinessTypeSelect id={`${id}-tipo`} value={businessType} onChange={setBusinessType} />
        <Button type="submit" disabled={busy}>
          {busy ? "Gerando..." : "Gerar descrição"}
        </Button>
      </form>
      {state.status === "error" ? <GenerationError message={state.message} /> : null}
      {state.status === "done" ? (
        <GeneratedTextCard
          text={state.value}
          label="Descrição gerada"
          onAgain={() => generate()}
          busy={busy}
        />
      ) : null}
    </Card>
  );
}
