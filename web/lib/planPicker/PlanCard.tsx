import { Check } from "lucide-react";
import { Link } from "wouter";
import { formatUsdFromCents } from "../../../common/format";
import type { Plan } from "../../../common/plans";
import { Button } from "../../ui/Button";
import { cn } from "../cn";
import type { TrialLinkState } from "../trialLink";
import { planBadge, planFeatureLines } from "./planLines";

/**
 * A plan card. Its call to action goes to /trial (SPEC §2), except for a
 * signed-in owner (an account made on /auth, whose sign-up leads here): the
 * trial form is for new accounts, so they continue at /checkout/{planId},
 * where the trial of the plan they choose starts with their card. On the
 * reactivation page (a trial or plan that ended: no second trial) it reads
 * "Assinar <plano>" and marks the plan the account had.
 */
export function PlanCard({
  plan,
  signedIn = false,
  reactivation,
}: {
  plan: Plan;
  signedIn?: boolean;
  reactivation?: { previous: boolean } | undefined;
}) {
  const popular = plan.type === "pro";
  const titleId = `plano-${plan.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm",
        popular ? "border-primary ring-2 ring-primary" : "border-line",
      )}
    >
      <p
        className={cn(
          "self-start rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase",
          popular ? "bg-primary-dark text-white" : "bg-leaf-soft text-leaf",
        )}
      >
        {planBadge(plan)}
      </p>
      <h2 id={titleId} className="mt-4 flex flex-wrap items-center gap-2 text-2xl font-bold text-ink">
        {plan.name}
        {reactivation?.previous ? (
          <span className="rounded-full bg-line px-2 py-0.5 text-xs font-semibold text-ink">
            Seu plano anterior
          </span>
        ) : null}
      </h2>
      <p className="mt-3 flex items-baseline gap-2">
        {plan.originalPrice ? (
          <s className="text-lg text-muted">
            <span className="sr-only">De </span>
            {formatUsdFromCents(plan.originalPrice)}
            <span className="sr-only"> por</span>
          </s>
        ) : null}
        <span className="text-4xl font-extrabold text-ink">{formatUsdFromCents(plan.price)}</span>
        <span className="text-muted">/mês</span>
      </p>
      <ul className="mt-6 grid flex-1 content-start gap-3">
        {planFeatureLines(plan).map((line) => (
          <li key={line} className="flex items-start gap-2 text-ink">
            <Check className="mt-0.5 size-5 shrink-0 text-leaf" aria-hidden />
            {line}
          </li>
        ))}
      </ul>
      <Button asChild size="lg" variant={popular ? "primary" : "outline"} className="mt-8 w-full">
        {/* SPEC: every call to action goes to /trial; the plan of the card rides in history state. */}
        {reactivation ? (
          <Link href={`/checkout/${plan.id}`}>Assinar {plan.name}</Link>
        ) : (
          <Link
            href={signedIn ? `/checkout/${plan.id}` : "/trial"}
            state={signedIn ? undefined : ({ planId: plan.id } satisfies TrialLinkState)}
          >
            Começar teste grátis<span className="sr-only"> no plano {plan.name}</span>
          </Link>
        )}
      </Button>
    </article>
  );
}
