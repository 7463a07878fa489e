import { Check } from "lucide-react";
import { useId } from "react";
import { formatUsdFromCents } from "../../../common/format";
import type { Plan } from "../../../common/plans";
import { planSummary } from "./subscriptionDetails";

/**
 * The plans as a group of radio cards: native radios, so arrows, Tab and
 * screen readers work as people expect; the whole card is the touch target.
 */
export function PlanOptions({
  plans,
  value,
  onChange,
  legend = "Escolha seu plano",
  disabled,
}: {
  plans: Plan[];
  value: number | undefined;
  onChange: (planId: number) => void;
  legend?: string;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {plans.map((plan) => {
          const checked = plan.id === value;
          return (
            <label
              key={plan.id}
              className="relative flex min-h-11 cursor-pointer flex-col gap-1 rounded-xl border border-line bg-white p-4 has-[:checked]:border-primary has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary"
            >
              <input
                type="radio"
                name={name}
                value={plan.id}
                checked={checked}
                onChange={() => onChange(plan.id)}
                className="sr-only"
              />
              <span className="flex items-center justify-between gap-2">
                <span className="text-lg font-bold text-ink">{plan.name}</span>
                {checked ? (
                  <span className="flex size-6 items-center justify-center rounded-full bg-primary text-white">
                    <Check className="size-4" aria-hidden />
                  </span>
                ) : null}
              </span>
              <span className="text-ink">
                <span className="text-2xl font-extrabold">{formatUsdFromCents(plan.price)}</span>
                <span className="text-muted">/mês</span>
              </span>
              <span className="text-sm text-muted">{planSummary(plan)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
