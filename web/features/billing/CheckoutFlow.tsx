import { Pencil } from "lucide-react";
import { type ComponentType, useCallback, useEffect, useState } from "react";
import { displayName } from "../../../common/auth";
import type { AccountStatus } from "../../../common/billing";
import { formatUsdFromCents } from "../../../common/format";
import type { Plan } from "../../../common/plans";
import { useAuth } from "../../lib/auth";
import { usePlans } from "../../lib/plans";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { PageSpinner, Spinner } from "../../ui/Spinner";
import { AlreadyOnPlan } from "./AlreadyOnPlan";
import { useCheckoutPreview } from "./api/checkoutPreview";
import { CheckoutProgress, type CheckoutStep } from "./CheckoutProgress";
import type { CheckoutStart } from "./checkoutStart";
import { PaymentStep } from "./PaymentStep";
import { PlanStep } from "./PlanStep";
import { SwitchToPlan } from "./SwitchToPlan";

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

export type CheckoutLoginStep = ComponentType<{
  email: string | undefined;
  onSignedIn: () => void;
  onWantsRegister: () => void;
}>;
export type CheckoutRegisterStep = ComponentType<{
  planId: number;
  onRegistered: () => void;
  onWantsLogin: () => void;
}>;

/**
 * SPEC §2's checkout: select plan → login (or register) → payment. A visitor
 * walks the steps; a signed-in user goes straight to payment.
 * The account steps are the auth feature's forms: the page passes them in, so
 * billing never imports auth (issue 13's feature walls).
 */
export function CheckoutFlow({
  start,
  LoginStep,
  RegisterStep,
}: {
  start: CheckoutStart;
  LoginStep: CheckoutLoginStep;
  RegisterStep: CheckoutRegisterStep;
}) {
  const { user, isLoading } = useAuth();
  const plans = usePlans();
  const [planId, setPlanId] = useState(start.planId);
  const [chosenStep, setStepState] = useState<CheckoutStep | null>(null);
  const [paid, setPaid] = useState(false);
  // Once the card is sent, this page shows that payment's outcome even as the account changes under it.
  const [started, setStarted] = useState(false);
  // A 409 ALREADY_ON_PLAN: nothing was charged again, and the page says so.
  const [refused, setRefused] = useState(false);

  // Each step is a history entry on the same address: the phone's Back goes to
  // the previous step (payment → account or plan) instead of leaving checkout.
  const setChosenStep = useCallback((next: CheckoutStep) => {
    setStepState(next);
    window.history.pushState({ ...window.history.state, checkoutStep: next }, "", window.location.href);
  }, []);
  useEffect(() => {
    // Right after /register the page opens on payment: the plan step goes in
    // underneath, so Back shows the plan (not /register, which a signed-in
    // person is sent away from). Skipped when the entry already has a step
    // (a reload, or React running the effect twice in development).
    const state: unknown = window.history.state;
    const marked = state !== null && typeof state === "object" && "checkoutStep" in state;
    if (start.startAt === "payment" && !marked) {
      window.history.replaceState(
        { ...window.history.state, checkoutStep: "plan" },
        "",
        window.location.href,
      );
      window.history.pushState(
        { ...window.history.state, checkoutStep: "payment" },
        "",
        window.location.href,
      );
    }
    const onPop = (event: PopStateEvent) => {
      const popped: unknown = event.state;
      const back =
        popped !== null && typeof popped === "object" && "checkoutStep" in popped
          ? (popped.checkoutStep as CheckoutStep)
          : null;
      // The first entry of /checkout/{planId} is the plan step, signed in or not.
      setStepState(back ?? (start.startAt === "plan" ? "plan" : null));
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [start.startAt]);

  const plan = plans.data?.find((p) => p.id === planId);
  const unknownPlanInLink = start.planId !== undefined && !plans.data?.some((p) => p.id === start.planId);
  let step: CheckoutStep = chosenStep ?? (user ? "payment" : start.startAt === "plan" ? "plan" : "login");
  // Back to the account step once signed in: nothing to do there, the plan is what can change.
  if ((step === "login" || step === "register") && user && chosenStep !== null) step = "plan";
  // Payment needs a plan and someone signed in; go back to whatever is missing.
  if (step === "payment" && !plan) step = "plan";
  else if (step === "payment" && !user) step = "login";
  const onPaymentStep = step === "payment" && !!plan && !!user;
  // Before the card form, ask what this account would pay (issue 17 item 2): a trial's R$ 0, a charge
  // today, or "already on plan X". Asked afresh on every visit, so Back or a reload after paying shows
  // the account, not the form.
  const preview = useCheckoutPreview(plan?.id, onPaymentStep && !started);

  if (isLoading || plans.isPending) return <PageSpinner />;

  const toPayment = () => setChosenStep(user ? "payment" : "login");
  const already = onPaymentStep && !started ? preview.data?.alreadyOnPlan : null;
  // Until the account's answer is in (again, after a 409), no form: it could be paid twice.
  const checking = onPaymentStep && !started && (preview.isPending || (refused && preview.isFetching));

  return (
    <div className="grid gap-6">
      <CheckoutProgress step={step} complete={paid || !!already} />
      {already ? (
        <AlreadyOnPlan
          planName={already.planName}
          detail={ACCOUNT_STATUS_SENTENCE[already.status]}
          note={refused ? "Nada foi cobrado de novo." : undefined}
        >
          {plan && already.planName !== plan.name ? (
            <SwitchToPlan
              key={`${plan.id}-${already.status}`}
              plan={plan}
              currentPlanName={already.planName}
              status={already.status}
              onChanged={() => void preview.refetch()}
            />
          ) : null}
        </AlreadyOnPlan>
      ) : (
        body()
      )}
    </div>
  );

  function body() {
    return (
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
        {checking ? (
          <div className="grid justify-items-center gap-2 py-8" aria-busy="true">
            <Spinner label="Conferindo sua conta…" />
          </div>
        ) : null}
        {onPaymentStep && !started && preview.isError ? (
          <div role="alert" className="grid gap-3">
            <p className="font-semibold text-danger">Não foi possível conferir sua conta agora.</p>
            <Button variant="outline" className="justify-self-start" onClick={() => preview.refetch()}>
              Tentar de novo
            </Button>
          </div>
        ) : null}
        {onPaymentStep && plan && user && (started || (preview.data && !checking)) ? (
          <PaymentStep
            key={plan.id}
            plan={plan}
            userId={user.id}
            terms={preview.data}
            onStart={() => setStarted(true)}
            onAlreadyOnPlan={() => {
              setStarted(false);
              setRefused(true);
              void preview.refetch();
            }}
            onPaid={() => setPaid(true)}
            summary={
              <div className="grid gap-2">
                <PlanSummary plan={plan} onChange={() => setChosenStep("plan")} />
                <p className="px-1 text-sm text-muted">
                  Conta: <strong className="text-ink">{displayName(user)}</strong>{" "}
                  <span className="inline-block max-w-full wrap-anywhere">· {user.email}</span>
                </p>
              </div>
            }
          />
        ) : null}
      </Card>
    );
  }
}

/** The account's state in a sentence, for "Você já está no plano X". */
const ACCOUNT_STATUS_SENTENCE: Record<AccountStatus, string | undefined> = {
  trialing: "Seu teste grátis está ativo, com cartão cadastrado.",
  active: "Sua assinatura está ativa.",
  cancelled:
    "Sua assinatura foi cancelada, mas o período pago continua. Para voltar a renovar, toque em Reativar em Minha conta.",
  deactivated: undefined,
  none: undefined,
};
