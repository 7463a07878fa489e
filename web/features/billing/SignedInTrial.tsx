import { Link } from "wouter";
import { displayName, type User } from "../../../common/auth";
import { formatUsdFromCents } from "../../../common/format";
import { usePlans } from "../../lib/plans";
import { Button } from "../../ui/Button";
import { Card } from "../../ui/Card";
import { PageSpinner } from "../../ui/Spinner";
import { AlreadyOnPlan } from "./AlreadyOnPlan";
import { accountStatusLine } from "./accountStatus";
import { useSubscription } from "./api/subscription";

/**
 * /trial for someone already signed in (issue 17 item 2): the trial form is
 * for new accounts. An account that pays or has a trial with a card sees its
 * plan; one without a card yet (made on /auth or /register) continues to
 * /checkout/{planId}, where its trial starts with the card and R$ 0 today.
 */
export function SignedInTrial({ user }: { user: User }) {
  const subscription = useSubscription();
  const plans = usePlans();
  const sub = subscription.data;
  if (subscription.isPending || plans.isPending) return <PageSpinner />;

  const card = sub?.cardLast4 ?? sub?.last4;
  const onPlan = sub?.status === "active" || (sub?.status === "trialing" && !!card);
  if (sub?.plan && onPlan) {
    return <AlreadyOnPlan planName={sub.plan.name} detail={`${accountStatusLine(sub)}.`} />;
  }
  const trialRunning = sub?.status === "trialing";
  return (
    <Card className="grid gap-3">
      <h2 className="text-xl font-bold wrap-anywhere text-ink">Você já tem conta, {displayName(user)}</h2>
      <p className="text-muted">
        {trialRunning
          ? "Seus 7 dias grátis já começaram. Escolha o plano e cadastre o cartão: nada é cobrado hoje."
          : "Escolha o plano para continuar. No próximo passo você vê quanto é cobrado hoje, antes de pagar."}
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {(plans.data ?? []).map((plan) => (
          <li key={plan.id} className="grid">
            <Button asChild variant={plan.type === "pro" ? "primary" : "outline"}>
              <Link href={`/checkout/${plan.id}`}>
                Plano {plan.name} · {formatUsdFromCents(plan.price)}/mês
              </Link>
            </Button>
          </li>
        ))}
      </ul>
      <Link
        href="/dashboard"
        className="inline-flex min-h-11 w-fit items-center text-sm font-semibold text-primary-dark underline underline-offset-2"
      >
        Ir para o painel
      </Link>
    </Card>
  );
}
