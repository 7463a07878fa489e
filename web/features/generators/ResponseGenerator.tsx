import { MessageSquareReply } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import {
  GENERATOR_LIMITS,
  type GenerateResponseRequest,
  generateResponseRequestSchema,
} from "../../../common/generators";
import type { ReviewPoint } from "../../../common/reviewPoints";
import { Button } from "../../ui/Button";
import { Field, fieldA11y } from "../../ui/Field";
import { Textarea } from "../../ui/Input";
import { generateResponse } from "./api";
import { GeneratingFlag, GeneratorProblemLine } from "./GeneratorStatus";
import { firstIssue, type GeneratorRestaurant } from "./generatorRestaurant";
import { ModerationNote, ReplyPoints, SafetyWarning } from "./ReplyPoints";
import { characterCount, ResultCard } from "./ResultCard";
import { useGenerator } from "./useGenerator";

/** SPEC §2 response generator: the owner pastes a review and gets a reply signed by the restaurant. */
export function ResponseGenerator({ restaurant }: { restaurant: GeneratorRestaurant }) {
  const id = useId();
  const [reviewText, setReviewText] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const gen = useGenerator("response", generateResponse);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = generateResponseRequestSchema.safeParse({ reviewText, businessType: restaurant.type });
    if (!parsed.success) return setFieldError(firstIssue(parsed.error));
    const input: GenerateResponseRequest = parsed.data;
    gen.generate(input);
  }

  const result = gen.result;
  const response = result?.response;
  // The chips start as the points the shown reply answers; the owner edits them, then writes again.
  const [points, setPoints] = useState<ReviewPoint[]>([]);
  useEffect(() => setPoints(result?.points ?? []), [result]);
  const key = (list: readonly ReviewPoint[]) => list.map((p) => `${p.topic}|${p.excerpt}`).join(";");
  const changed = key(points) !== key(result?.points ?? []);
  function regenerate() {
    if (!gen.resultInput) return;
    const chosen = points.map((p) =>
      p.excerpt ? { topic: p.topic, excerpt: p.excerpt } : { topic: p.topic },
    );
    gen.generate({ ...gen.resultInput, points: chosen });
  }

  return (
    <div className="grid gap-4">
      <form className="grid gap-3" onSubmit={onSubmit} noValidate aria-label="Gerar resposta">
        <Field
          id={`${id}-review`}
          label="Avaliação do cliente"
          error={fieldError}
          hint={characterCount(reviewText.length, GENERATOR_LIMITS.reviewText)}
        >
          <Textarea
            {...fieldA11y(`${id}-review`, fieldError)}
            value={reviewText}
            onChange={(e) => {
              setReviewText(e.target.value);
              setFieldError(undefined);
            }}
            placeholder="Cole aqui a avaliação, por exemplo: “O pedido chegou frio e atrasado.”"
            maxLength={GENERATOR_LIMITS.reviewText}
            rows={4}
          />
        </Field>
        <Button type="submit" disabled={gen.busy}>
          <MessageSquareReply aria-hidden />
          Gerar resposta
        </Button>
      </form>
      <GeneratingFlag busy={gen.busy} label="Gerando resposta…" />
      <GeneratorProblemLine problem={gen.problem} />
      {result?.safety ? <SafetyWarning /> : null}
      {result?.moderation ? <ModerationNote moderation={result.moderation} /> : null}
      {response ? (
        <ReplyPoints
          points={points}
          changed={changed}
          busy={gen.busy}
          onChange={setPoints}
          onRegenerate={regenerate}
        />
      ) : null}
      {response ? (
        <ResultCard
          label="Resposta gerada"
          text={response}
          busy={gen.busy}
          onAgain={() => gen.resultInput && gen.generate(gen.resultInput)}
        />
      ) : null}
    </div>
  );
}
