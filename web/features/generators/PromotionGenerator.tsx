import { Megaphone } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { formatBRL } from "../../../common/format";
import {
  GENERATOR_MESSAGES,
  type GeneratedPromotion,
  type GeneratePromotionRequest,
  generatePromotionRequestSchema,
} from "../../../common/generators";
import { useDelayedCall } from "../../lib/useDelayedCall";
import { Button } from "../../ui/Button";
import { Field, fieldA11y } from "../../ui/Field";
import { Select } from "../../ui/Input";
import { generatePromotion } from "./api/generatePromotion";
import { promotionSummary, promotionText } from "./copyTexts";
import { firstIssue, type GeneratorRestaurant } from "./generatorRestaurant";
import { DASHBOARD_GOAL_OPTIONS, OBJECTIVE_OPTIONS, PROMOTION_COPIED } from "./labels";
import { BusinessTypeSelect } from "./public/BusinessTypeSelect";
import { ResultCard } from "./ResultCard";
import { GENERATOR_DELAYS_MS } from "./timing";
import { useGenerator } from "./useGenerator";
import { type PublicPlace, useGeneratorFeedback } from "./useGeneratorFeedback";

const SPECIFIC_DISH_GOAL = "promover-prato-especifico";

export type PromotionGeneratorProps =
  | {
      variant?: "dashboard";
      restaurant: GeneratorRestaurant;
      /** The restaurant's dishes, for "promover prato específico". */
      dishes?: readonly { id: number; name: string }[];
      /** What the page does with a promotion (the dashboard saves it). */
      resultActions?: (promotion: GeneratedPromotion) => ReactNode;
      /**
       * Opened from the competition board's "Criar promoção": the dish to
       * promote and the lowest price that still keeps the owner's margin.
       */
      prefill?: { dishId: number; priceCents: number | null };
      /** A goal chosen before the owner arrives (the weekly report's "promoção para terça"). */
      initialGoal?: string | undefined;
    }
  | PublicPlace;

/** The promotion's parts on screen; the text copied is `promotionText`. */
function PromotionParts({ promotion, titleAs }: { promotion: GeneratedPromotion; titleAs: "h3" | "p" }) {
  const Title = titleAs;
  return (
    <>
      <Title className="text-lg font-semibold break-words text-ink">{promotion.title}</Title>
      <p className="mt-1 break-words text-ink">{promotion.description}</p>
      <dl className="mt-3 grid gap-2 sm:grid-cols-2">
        <div className="rounded-lg bg-white p-3">
          <dt className="text-xs font-medium text-muted">Desconto</dt>
          <dd className="font-semibold text-leaf">{promotion.discount}</dd>
        </div>
        <div className="rounded-lg bg-white p-3">
          <dt className="text-xs font-medium text-muted">Período</dt>
          <dd className="font-semibold text-ink">{promotion.period}</dd>
        </div>
      </dl>
      {promotion.setup ? (
        <p className="mt-3 rounded-lg border border-amber bg-amber-soft p-3 text-sm text-ink">
          <span className="font-semibold">Antes de divulgar: </span>
          {promotion.setup}
        </p>
      ) : null}
    </>
  );
}

/**
 * SPEC §2/§4 promotion generator, in three places:
 * - dashboard (restaurant-aware): choosing a goal generates a promotion 1 s
 *   later (while onboarded); with "promover prato específico" the owner may
 *   pick one of `dishes` (the best seller otherwise); a promotion that hands
 *   out a coupon shows, apart from the text to copy, the step of creating it;
 * - Resources: one of SPEC §9's objectives, asked with the button;
 * - landing demo: only a business type, answered with the one-line promotion.
 */
