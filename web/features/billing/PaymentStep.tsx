import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { BILLING_CURRENCY } from "../../../common/billing";
import { formatMoney } from "../../../common/format";
import type { Plan } from "../../../common/plans";
import { ApiError, messageFor } from "../../lib/api";
import { USER_QUERY_KEY } from "../../lib/auth";
import { Button } from "../../ui/Button";
import { dismissAllToasts, toast } from "../../ui/useToast";
import { AUTO_LOGIN_FAILED, EMAIL_CHECK_FAILED, finishAfterPayment } from "./afterPayment";
import { type CheckoutRequest, type PaymentResult, payCheckout } from "./api/payCheckout";
import { fetchSignedInUser } from "./api/signedInUser";
import { verifyEmailAfterPayment } from "./api/verifyEmailAfterPayment";
import { type ChargeTerms, isTrialStart, todayLine } from "./checkoutTerms";
import { EMPTY_CARD, PaymentForm, type PaymentFormInput } from "./PaymentForm";
import {
  APPROVED_TITLE,
  PaymentApproved,
  PaymentDeclined,
  PaymentProcessing,
  TRIAL_STARTED_TITLE,
} from "./PaymentOutcome";
import { TrialUsedNotice } from "./TrialUsedNotice";
import { trialUsedMessage } from "./trialUsed";

/**
 * The server refused because the account already pays or has a trial with a
 * card (409 ALREADY_ON_PLAN): nothing was charged, and this is not a success
 * (issue 17 item 2). The page shows the account's plan instead.
 */
function alreadyOnPlan(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.bodyText.includes('"ALREADY_ON_PLAN"');
}

/** Another payment of this account was under way (409 CHECKOUT_IN_PROGRESS, e.g. a second tab). */
function paymentInProgress(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 409 && error.bodyText.includes('"CHECKOUT_IN_PROGRESS"')
  );
}

/** SPEC §2: after an approved payment, the dashboard after 3 s. */
export const REDIRECT_AFTER_PAYMENT_MS = 3000;
const PAYMENT_FAILED = "Não foi possível processar o pagamento. Tente novamente.";

type Phase =
  | { name: "form" }
  /** trial: nothing is charged today (the trial's card check), so the wait says so. */
  | { name: "processing"; trial: boolean }
  | {
      name: "success";
      last4: string;
      /** Cents charged now: 0 when the checkout started the trial (the card was only verified). */
      chargeToday: number;
      firstChargeAt: string | null;
      currency: string;
      emailVerified: boolean;
      signedIn: boolean;
    }
  | { name: "error"; message: string; refused: boolean; inProgress: boolean }
  /** 409 TRIAL_USED: this card already had a trial; nothing charged, "Assinar agora" pays now. */
  | { name: "trialUsed"; message: string; input: CheckoutRequest };

/**
 * SPEC §4's checkout form: form → processing → success or error, and
 * "Tentar Novamente" back to the form with what was typed. After approval,
 * still showing "processing": wait 1.5 s, confirm the email of the account
 * that paid, wait 0.5 s, load the user again (the session already exists, so
 * this is the "automatic login"), then success and the dashboard after 3 s.
 * A step that fails after the charge shows SPEC's message for it, never a
 * "declined" card: the money has moved.
 */
