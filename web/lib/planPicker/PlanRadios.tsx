import { Check } from "lucide-react";
import { useId } from "react";
import { formatUsdFromCents } from "../../../common/format";
import type { Plan } from "../../../common/plans";
import { cn } from "../cn";
import { planSummary } from "./planLines";

/** The two looks of the radio cards: the compact one inside /register's form, the roomy one of trial and checkout. */
const LOOK = {
  register: {
    fieldset: "grid gap-2",
    grid: "grid grid-cols-2 gap-3",
    card: "min-h-24 p-3",
    unchecked: "hover:border-primary/60",
    name: "font-semibold",
    check: "text-primary",
    amount: "text-lg font-bold",
    perMonth: "text-sm font-normal text-muted",
    summary: "text-xs text-muted",
  },
  checkout: {
    fieldset: "grid gap-3",
    grid: "grid gap-3 sm:grid-cols-2",
    card: "min-h-11 p-4",
    unchecked: "",
    name: "text-lg font-bold",
    check: "flex size-6 items-center justify-center rounded-full bg-primary text-white",
    amount: "text-2xl font-extrabold",
    perMonth: "text-muted",
    summary: "text-sm text-muted",
  },
} as const;

export type RadioLook = keyof typeof LOOK;

/**
 * The plans as a group of radio cards: native radios, so arrows, Tab and
 * screen readers work as people expect; the whole card is the touch target.
 * `cards` is what goes in the group's place while the plans load or when
 * they failed (the picker decides).
 */
export function PlanRadios({
  look,
  plans,
  value,
  onChange,
  legend = "Escolha seu plano",
  disabled,
  name,
  cards,
}: {
  look: RadioLook;
  plans: Plan[];
  value: number | undefined;
  onChange: (planId: number) => void;
  legend?: string | undefined;
  disabled?: boolean | undefined;
  /** The radios' form name; a unique one by default. */
  name?: string | undefined;
  cards?: React.ReactNode;
}) {
  const style = LOOK[look];
  const uniqueName = useId();
  return (
    <fieldset className={style.fieldset} disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      {cards ?? (
        <div className={style.grid}>
          {plans.map((plan) => {
            const checked = plan.id === value;
            return (
              <label
                key={plan.id}
                className={cn(
                  "relative flex cursor-pointer flex-col gap-1 rounded-xl border bg-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary",
                  style.card,
                  checked ? "border-primary ring-2 ring-primary" : cn("border-line", style.unchecked),
                )}
              >
                <input
                  type="radio"
                  name={name ?? uniqueName}
                  value={plan.id}
                  checked={checked}
                  onChange={() => onChange(plan.id)}
                  className="sr-only"
                />
                <span className="flex items-center justify-between gap-2">
                  <span className={cn("text-ink", style.name)}>{plan.name}</span>
                  {checked ? (
                    <span className={style.check}>
                      <Check className="size-4" aria-hidden />
                    </span>
                  ) : null}
                </span>
                <span className="text-ink">
                  <span className={style.amount}>{formatUsdFromCents(plan.price)}</span>
                  <span className={style.perMonth}>/mês</span>
                </span>
                <span className={style.summary}>{planSummary(plan, look)}</span>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
