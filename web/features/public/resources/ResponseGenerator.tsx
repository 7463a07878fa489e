import { MessageSquareReply } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../ui/Button";
import { Card } from "../../../ui/Card";
import { Field, fieldA11y } from "../../../ui/Field";
import { Textarea } from "../../../ui/Input";
import { BusinessTypeSelect } from "../shared/BusinessTypeSelect";
import { GeneratedTextCard } from "../shared/GeneratedTextCard";
import { GenerationError } from "../shared/GenerationError";
import { generateResponse } from "../shared/generatorApi";
import { useGeneration } from "../shared/useGeneration";

/** A professional reply to a review or complaint (SPEC §2 Resources). */
export function ResponseGenerator() {
  const id = useId();
  const [reviewText, setReviewText] = useState("");
  const [businessType, setBusinessType] = useState("hamburgueria");
  const [missing, setMissing] = useState(false);
  const gen = useGeneration<string>("Não foi possível gerar a resposta. Tente novamente.");

  function generate(event?: FormEvent) {
    event?.preventDefault();
    if (!reviewText.trim()) return setMissing(true);
    void gen.run(() => generateResponse(reviewText.trim(), businessType));
  }

  const reviewError = missing && !reviewText.trim() ? "Cole o texto da avaliação." : undefined;
  return (
    <Card className="flex flex-col">
      <h3 className="flex items-center gap-2 text-lg font-bold text-ink">
        <MessageSquareReply className="size-5 text-primary-dark" aria-hidden />
        Gerador de respostas
      </h3>
      <p className="mt-1 text-sm text-muted">Cole uma avaliação ruim e receba uma resposta educada.</p>
      <form className="mt-4 grid gap-3" onSubmit={generate} noValidate>
        <Field id={`${id}-avaliacao`} label="Avaliação do cliente" error={reviewError}>
          <Textarea
            {...fieldA11y(`${id}-avaliacao`, reviewError)}
            value={reviewText}
            onChange={(e) => setReviewText(e.target.value)}
            placeholder="Ex.: O lanche chegou frio e atrasou 40 minutos."
            maxLength={2000}
          />
        </Field>
        <BusinessTypeSelect id={`${id}-tipo`} value={businessType} onChange={setBusinessType} />
        <Button type="submit" variant="outline" disabled={gen.busy}>
          {gen.busy ? "Gerando..." : "Gerar resposta"}
        </Button>
      </form>
      {gen.state.status === "error" ? <GenerationError message={gen.state.message} /> : null}
      {gen.state.status === "done" ? (
        <GeneratedTextCard
          text={gen.state.value}
          label="Resposta gerada"
          onAgain={() => generate()}
          busy={gen.busy}
        />
      ) : null}
    </Card>
  );
}