export function PaymentStep({
  plan,
  userId,
  summary,
  terms,
  onStart,
  onPaid,
  onAlreadyOnPlan,
}: {
  plan: Plan;
  userId: string;
  /** What this account pays today (GET /api/billing/checkout-preview). */
  terms?: ChargeTerms | undefined;
  /** Told when the card is sent: from then on the page shows this step's outcome, whatever the account becomes. */
  onStart?: () => void;
  /** Told on a 409 ALREADY_ON_PLAN: the page shows the plan the account is on. */
  onAlreadyOnPlan?: () => void;
  /** Told once the payment is approved (the progress marks the last step done). */
  onPaid?: () => void;
  /** Shown above the form only: once paying starts, the plan can no longer change. */
  summary?: ReactNode;
}) {
  const [phase, setPhase] = useState<Phase>({ name: "form" });
  const box = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  const [typed, setTyped] = useState<PaymentFormInput>({ ...EMPTY_CARD, planId: plan.id });
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const canGoToDashboard = phase.name === "success" && phase.signedIn;

  useEffect(() => {
    if (!canGoToDashboard) return;
    const timer = setTimeout(() => navigate("/dashboard"), REDIRECT_AFTER_PAYMENT_MS);
    return () => clearTimeout(timer);
  }, [canGoToDashboard, navigate]);

  // Each outcome opens at its top: at 390 px the button sat far below it, and the page stayed there (issue 30).
  useEffect(() => {
    if (phase.name === "form") return;
    box.current?.scrollIntoView({ block: "start" });
  }, [phase.name]);

  async function pay(input: CheckoutRequest, typedNow: PaymentFormInput) {
    // "Conta criada com sucesso!" from /register is old news once the card is sent.
    dismissAllToasts();
    setTyped(typedNow);
    // The outcome keeps the form's height: nothing moves under a second tap of "Pagar".
    setHeight(box.current?.offsetHeight);
    setPhase({ name: "processing", trial: !!terms && isTrialStart(terms) && !input.payNow });
    onStart?.();
    let result: PaymentResult;
    try {
      result = await payCheckout(input);
    } catch (error) {
      const usedTrial = trialUsedMessage(error);
      if (usedTrial) {
        setPhase({ name: "trialUsed", message: usedTrial, input });
        return;
      }
      if (alreadyOnPlan(error)) {
        // Nothing was charged: say what the account is, never "approved".
        setPhase({ name: "form" });
        onAlreadyOnPlan?.();
        return;
      }
      const message = messageFor(error, PAYMENT_FAILED);
      toast({ title: "Erro no Pagamento ❌", description: message, variant: "destructive" });
      setPhase({
        name: "error",
        message,
        refused: error instanceof ApiError && error.status === 402,
        inProgress: paymentInProgress(error),
      });
      return;
    }
    await finish(result);
  }

  async function finish(result: PaymentResult) {
    const charged = result.chargeToday > 0;
    const { emailVerified, signedIn } = await finishAfterPayment({
      verifyEmail: () => verifyEmailAfterPayment(userId),
      signIn: async () => {
        const user = await fetchSignedInUser();
        if (user?.id !== userId) return false;
        // Only a good answer reaches the cache: a null one would take the page back to the login step.
        queryClient.setQueryData(USER_QUERY_KEY, user);
        return true;
      },
    });
    // The plan, the subscription and the generators' access all changed.
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] });
    if (!signedIn) {
      toast({ title: "Erro", description: AUTO_LOGIN_FAILED, variant: "destructive" });
    } else if (!emailVerified) {
      toast({
        title: EMAIL_CHECK_FAILED,
        description: "Seu pagamento foi aprovado. Confirme o email pelo link que enviamos.",
        variant: "destructive",
      });
    } else if (charged) {
      toast({ title: APPROVED_TITLE, description: `Plano ${plan.name} ativo.`, variant: "success" });
    } else {
      toast({
        title: TRIAL_STARTED_TITLE,
        description: `Nada foi cobrado hoje. Plano ${plan.name} no teste grátis.`,
        variant: "success",
      });
    }
    setPhase({
      name: "success",
      last4: result.payment.last4,
      chargeToday: result.chargeToday,
      firstChargeAt: result.firstChargeAt,
      currency: result.currency,
      emailVerified,
      signedIn,
    });
    onPaid?.();
  }

  return (
    <div
      ref={box}
      className="scroll-mt-24"
      style={phase.name === "form" || height === undefined ? undefined : { minHeight: height }}
    >
      {outcome()}
    </div>
  );

  function outcome() {
    switch (phase.name) {
      case "processing":
        return <PaymentProcessing trial={phase.trial} />;
      case "success":
        return (
          <PaymentApproved
            planName={plan.name}
            last4={phase.last4}
            {...(phase.chargeToday > 0
              ? {
                  message: `Seu plano ${plan.name} está ativo. Cobramos ${formatMoney(phase.chargeToday, phase.currency)} no cartão final ${phase.last4}.`,
                }
              : {
                  title: TRIAL_STARTED_TITLE,
                  message: `Cartão final ${phase.last4} verificado, nada foi cobrado. ${todayLine({
                    amount: plan.price,
                    currency: phase.currency,
                    chargeToday: 0,
                    firstChargeAt: phase.firstChargeAt,
                  })}. Cancele antes em Minha conta e não paga nada.`,
                })}
            problems={[
              ...(phase.emailVerified ? [] : [EMAIL_CHECK_FAILED]),
              ...(phase.signedIn ? [] : [AUTO_LOGIN_FAILED]),
            ]}
            signedIn={phase.signedIn}
          />
        );
      case "trialUsed":
        return (
          <TrialUsedNotice message={phase.message}>
            <p className="text-sm text-muted">Nada foi cobrado.</p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => pay({ ...phase.input, payNow: true }, typed)}>
                Assinar agora: {formatMoney(plan.price, BILLING_CURRENCY)} hoje
              </Button>
              <Button variant="outline" onClick={() => setPhase({ name: "form" })}>
                Usar outro cartão
              </Button>
            </div>
          </TrialUsedNotice>
        );
      case "error":
        return (
          <PaymentDeclined
            message={phase.message}
            refused={phase.refused}
            inProgress={phase.inProgress}
            onRetry={() => setPhase({ name: "form" })}
          />
        );
      default:
        return (
          <div className="grid gap-5">
            {summary}
            <PaymentForm plan={plan} terms={terms} defaultValues={typed} onPay={pay} />
          </div>
        );
    }
  }
}
