import { Megaphone } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import {
  GENERATOR_MESSAGES,
  type GeneratedPromotion,
  type GeneratePromotionRequest,
  generatePromotionRequestSchema,
} from "../../../common/generators";
import { Button } from "../../ui/Button";
import { Field, fieldA11y } from "../../ui/Field";
import { Select } from "../../ui/Input";
import { generatePromotion } from "./api";
import { promotionText } from "./copyTexts";
import { GeneratingFlag, GeneratorProblemLine } from "./GeneratorStatus";
import { firstIssue, type GeneratorRestaurant } from "./generatorRestaurant";
import { DASHBOARD_GOAL_OPTIONS, PROMOTION_COPIED } from "./labels";
import { ResultCard } from "./ResultCard";
import { GENERATOR_DELAYS_MS } from "./timing";
import { useDelayedCall } from "./useDelayedCall";
import { useGenerator } from "./useGenerator";

const SPECIFIC_DISH_GOAL = "promover-prato-especifico";

/**
 * SPEC §2/§4 promotion generator: choosing a goal generates a promotion 1 s
 * later (while the restaurant is onboarded); the card shows its title,
 * description, discount and period, and copies as one text. `resultActions`
 * lets the page add what it does with a promotion (the dashboard saves it).
 * With "promover prato específico" the owner may pick one of `dishes` (the
 * best seller otherwise); a promotion that hands out a coupon shows, apart
 * from the text to copy, the step of creating it in the delivery app.
 */
export function PromotionGenerator({
  restaurant,
  dishes = [],
  resultActions,
}: {
  restaurant: GeneratorRestaurant;
  dishes?: readonly { id: number; name: string }[];
  resultActions?: (promotion: GeneratedPromotion) => ReactNode;
}) {
  const id = useId();
  const [goal, setGoal] = useState("");
  const [dishId, setDishId] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const delayed = useDelayedCall();
  const gen = useGenerator("promotion", generatePromotion);

  function request(chosen: string, dish = dishId) {
    const picked = chosen === SPECIFIC_DISH_GOAL && dish ? { dishId: Number(dish) } : {};
    const parsed = generatePromotionRequestSchema.safeParse({
      goal: chosen,
      businessType: restaurant.type,
      ...picked,
    });
    // The business type alone would pass the schema (landing demo); the dashboard asks for a goal.
    if (!parsed.success || !parsed.data.goal) {
      return setFieldError(parsed.success ? GENERATOR_MESSAGES.goalRequired : firstIssue(parsed.error));
    }
    const input: GeneratePromotionRequest = parsed.data;
    gen.generate(input);
  }

  function onGoalChange(value: string) {
    setGoal(value);
    setFieldError(undefined);
    if (value && restaurant.isOnboarded)
      delayed.schedule(() => request(value), GENERATOR_DELAYS_MS.promotion);
    else delayed.cancel();
  }

  function onDishChange(value: string) {
    setDishId(value);
    if (goal && restaurant.isOnboarded)
      delayed.schedule(() => request(goal, value), GENERATOR_DELAYS_MS.promotion);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    delayed.cancel();
    request(goal);
  }

  const promotion = gen.result;
  return (
    <div className="grid gap-4">
      <form className="grid gap-3" onSubmit={onSubmit} noValidate aria-label="Gerar promoção">
        <Field id={`${id}-goal`} label="Objetivo da promoção" error={fieldError}>
          <Select
            {...fieldA11y(`${id}-goal`, fieldError)}
            value={goal}
            onChange={(e) => onGoalChange(e.target.value)}
          >
            <option value="">Escolha um objetivo</option>
            {DASHBOARD_GOAL_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
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
        <Button type="submit" disabled={gen.busy}>
          <Megaphone aria-hidden />
          Gerar promoção
        </Button>
      </form>
      <GeneratingFlag busy={gen.busy} label="Gerando promoção…" />
      <GeneratorProblemLine problem={gen.problem} />
      {promotion ? (
        <ResultCard
          label="Promoção gerada"
          text={promotionText(promotion)}
          copied={PROMOTION_COPIED}
          busy={gen.busy}
          onAgain={() => gen.resultInput && gen.generate(gen.resultInput)}
        >
          <h3 className="text-lg font-semibold break-words text-ink">{promotion.title}</h3>
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
          {resultActions ? <div className="mt-3">{resultActions(promotion)}</div> : null}
        </ResultCard>
      ) : null}
    </div>
  );
}
