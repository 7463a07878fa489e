import { ArrowLeft, ArrowRightLeft } from "lucide-react";
import { Link } from "wouter";
import { displayName } from "../../../common/auth";
import type { Subscription } from "../../../common/billing";
import type { Plan } from "../../../common/plans";
import { useAuth } from "../../lib/auth";
import { formatDate, formatUsdFromCents } from "../../lib/format";
import { usePageMeta } from "../../lib/usePageMeta";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { Card, CardTitle } from "../../ui/Card";
import { usePlans } from "./api/plans";
import { useSubscription } from "./api/subscription";
import { CancelSubscription } from "./CancelSubscription";
import { ChangeCard } from "./ChangeCard";
import { ChargeList } from "./ChargeList";
import { daysLeft, daysLeftText, STATUS_LABELS } from "./subscriptionDetails";

const BADGE = {
  trialing: "warning",
  active: "success",
  cancelled: "neutral",
  expired: "danger",
  none: "neutral",
} as const;

/** The dates that matter now: trial days left, next charge, or when access ends. */
function PlanDates({ sub }: { sub: Subscription }) {
  const price = sub.plan ? formatUsdFromCents(sub.plan.price) : null;
  switch (sub.subscriptionStatus) {
    case "trialing":
      if (!sub.trialEndsAt) return null;
      return (
        <div className="grid gap-1">
          <p className="font-semibold text-ink">{daysLeftText(daysLeft(sub.trialEndsAt, new Date()))}</p>
          <p className="text-sm text-muted">
            {sub.last4
              ? `Primeira cobrança de ${price} em ${formatDate(sub.trialEndsAt)}, no cartão final ${sub.last4}.`
              : `O teste termina em ${formatDate(sub.trialEndsAt)}. Assine um plano para continuar depois disso.`}
          </p>
        </div>
      );
    case "active":
      return (
        <div className="grid gap-1">
          {sub.currentPeriodEnd ? (
            <p className="font-semibold text-ink">
              Próxima cobrança: {formatDate(sub.currentPeriodEnd)} · {price}
            </p>
          ) : null}
          {sub.refundableUntil ? (
            <p className="text-sm text-muted">
              Garantia de devolução válida até {formatDate(sub.refundableUntil)}.
            </p>
          ) : null}
        </div>
      );
    case "cancelled":
      return sub.currentPeriodEnd && new Date(sub.currentPeriodEnd) > new Date() ? (
        <p className="text-ink">
          Cancelada. Você tem acesso até {formatDate(sub.currentPeriodEnd)} e não será cobrado de novo.
        </p>
      ) : (
        <p className="text-ink">Cancelada. Escolha um plano abaixo para voltar a usar os geradores.</p>
      );
    case "expired":
      return <p className="text-ink">Seu teste ou plano terminou. Escolha um plano abaixo para voltar.</p>;
    default:
      return <p className="text-ink">Você ainda não tem um plano. Escolha um abaixo.</p>;
  }
}

/** Every account page leads back to the panel (issue 17 item 6). */
export function BackToPanel() {
  return (
    <Link
      href="/dashboard"
      className="-ml-2 inline-flex min-h-11 w-fit items-center gap-1 px-2 text-sm font-semibold text-primary-dark underline-offset-2 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Voltar ao painel
    </Link>
  );
}

/** The other plans (or every plan, when none is running), each through checkout. */
function ChangePlan({ sub, plans }: { sub: Subscription; plans: Plan[] }) {
  const running = sub.subscriptionStatus === "trialing" || sub.subscriptionStatus === "active";
  const offers = running ? plans.filter((p) => p.id !== sub.plan?.id) : plans;
  if (!offers.length) return null;
  return (
    <Card className="grid gap-3">
      <CardTitle className="flex items-center gap-2">
        <ArrowRightLeft className="size-5 text-primary" aria-hidden />
        {running ? "Mudar de plano" : "Assinar um plano"}
      </CardTitle>
      <p className="text-sm text-muted">
        {running
          ? "A mudança cobra o novo plano hoje e começa um novo período mensal a partir de hoje."
          : "A cobrança é feita hoje e renova todo mês. Cancele quando quiser."}
      </p>
      <ul className="grid gap-2">
        {offers.map((plan) => (
          <li key={plan.id}>
            <Button asChild variant={running ? "outline" : "primary"} className="w-full sm:w-auto">
              <Link href={`/checkout/${plan.id}`}>
                {running ? "Mudar para" : "Assinar"} {plan.name} · {formatUsdFromCents(plan.price)}/mês
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * /dashboard/conta: plan, trial days or next charge, card, change plan, cancel.
 * The dashboard shell has the page's h1 ("Painel"), so the title is an h2
 * unless titleAs="h1".
 */
export function AccountPage({ titleAs: Heading = "h2" }: { titleAs?: "h1" | "h2" } = {}) {
  usePageMeta("Minha conta", "Seu plano, seu cartão e a sua assinatura do Prato Cheio.");
  const { user } = useAuth();
  const subscription = useSubscription();
  const plans = usePlans();
  const sub = subscription.data;

  return (
    <section className="mx-auto grid w-full max-w-3xl gap-5">
      <BackToPanel />
      <div>
        <Heading className="text-2xl font-bold text-ink">Minha conta</Heading>
        {user ? (
          <p className="wrap-anywhere text-muted">
            {displayName(user)} · {user.email}
          </p>
        ) : null}
      </div>
      {subscription.isPending ? (
        <div className="grid gap-5" aria-busy="true">
          <p role="status" className="sr-only">
            Carregando sua assinatura…
          </p>
          <div className="h-40 animate-pulse rounded-xl border border-line bg-white" />
          <div className="h-24 animate-pulse rounded-xl border border-line bg-white" />
        </div>
      ) : !sub ? (
        <Card role="alert" className="grid gap-3">
          <p className="font-semibold text-danger">Não foi possível carregar sua assinatura agora.</p>
          <Button variant="outline" className="justify-self-start" onClick={() => subscription.refetch()}>
            Tentar de novo
          </Button>
        </Card>
      ) : (
        <>
          <Card className="grid gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <CardTitle>{sub.plan ? `Plano ${sub.plan.name}` : "Sem plano"}</CardTitle>
              <Badge variant={BADGE[sub.subscriptionStatus]}>{STATUS_LABELS[sub.subscriptionStatus]}</Badge>
            </div>
            {sub.plan ? (
              <p className="text-ink">
                <span className="text-2xl font-extrabold">{formatUsdFromCents(sub.plan.price)}</span>
                <span className="text-muted">/mês</span>
              </p>
            ) : null}
            <PlanDates sub={sub} />
          </Card>
          <ChangeCard brand={sub.cardBrand} last4={sub.last4} />
          <ChargeList />
          {plans.data ? <ChangePlan sub={sub} plans={plans.data} /> : null}
          {sub.subscriptionStatus === "active" || sub.subscriptionStatus === "trialing" ? (
            <Card className="grid gap-3">
              <CardTitle>Cancelar assinatura</CardTitle>
              <CancelSubscription subscription={sub} />
            </Card>
          ) : null}
        </>
      )}
    </section>
  );
}

export default AccountPage;
