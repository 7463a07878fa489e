import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { displayName } from "../../../common/auth";
import type { Subscription } from "../../../common/billing";
import { formatDate, formatMoney, formatUsdFromCents } from "../../../common/format";
import { messageFor } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { usePlans } from "../../lib/plans";
import { usePageMeta } from "../../lib/usePageMeta";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";
import { Card, CardTitle } from "../../ui/Card";
import { toast } from "../../ui/useToast";
import { ACCOUNT_STATUS_BADGE, ACCOUNT_STATUS_LABELS, accountStatusLine } from "./accountStatus";
import { useKeepPlan } from "./api/keepPlan";
import { useReactivate } from "./api/reactivate";
import { useSubscription } from "./api/subscription";
import { CancelSubscription } from "./CancelSubscription";
import { ChangeCard } from "./ChangeCard";
import { ChangePlan } from "./ChangePlan";
import { ChargeList } from "./ChargeList";
import { cardLabel } from "./cardLabel";
import { daysLeft, daysLeftText } from "./subscriptionDetails";

/** The dates and money that matter now (issue 17 item 4), under the status line. */
function PlanDates({ sub }: { sub: Subscription }) {
  const card = cardLabel(sub.cardBrand, sub.cardLast4 ?? sub.last4);
  const next =
    sub.nextChargeAt && sub.nextChargeAmount !== null
      ? `${formatDate(sub.nextChargeAt)} · ${formatMoney(sub.nextChargeAmount, sub.currency)}`
      : null;
  switch (sub.status) {
    case "trialing":
      return (
        <div className="grid gap-1">
          {sub.trialEndsAt ? (
            <p className="text-ink">{daysLeftText(daysLeft(sub.trialEndsAt, new Date()))}</p>
          ) : null}
          <p className="text-sm text-muted">
            {next && card
              ? `Primeira cobrança: ${next}, no ${card}. Cancele antes e não paga nada.`
              : "Cadastre o cartão para continuar depois do teste. Nada é cobrado durante os 7 dias grátis."}
          </p>
        </div>
      );
    case "active":
      return (
        <div className="grid gap-1">
          {next ? <p className="text-ink">Próxima cobrança: {next}</p> : null}
          {sub.refundableUntil ? (
            <p className="text-sm text-muted">
              Garantia de 30 dias: cancelando até {formatDate(sub.refundableUntil)}, devolvemos o valor pago.
            </p>
          ) : null}
        </div>
      );
    case "cancelled":
      // A trial cancelled before its end was never charged: "de novo" would say it had been.
      return (
        <p className="text-ink">
          {sub.trialEndsAt ? "Você não será cobrado." : "Você não será cobrado de novo."}
        </p>
      );
    case "deactivated":
      return <p className="text-ink">Sem acesso aos geradores agora. Escolha um plano abaixo para voltar.</p>;
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

/**
 * A downgrade waiting for the end of the paid period (decision 030): its
 * date, the price from then on, and the way to keep the plan being paid.
 */
function ScheduledChange({ sub }: { sub: Subscription }) {
  const keep = useKeepPlan();
  if (!sub.scheduledPlan || !sub.scheduledPlanAt) return null;
  const scheduled = sub.scheduledPlan;
  async function run() {
    try {
      await keep.mutateAsync();
      toast({
        title: `Você continua no plano ${sub.plan?.name ?? "atual"}`,
        description: "A mudança marcada foi desfeita. Nada foi cobrado agora.",
        variant: "success",
      });
    } catch (error) {
      toast({
        title: "Erro",
        description: messageFor(error, "Não foi possível desfazer a mudança agora. Tente novamente."),
        variant: "destructive",
      });
    }
  }
  return (
    <div className="grid gap-2 rounded-xl border border-amber bg-amber-soft p-3">
      <p className="text-sm text-ink">
        Mudança para o plano <strong>{scheduled.name}</strong> marcada para{" "}
        <strong>{formatDate(sub.scheduledPlanAt)}</strong>, o fim do período pago. Até lá, tudo do plano{" "}
        {sub.plan?.name ?? "atual"} continua; depois, {formatMoney(scheduled.price, sub.currency)}/mês.
      </p>
      <Button variant="outline" className="justify-self-start" onClick={run} disabled={keep.isPending}>
        {keep.isPending ? "Desfazendo..." : `Manter o plano ${sub.plan?.name ?? "atual"}`}
      </Button>
    </div>
  );
}

/** A cancelled plan whose access still runs comes back without a charge now (POST /api/billing/reactivate). */
function Reactivate({ sub }: { sub: Subscription }) {
  const reactivate = useReactivate();
  async function run() {
    try {
      await reactivate.mutateAsync();
      toast({
        title: "Assinatura reativada",
        description: "Nada foi cobrado agora. A próxima cobrança segue a data de sempre.",
        variant: "success",
      });
    } catch (error) {
      toast({
        title: "Erro",
        description: messageFor(error, "Não foi possível reativar agora. Tente novamente."),
        variant: "destructive",
      });
    }
  }
  return (
    <Card className="grid gap-3">
      <CardTitle>Reativar assinatura</CardTitle>
      <p className="text-sm text-muted">
        {sub.plan ? `Volte ao plano ${sub.plan.name} ` : "Volte "}sem pagar nada agora: a próxima cobrança só
        acontece quando o período atual terminar.
      </p>
      <Button className="justify-self-start" onClick={run} disabled={reactivate.isPending}>
        {reactivate.isPending ? "Reativando..." : "Reativar assinatura"}
      </Button>
    </Card>
  );
}

/**
 * /dashboard/conta: plan and status, next charge, card, charges and
 * receipts, change plan, cancel or reactivate (issue 17 item 4).
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
              <Badge variant={ACCOUNT_STATUS_BADGE[sub.status]}>{ACCOUNT_STATUS_LABELS[sub.status]}</Badge>
            </div>
            <p className="text-lg font-semibold text-ink">{accountStatusLine(sub)}</p>
            {sub.plan ? (
              <p className="text-ink">
                <span className="text-2xl font-extrabold">{formatUsdFromCents(sub.plan.price)}</span>
                <span className="text-muted">/mês</span>
              </p>
            ) : null}
            <PlanDates sub={sub} />
            <ScheduledChange sub={sub} />
          </Card>
          {sub.status === "cancelled" ? <Reactivate sub={sub} /> : null}
          <ChangeCard brand={sub.cardBrand} last4={sub.cardLast4 ?? sub.last4} planId={sub.plan?.id} />
          <ChargeList />
          {plans.data ? <ChangePlan sub={sub} plans={plans.data} /> : null}
          {sub.status === "active" || sub.status === "trialing" ? (
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
