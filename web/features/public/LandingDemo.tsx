import { Megaphone, Sparkles } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { ApiError } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Card, CardDescription, CardTitle } from "../../ui/Card";
import { Field, fieldA11y } from "../../ui/Field";
import { Input } from "../../ui/Input";
import { DemoLimitNotice } from "./DemoLimitNotice";
import { BusinessTypeSelect } from "./shared/BusinessTypeSelect";
import { GeneratedTextCard } from "./shared/GeneratedTextCard";
import { GenerationError } from "./shared/GenerationError";
import { generateContent, generateDemoPromotion } from "./shared/generatorApi";
import { useGeneration } from "./shared/useGeneration";

/** SPEC §8: the landing demo's one failure message, whatever went wrong. */
export const DEMO_ERROR = "Erro ao gerar conteúdo. Tente novamente.";

/** The demo always says the SPEC's line; the cause goes to the console for whoever debugs it. */
const logFailure = (what: string) => (error: unknown) => console.error(`demo: falha ao gerar ${what}`, error);

type DemoLimit = {
  /** The wait the server asked for, in seconds (0 when not limited). */
  waitSeconds: number;
  /** What is left of it now, counted down each second. */
  secondsLeft: number;
  /** Records a 429 from the server; true when the error was one. */
  hit: (error: unknown) => boolean;
};

/**
 * The demo's allowance is per visitor, shared by both cards: a 429 from either
 * holds both until the server's Retry-After has passed.
 */
function useDemoLimit(): DemoLimit {
  const [until, setUntil] = useState<{ at: number; wait: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until.at) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return {
    waitSeconds: until?.wait ?? 0,
    secondsLeft: until ? Math.max(0, Math.ceil((until.at - now) / 1000)) : 0,
    hit: (error) => {
      if (!(error instanceof ApiError) || error.status !== 429) return false;
      const wait = Math.max(1, error.retryAfterSeconds ?? 60);
      const current = Date.now();
      setNow(current);
      setUntil({ at: current + wait * 1000, wait });
      return true;
    },
  };
}

/** The card's failure: the limit's notice after a 429, else the SPEC's one line. */
function DemoFailure({ limited, limit, message }: { limited: boolean; limit: DemoLimit; message: string }) {
  return limited ? (
    <DemoLimitNotice waitSeconds={limit.waitSeconds} secondsLeft={limit.secondsLeft} />
  ) : (
    <GenerationError message={message} />
  );
}

function ContentDemo({ limit }: { limit: DemoLimit }) {
  const id = useId();
  const [dishName, setDishName] = useState("");
  const [businessType, setBusinessType] = useState("pizzaria");
  const [missing, setMissing] = useState(false);
  const [limited, setLimited] = useState(false);
  const gen = useGeneration<string>(DEMO_ERROR, { alwaysFallback: true });

  function generate(event?: FormEvent) {
    event?.preventDefault();
    if (!dishName.trim()) return setMissing(true);
    void gen.run(
      () => generateContent(dishName.trim(), businessType),
      (error) => {
        setLimited(limit.hit(error));
        logFailure("conteúdo")(error);
      },
    );
  }

  const nameError = missing && !dishName.trim() ? "Digite o nome de um prato" : undefined;
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Sparkles className="size-5 text-primary-dark" aria-hidden />
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
        <Button type="submit" disabled={gen.busy}>
          {gen.busy ? "Gerando..." : "Gerar descrição"}
        </Button>
      </form>
      {gen.state.status === "error" ? (
        <DemoFailure limited={limited} limit={limit} message={gen.state.message} />
      ) : null}
      {gen.state.status === "done" ? (
        <GeneratedTextCard text={gen.state.value} label="Descrição gerada" onAgain={() => generate()} />
      ) : null}
    </Card>
  );
}

function PromotionDemo({ limit }: { limit: DemoLimit }) {
  const id = useId();
  const [businessType, setBusinessType] = useState("hamburgueria");
  const [limited, setLimited] = useState(false);
  const gen = useGeneration<string>(DEMO_ERROR, { alwaysFallback: true });

  function generate(event?: FormEvent) {
    event?.preventDefault();
    void gen.run(
      () => generateDemoPromotion(businessType),
      (error) => {
        setLimited(limit.hit(error));
        logFailure("promoção")(error);
      },
    );
  }

  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Megaphone className="size-5 text-primary-dark" aria-hidden />
        Promoção
      </CardTitle>
      <CardDescription className="mt-1">
        Escolha seu tipo de negócio e receba uma promoção pronta.
      </CardDescription>
      <form className="mt-4 grid gap-3" onSubmit={generate}>
        <BusinessTypeSelect id={`${id}-type`} value={businessType} onChange={setBusinessType} />
        <Button type="submit" variant="outline" disabled={gen.busy}>
          {gen.busy ? "Gerando..." : "Gerar promoção"}
        </Button>
      </form>
      {gen.state.status === "error" ? (
        <DemoFailure limited={limited} limit={limit} message={gen.state.message} />
      ) : null}
      {gen.state.status === "done" ? (
        <GeneratedTextCard
          text={gen.state.value}
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
  const limit = useDemoLimit();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ContentDemo limit={limit} />
      <PromotionDemo limit={limit} />
    </div>
  );
}
