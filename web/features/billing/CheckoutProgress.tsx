import { Check } from "lucide-react";
import { cn } from "../../lib/cn";

export type CheckoutStep = "plan" | "login" | "register" | "payment";

const POSITION: Record<CheckoutStep, number> = { plan: 0, login: 1, register: 1, payment: 2 };

/**
 * Where the person is in SPEC §2's checkout: plan, account (login or register),
 * payment. The account step keeps one name ("Conta") whichever way it went;
 * `complete` marks every step done once the payment is approved.
 */
export function CheckoutProgress({ step, complete = false }: { step: CheckoutStep; complete?: boolean }) {
  const labels = ["Plano", "Conta", "Pagamento"];
  const current = complete ? labels.length : POSITION[step];
  return (
    <nav aria-label="Etapas do checkout">
      <ol className="flex items-center gap-2 text-sm">
        {labels.map((label, index) => {
          const done = index < current;
          const here = index === current;
          return (
            <li
              key={label}
              className="flex flex-1 items-center gap-2"
              aria-current={here ? "step" : undefined}
            >
              <span
                className={cn(
                  "flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-bold",
                  done && "border-leaf bg-leaf text-white",
                  here && "border-primary bg-primary text-white",
                  !done && !here && "border-line bg-white text-muted",
                )}
              >
                {done ? <Check className="size-4" aria-label="concluída" /> : index + 1}
              </span>
              <span className={cn("truncate", here ? "font-semibold text-ink" : "text-muted")}>{label}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
