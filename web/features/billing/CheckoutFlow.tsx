import { Pencil } from "lucide-react";
import { useState } from "react";
import { displayName } from "../../../common/auth";
import type { Plan } from "../../../common/plans";
import { useAuth } from "../../lib/auth";
import { formatUsdFromCents } from "../../lib/format";
import { Card } from "../../ui/Card";
import { PageSpinner } from "../../ui/Spinner";
import { usePlans } from "./api/plans";
import { CheckoutProgress, type CheckoutStep } from "./CheckoutProgress";
import type { CheckoutStart } from "./checkoutStart";
import { LoginStep } from "./LoginStep";
import { PaymentStep } from "./PaymentStep";
import { PlanStep } from "./PlanStep";
import { RegisterStep } from "./RegisterStep";

function PlanSummary({ plan, onChange }: { plan: Plan; onChange: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-primary-soft p-3">
      <p className="text-ink">
        Plano <strong>{plan.name}</strong> · {formatUsdFromCents(plan.price)}/mês
      </p>
      <button
        type="button"
        onClick={onChange}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-ink underline decoration-primary underline-offset-2"
      >
        <Pencil className="size-4" aria-hidden />
        Trocar plano
      </button>
    </div>
  );
}

/**
 * SPEC §2's checkout: select plan → login (or register) → payment. A visitor
 * walks the steps; a signed-in user goes straight to payment.
 */
export function CheckoutFlow({ start }: { start: CheckoutStart }) {
  const { user, isLoading } = useAuth();
  const plans = usePlans();
  const [planId, setPlanId] = useState(start.planId);
  const [chosenStep, setChosenStep] = useState<CheckoutStep | null>(null);

  if (isLoading || plans.isPending) return <PageSpinner />;

  const plan = plans.data?.find((p) => p.id === planId);
  const unknownPlanInLink = start.planId !== undefined && !plans.data?.some((p) => p.id === start.planId);
  let step: CheckoutStep = chosenStep ?? (user ? "payment" : start.startAt === "plan" ? "plan" : "login");
  // Payment needs a plan and someone signed in; go back to whatever is missing.
  if (step === "payment" && !plan) step = "plan";
  else if (step === "payment" && !user) step = "login";

  const toPayment = () => setChosenStep(user ? "payment" : "login");

  return (
    <div className="grid gap-6">
      <CheckoutProgress step={step} />
      <Card className="grid gap-5">
        {step === "plan" ? (
          <PlanStep
            planId={planId}
            unknownPlanInLink={unknownPlanInLink}
            onChange={setPlanId}
            onContinue={toPayment}
          />
        ) : null}
        {(step === "login" || step === "register") && plan ? (
          <PlanSummary plan={plan} onChange={() => setChosenStep("plan")} />
        ) : null}
        {step === "login" ? (
          <LoginStep
            email={start.email}
            onSignedIn={() => setChosenStep("payment")}
            onWantsRegister={() => setChosenStep("register")}
          />
        ) : null}
        {step === "register" ? (
          <RegisterStep
            planId={planId ?? plans.data?.[0]?.id ?? 1}
            onRegistered={() => setChosenStep("payment")}
            onWantsLogin={() => setChosenStep("login")}
          />
        ) : null}
        {step === "payment" && plan && user ? (
          <PaymentStep
            key={plan.id}
            plan={plan}
            userId={user.id}
            summary={
              <>
                <PlanSummary plan={plan} onChange={() => setChosenStep("plan")} />
                <p className="text-sm wrap-anywhere text-muted">
                  Conta: <strong className="text-ink">{displayName(user)}</strong> · {user.email}
                </p>
              </>
            }
          />
        ) : null}
      </Card>
    </div>
  );
}
