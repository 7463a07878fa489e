import { MessageSquareReply } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import {
  GENERATOR_LIMITS,
  type GenerateResponseRequest,
  generateResponseRequestSchema,
} from "../../../common/generators";
import type { Moderation, ReviewPoint } from "../../../common/reviewPoints";
import { Button } from "../../ui/Button";
import { Field, fieldA11y } from "../../ui/Field";
import { Textarea } from "../../ui/Input";
import { generateResponse } from "./api/generateResponse";
import { firstIssue, type GeneratorRestaurant } from "./generatorRestaurant";
import { BusinessTypeSelect } from "./public/BusinessTypeSelect";
import { ModerationNote, ReplyPoints, SafetyWarning } from "./ReplyPoints";
import { characterCount, ResultCard } from "./ResultCard";
import { useGenerator } from "./useGenerator";
import { useGeneratorFeedback } from "./useGeneratorFeedback";

/** The shown reply with the chips as the owner left them: what a host (the review inbox) acts on. */
export type ShownReply = { response: string; points: ReviewPoint[]; moderation: Moderation; safety: boolean };

export type ResponseGeneratorProps =
  | {
      variant?: "dashboard";
      restaurant: GeneratorRestaurant;
      /** The review to answer, already in the box (the inbox opens a review with its text). */
      initialReview?: string;
      /** Actions under the reply (the inbox's "Copiar e marcar como respondida", "Pedir moderação"). */
      replyActions?: (reply: ShownReply) => ReactNode;
    }
  | { variant: "resources" };

/**
 * SPEC §2 response generator: a review becomes a reply. On the dashboard the
 * reply is signed by the restaurant and the owner can edit the points it
 * answers (and sees the safety and moderation notes); on Resources a visitor
 * picks a business type and gets the reply.
 */
export function ResponseGenerator(props: ResponseGeneratorProps) {
  const place = props.variant === "resources" ? props : undefined;
  const restaurant = "restaurant" in props ? props.restaurant : undefined;
  const id = useId();
  const [reviewText, setReviewText] = useState(("initialReview" in props && props.initialReview) || "");
  // A visitor picks one; the dashboard always writes for the restaurant's current type.
  const [chosenType, setBusinessType] = useState("hamburgueria");
  const businessType = restaurant ? restaurant.type : chosenType;
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const { feedback, generatorOptions } = useGeneratorFeedback(place, {
    failure: "Não foi possível gerar a resposta. Tente novamente.",
  });
  const gen = useGenerator("response", generateResponse, generatorOptions);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = generateResponseRequestSchema.safeParse({ reviewText, businessType });
    if (!parsed.success) return setFieldError(firstIssue(parsed.error));
    const input: GenerateResponseRequest = parsed.data;
    gen.generate(input);
  }

  // A public card shows either the reply or what went wrong with the last try.
  const result = place && gen.problem ? undefined : gen.result;
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
          hint={place ? undefined : characterCount(reviewText.length, GENERATOR_LIMITS.reviewText)}
        >
          <Textarea
            {...fieldA11y(`${id}-review`, fieldError)}
            value={reviewText}
            onChange={(e) => {
              setReviewText(e.target.value);
              setFieldError(undefined);
            }}
            placeholder={
              place
                ? "Ex.: O lanche chegou frio e atrasou 40 minutos."
                : "Cole aqui a avaliação, por exemplo: “O pedido chegou frio e atrasado.”"
            }
            maxLength={GENERATOR_LIMITS.reviewText}
            rows={4}
          />
        </Field>
        {place ? (
          <BusinessTypeSelect id={`${id}-type`} value={businessType} onChange={setBusinessType} />
        ) : null}
        <Button type="submit" variant={place ? "outline" : "primary"} disabled={gen.busy}>
          <MessageSquareReply aria-hidden />
          {place && gen.busy ? "Gerando..." : "Gerar resposta"}
        </Button>
      </form>
      {feedback(gen, "Gerando resposta…")}
      {place ? null : (
        <>
          {/* A rumour's reply is serious and private too, but there is no order of the writer's to look into. */}
          {result?.safety && result.moderation?.reason !== "noOrder" ? <SafetyWarning /> : null}
          {result?.moderation ? <ModerationNote moderation={result.moderation} /> : null}
          {response ? (
            <ReplyPoints
              points={points}
              recognised={result?.recognised !== false || changed}
              changed={changed}
              busy={gen.busy}
              onChange={setPoints}
              onRegenerate={regenerate}
            />
          ) : null}
        </>
      )}
      {response ? (
        <ResultCard
          label="Resposta gerada"
          text={response}
          busy={gen.busy}
          onAgain={() => gen.resultInput && gen.generate(gen.resultInput)}
          live={place !== undefined}
        />
      ) : null}
      {response && result && "replyActions" in props && props.replyActions
        ? props.replyActions({ response, points, moderation: result.moderation, safety: result.safety })
        : null}
    </div>
  );
}
