import { CirclePause } from "lucide-react";
import { Link } from "wouter";
import type { SubscriptionStatus } from "../../../common/auth";
import { formatUsdFromCents } from "../../../common/format";
import type { Plan } from "../../../common/plans";
import { PLANS_LOAD_ERROR } from "../../lib/planPicker/PlanPicker";
import { planSummary } from "../../lib/planPicker/planLines";
import { usePlans } from "../../lib/plans";
import { usePageMeta } from "../../lib/usePageMeta";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { Card, CardTitle } from "../../ui/Card";
import { useSubscription } from "./api/subscription";

const WHY: Record<SubscriptionStatus, string> = {
  trialing: "Seu teste grátis terminou.",
  expired: "Seu teste grátis ou seu plano terminou.",
  cancelled: "Sua assinatura foi cancelada e o período pago acabou.",
  active: "Não conseguimos confirmar o pagamento do seu plano.",
  none: "Você ainda não tem um plano.",
};

export const SWITCHED_OFF = "Sua assinatura foi desativada pela nossa equipe.";

function PlanOffer({ plan, previous }: { plan: Plan; previous: boolean }) {
  return (
    <Card className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>{plan.name}</CardTitle>
        {previous ? <Badge variant="neutral">Seu plano anterior</Badge> : null}
      </div>
      <p className="text-ink">
        <span className="text-3xl font-extrabold">{formatUsdFromCents(plan.price)}</span>
        <span className="text-muted">/mês</span>
      </p>
      <p className="text-sm text-muted">{planSummary(plan)}</p>
      <Button asChild variant={previous ? "primary" : "outline"}>
        <Link href={`/checkout/${plan.id}`}>Assinar {plan.name}</Link>
      </Button>
    </Card>
  );
}

/**
 * The page a signed-in owner sees when the trial ended or the plan is no
 * longer active: what happened, that the data is kept, and the plans through checkout.
 * The title is an h2 under the shell's h1 unless titleAs="h1".
 */
export function ReactivatePlan({ titleAs: Heading = "h2" }: { titleAs?: "h1" | "h2" } = {}) {
  usePageMeta("Reative seu plano", "Escolha um plano para voltar a usar os geradores do Prato Cheio.");
  const subscription = useSubscription();
  const plans = usePlans();
  const status = subscription.data?.subscriptionStatus ?? "expired";
  const previousId = subscription.data?.plan?.id;
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
      {plans.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2" aria-busy="true">
          <div className="h-48 animate-pulse rounded-xl border border-line bg-white" />
          <div className="h-48 animate-pulse rounded-xl border border-line bg-white" />
        </div>
      ) : plans.data?.length ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {plans.data.map((plan) => (
            <PlanOffer key={plan.id} plan={plan} previous={plan.id === previousId} />
          ))}
        </div>
      ) : (
        <Card role="alert" className="grid gap-3">
          <p className="font-semibold text-danger">{PLANS_LOAD_ERROR}</p>
          <Button variant="outline" className="justify-self-start" onClick={() => plans.refetch()}>
            Tentar de novo
          </Button>
        </Card>
      )}
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
