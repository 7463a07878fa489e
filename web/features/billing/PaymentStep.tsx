import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import type { User } from "../../../common/auth";
import type { Plan } from "../../../common/plans";
import { ApiError, getQueryFn, messageFor } from "../../lib/api";
import { USER_QUERY_KEY } from "../../lib/auth";
import { toast } from "../../ui/useToast";
import { AUTO_LOGIN_FAILED, EMAIL_CHECK_FAILED, finishAfterPayment } from "./afterPayment";
import { type CheckoutRequest, payCheckout, verifyEmailAfterPayment } from "./api/payments";
import { EMPTY_CARD, PaymentForm, type PaymentFormInput } from "./PaymentForm";
import { APPROVED_TITLE, PaymentApproved, PaymentDeclined, PaymentProcessing } from "./PaymentOutcome";

/** The plan was paid already (409 ALREADY_ON_PLAN): the page was reloaded while processing. */
function paidBefore(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.bodyText.includes('"ALREADY_ON_PLAN"');
}

/** SPEC §2: after an approved payment, the dashboard after 3 s. */
export const REDIRECT_AFTER_PAYMENT_MS = 3000;
const PAYMENT_FAILED = "Não foi possível processar o pagamento. Tente novamente.";

type Phase =
  | { name: "form" }
  | { name: "processing" }
  | { name: "success"; last4: string | null; emailVerified: boolean; signedIn: boolean }
  | { name: "error"; message: string; refused: boolean };

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
  onPaid,
}: {
  plan: Plan;
  userId: string;
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

  async function pay(input: CheckoutRequest, typedNow: PaymentFormInput) {
    setTyped(typedNow);
    // The outcome keeps the form's height: nothing moves under a second tap of "Pagar".
    setHeight(box.current?.offsetHeight);
    setPhase({ name: "processing" });
    let last4: string | null;
    try {
      ({
        payment: { last4 },
      } = await payCheckout(input));
    } catch (error) {
      if (paidBefore(error)) {
        // Paid before this page (a reload while processing): finish the sequence, no second charge.
        return finish(null);
      }
      const message = messageFor(error, PAYMENT_FAILED);
      toast({ title: "Erro no Pagamento ❌", description: message, variant: "destructive" });
      setPhase({ name: "error", message, refused: error instanceof ApiError && error.status === 402 });
      return;
    }
    await finish(last4);
  }

  async function finish(last4: string | null) {
    const { emailVerified, signedIn } = await finishAfterPayment({
      verifyEmail: () => verifyEmailAfterPayment(userId),
      signIn: async () => {
        const user = await getQueryFn<User>({ on401: "returnNull" })({ queryKey: USER_QUERY_KEY });
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
    } else {
      toast({ title: APPROVED_TITLE, description: `Plano ${plan.name} ativo.`, variant: "success" });
    }
    setPhase({ name: "success", last4, emailVerified, signedIn });
    onPaid?.();
  }

  return (
    <div ref={box} style={phase.name === "form" || height === undefined ? undefined : { minHeight: height }}>
      {outcome()}
    </div>
  );

  function outcome() {
    switch (phase.name) {
      case "processing":
        return <PaymentProcessing />;
      case "success":
        return (
          <PaymentApproved
            planName={plan.name}
            last4={phase.last4}
            problems={[
              ...(phase.emailVerified ? [] : [EMAIL_CHECK_FAILED]),
              ...(phase.signedIn ? [] : [AUTO_LOGIN_FAILED]),
            ]}
            signedIn={phase.signedIn}
          />
        );
      case "error":
        return (
          <PaymentDeclined
            message={phase.message}
            refused={phase.refused}
            onRetry={() => setPhase({ name: "form" })}
          />
        );
      default:
        return (
          <div className="grid gap-5">
            {summary}
            <PaymentForm plan={plan} defaultValues={typed} onPay={pay} />
          </div>
        );
    }
  }
}
