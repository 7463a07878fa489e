import { CirclePause } from "lucide-react";
import { Link } from "wouter";
import type { SubscriptionStatus } from "../../../common/auth";
import { PlanPicker } from "../../lib/planPicker/PlanPicker";
import { usePageMeta } from "../../lib/usePageMeta";
import { useSubscription } from "./api/subscription";

const WHY: Record<SubscriptionStatus, string> = {
  trialing: "Seu teste grátis terminou.",
  expired: "Seu teste grátis ou seu plano terminou.",
  cancelled: "Sua assinatura foi cancelada e o período pago acabou.",
  active: "Não conseguimos confirmar o pagamento do seu plano.",
  none: "Você ainda não tem um plano.",
};

export const SWITCHED_OFF = "Sua assinatura foi desativada pela nossa equipe.";

/**
 * The page a signed-in owner sees when the trial ended or the plan is no
 * longer active: what happened, that the data is kept, and the plans through checkout.
 * The title is an h2 under the shell's h1 unless titleAs="h1".
 */
export function ReactivatePlan({ titleAs: Heading = "h2" }: { titleAs?: "h1" | "h2" } = {}) {
  usePageMeta("Reative seu plano", "Escolha um plano para voltar a usar os geradores do Prato Cheio.");
  const subscription = useSubscription();
  const status = subscription.data?.subscriptionStatus ?? "expired";
  // The plan still runs on its dates, but the admin switched the account off (hasPaidAccess).
  const switchedOff =
    subscription.data?.subscriptionActive === false && (status === "active" || status === "trialing");

  return (
    <section className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="grid gap-2">
        <p className="flex items-center gap-2 font-semibold text-primary-dark">
          <CirclePause className="size-5" aria-hidden />
          {switchedOff ? SWITCHED_OFF : WHY[status]}
        </p>
        <Heading className="text-2xl font-bold text-ink sm:text-3xl">
          Reative seu plano para continuar
        </Heading>
        <p className="text-muted">
          Seus restaurantes, pratos e números continuam guardados. Escolha um plano e volte a gerar textos,
          promoções e respostas hoje mesmo.
        </p>
      </div>
      <PlanPicker variant="pricing" signedIn reactivation={{ previousPlanId: subscription.data?.plan?.id }} />
      <p className="text-sm text-muted">
        O cartão cadastrado e os detalhes da assinatura estão em{" "}
        <Link
          href="/dashboard/conta"
          className="font-semibold text-primary-dark underline underline-offset-2"
        >
          Minha conta
        </Link>
      </p>
    </section>
  );
}

export default ReactivatePlan;
