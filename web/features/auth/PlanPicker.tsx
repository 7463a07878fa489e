import { Check } from "lucide-react";
import { formatUsdFromCents } from "../../../common/format";
import type { Plan } from "../../../common/plans";
import { cn } from "../../lib/cn";

/** One line per plan: what a restaurant owner compares first. */
function planSummary(plan: Plan): string {
  const stores = plan.features.maxRestaurants;
  const parts = [stores > 1 ? `Até ${stores} restaurantes` : "1 restaurante"];
  if (plan.features.teamCollaboration) parts.push("equipe");
  if (plan.features.prioritySupport) parts.push("suporte prioritário");
  return parts.join(", ");
}

/** The register page's plan cards as a radio group: picking a card sets planId (SPEC §4). */
export function PlanPicker({
  plans,
  loading,
  value,
  onChange,
}: {
  plans: Plan[] | undefined;
  loading: boolean;
  value: number;
  onChange: (planId: number) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">Escolha seu plano</legend>
      {loading ? (
        <div className="grid grid-cols-2 gap-3" aria-hidden>
          <div className="h-24 animate-pulse rounded-xl bg-primary-soft" />
          <div className="h-24 animate-pulse rounded-xl bg-primary-soft" />
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          {(plans ?? []).map((plan) => {
            const checked = plan.id === value;
            return (
              <label
                key={plan.id}
                className={cn(
                  "relative flex min-h-24 cursor-pointer flex-col gap-1 rounded-xl border bg-white p-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary",
                  checked ? "border-primary ring-2 ring-primary" : "border-line hover:border-primary/60",
                )}
              >
                <input
                  type="radio"
                  name="planId"
                  value={plan.id}
                  checked={checked}
                  onChange={() => onChange(plan.id)}
                  className="sr-only"
                />
                <span className="flex items-center justify-between gap-2 font-semibold text-ink">
                  {plan.name}
                  {checked ? <Check className="size-4 text-primary" aria-hidden /> : null}
                </span>
                <span className="text-lg font-bold text-ink">
                  {formatUsdFromCents(plan.price)}
                  <span className="text-sm font-normal text-muted">/mês</span>
                </span>
                <span className="text-xs text-muted">{planSummary(plan)}</span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