export function PromotionGenerator(props: PromotionGeneratorProps) {
  const place = props.variant === "resources" || props.variant === "landing" ? props : undefined;
  const restaurant = "restaurant" in props ? props.restaurant : undefined;
  const dishes = ("dishes" in props ? props.dishes : undefined) ?? [];
  const landing = place?.variant === "landing";
  const id = useId();
  const prefill = "prefill" in props ? props.prefill : undefined;
  const initialGoal = "initialGoal" in props ? props.initialGoal : undefined;
  const [goal, setGoal] = useState(prefill ? SPECIFIC_DISH_GOAL : (initialGoal ?? ""));
  const [dishId, setDishId] = useState(prefill ? String(prefill.dishId) : "");
  // The landing demo asks by business type alone; the others by goal or objective.
  const [businessType, setBusinessType] = useState("hamburgueria");
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const delayed = useDelayedCall();
  /**
   * A goal (or dish) was chosen and its promotion is due in 1 s (SPEC §4): the
   * wait shows as work at once, and the last promotion, for another goal, dims
   * instead of standing there as if it were the answer (issue 30).
   */
  const [waiting, setWaiting] = useState(false);
  const { feedback, generatorOptions } = useGeneratorFeedback(place, {
    failure: "Não foi possível gerar a promoção. Tente novamente.",
    ...(landing ? { log: "demo: falha ao gerar promoção" } : {}),
  });
  const gen = useGenerator("promotion", generatePromotion, generatorOptions);

  function request(chosen: string, dish = dishId) {
    setWaiting(false);
    // SPEC §7: the landing demo sends only its business type.
    if (landing) return gen.generate({ businessType });
    const picked = chosen === SPECIFIC_DISH_GOAL && dish ? { dishId: Number(dish) } : {};
    const parsed = generatePromotionRequestSchema.safeParse({
      goal: chosen,
      // Resources asks by objective alone (SPEC §7: { goal }).
      ...(restaurant ? { businessType: restaurant.type } : {}),
      ...picked,
    });
    // The business type alone would pass the schema (landing demo); here a goal is asked for.
    if (!parsed.success || !parsed.data.goal) {
      return setFieldError(parsed.success ? GENERATOR_MESSAGES.goalRequired : firstIssue(parsed.error));
    }
    const input: GeneratePromotionRequest = parsed.data;
    gen.generate(input);
  }

  function onGoalChange(value: string) {
    setGoal(value);
    setFieldError(undefined);
    const automatic = Boolean(value && restaurant?.isOnboarded);
    setWaiting(automatic);
    if (automatic) delayed.schedule(() => request(value), GENERATOR_DELAYS_MS.promotion);
    else delayed.cancel();
  }

  function onDishChange(value: string) {
    setDishId(value);
    if (goal && restaurant?.isOnboarded) {
      setWaiting(true);
      delayed.schedule(() => request(goal, value), GENERATOR_DELAYS_MS.promotion);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    delayed.cancel();
    request(goal);
  }

  // A public card shows either the promotion or what went wrong with the last try.
  const promotion = place && gen.problem ? undefined : gen.result;
  const busy = gen.busy || waiting;
  const again = () => gen.resultInput && gen.generate(gen.resultInput);
  const goalLabel = place ? "Objetivo" : "Objetivo da promoção";
  return (
    <div className="grid gap-4">
      <form className="grid gap-3" onSubmit={onSubmit} noValidate aria-label="Gerar promoção">
        {landing ? (
          <BusinessTypeSelect id={`${id}-type`} value={businessType} onChange={setBusinessType} />
        ) : (
          <Field id={`${id}-goal`} label={goalLabel} error={fieldError}>
            <Select
              {...fieldA11y(`${id}-goal`, fieldError)}
              value={goal}
              onChange={(e) => onGoalChange(e.target.value)}
            >
              <option value="">{place ? "Selecione um objetivo" : "Escolha um objetivo"}</option>
              {(place ? OBJECTIVE_OPTIONS : DASHBOARD_GOAL_OPTIONS).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </Field>
        )}
        {goal === SPECIFIC_DISH_GOAL && dishes.length > 0 ? (
          <Field id={`${id}-dish`} label="Prato a promover (opcional)">
            <Select id={`${id}-dish`} value={dishId} onChange={(e) => onDishChange(e.target.value)}>
              <option value="">O mais vendido</option>
              {dishes.map((d) => (
                <option key={d.id} value={String(d.id)}>
                  {d.name}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        {prefill?.priceCents ? (
          <p className="rounded-lg bg-primary-soft p-3 text-sm text-ink">
            Do quadro de concorrência: o menor preço que ainda mantém sua margem é{" "}
            <strong>{formatBRL(prefill.priceCents / 100)}</strong>.
          </p>
        ) : null}
        <Button type="submit" variant={place ? "outline" : "primary"} disabled={gen.busy}>
          <Megaphone aria-hidden />
          {place && gen.busy ? "Gerando..." : "Gerar promoção"}
        </Button>
      </form>
      {feedback({ problem: waiting ? null : gen.problem, busy }, "Gerando promoção…")}
      {promotion && landing ? (
        <ResultCard
          label="Promoção gerada"
          text={promotionSummary(promotion)}
          copied={PROMOTION_COPIED}
          busy={gen.busy}
          onAgain={again}
          live
        />
      ) : promotion ? (
        <ResultCard
          label="Promoção gerada"
          text={promotionText(promotion)}
          copied={PROMOTION_COPIED}
          busy={busy}
          onAgain={again}
          live={place !== undefined}
        >
          {/* On Resources the card's own heading names the generator; the title is text. */}
          <PromotionParts promotion={promotion} titleAs={place ? "p" : "h3"} />
          {!place && "resultActions" in props && props.resultActions ? (
            <div className="mt-3">{props.resultActions(promotion)}</div>
          ) : null}
        </ResultCard>
      ) : null}
    </div>
  );
}
