import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { useLocation } from "wouter";
import type { Plan } from "../../../common/plans";
import { ApiError, messageFor } from "../../lib/api";
import { USER_QUERY_KEY, useAuth } from "../../lib/auth";
import { toast } from "../../ui/useToast";
import { type CheckoutRequest, payCheckout, verifyEmailAfterPayment } from "./api/payments";
import { EMPTY_CARD, PaymentForm, type PaymentFormInput } from "./PaymentForm";
import { APPROVED_TITLE, PaymentApproved, PaymentDeclined, PaymentProcessing } from "./PaymentOutcome";

/** SPEC §2: after an approved payment, the dashboard after 3 s. */
export const REDIRECT_AFTER_PAYMENT_MS = 3000;
const PAYMENT_FAILED = "Não foi possível processar o pagamento. Tente novamente.";

type Phase =
  | { name: "form" }
  | { name: "processing" }
  | { name: "success"; last4: string }
  | { name: "error"; message: string; refused: boolean };

/**
 * SPEC §4's checkout form: form → processing → success or error, and
 * "Tentar Novamente" back to the form with what was typed. After approval:
 * confirm the email of the account that paid, load the user again (the
 * session already exists, so this is the "automatic login"), then the dashboard.
 */
export function PaymentStep({
  plan,
  userId,
  summary,
}: {
  plan: Plan;
  userId: string;
  /** Shown above the form only: once paying starts, the plan can no longer change. */
  summary?: ReactNode;
}) {
  const [phase, setPhase] = useState<Phase>({ name: "form" });
  const [typed, setTyped] = useState<PaymentFormInput>({ ...EMPTY_CARD, planId: plan.id });
  const [, navigate] = useLocation();
  const { refresh } = useAuth();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (phase.name !== "success") return;
    const timer = setTimeout(() => navigate("/dashboard"), REDIRECT_AFTER_PAYMENT_MS);
    return () => clearTimeout(timer);
  }, [phase.name, navigate]);

  async function pay(input: CheckoutRequest, typedNow: PaymentFormInput) {
    setTyped(typedNow);
    setPhase({ name: "processing" });
    let last4: string;
    try {
      ({
        payment: { last4 },
      } = await payCheckout(input));
    } catch (error) {
      const message = messageFor(error, PAYMENT_FAILED);
      toast({ title: "Erro no Pagamento ❌", description: message, variant: "destructive" });
      setPhase({ name: "error", message, refused: error instanceof ApiError && error.status === 402 });
      return;
    }
    // The payment went through: whatever fails from here, the person has paid and must see it.
    let warning: { title: string; description: string } | null = null;
    try {
      await verifyEmailAfterPayment(userId);
    } catch {
      warning = {
        title: "Erro na verificação automática do email",
        description: "Seu pagamento foi aprovado. Confirme o email pelo link que enviamos.",
      };
    }
    await refresh();
    if (!queryClient.getQueryData(USER_QUERY_KEY)) {
      warning = {
        title: "Erro",
        description: "Conta criada com sucesso, mas houve erro no login automático. Faça login manualmente.",
      };
    }
    // The plan, the subscription and the generators' access all changed.
    void queryClient.invalidateQueries();
    toast(
      warning
        ? { ...warning, variant: "destructive" }
        : { title: APPROVED_TITLE, description: `Plano ${plan.name} ativo.`, variant: "success" },
    );
    setPhase({ name: "success", last4 });
  }

  switch (phase.name) {
    case "processing":
      return <PaymentProcessing />;
    case "success":
      return <PaymentApproved planName={plan.name} last4={phase.last4} />;
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
        <>
          {summary}
          <PaymentForm plan={plan} defaultValues={typed} onPay={pay} />
        </>
      );
  }
}
