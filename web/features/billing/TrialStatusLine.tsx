import { CalendarClock } from "lucide-react";
import { Link } from "wouter";
import type { Subscription } from "../../../common/billing";
import { formatDayMonthName } from "../../../common/format";
import { useTeam } from "../../lib/team";
import { useSubscription } from "./api/subscription";
import { daysLeft } from "./subscriptionDetails";

/** "5 dias restantes", "1 dia restante", "termina hoje". */
export function trialDaysText(days: number): string {
  if (days === 0) return "termina hoje";
  return days === 1 ? "1 dia restante" : `${days} dias restantes`;
}

/**
 * The line under the trial's days: the first charge's date when a card is on
 * file (billing charges on the trial's end, nextChargeAt), else that
 * the account goes on after it only with one.
 */
export function trialChargeText(sub: Subscription): string {
  return sub.nextChargeAt
    ? `primeira cobrança em ${formatDayMonthName(sub.nextChargeAt)}`
    : "cadastre um cartão para seguir depois dele";
}

/**
 * The trial's days left and the first charge, on the dashboard (issue 30):
 * the same GET /api/billing/subscription "Minha conta" reads, so both say the
 * same dates. Only for the owner of the store the session acts on (GET
 * /api/team answers them; a member gets a 403 and is not billed here).
 */
export function TrialStatusLine() {
  const team = useTeam();
  const owner = team.isSuccess;
  const subscription = useSubscription({ enabled: owner });
  const sub = subscription.data;
  if (!owner || !sub || sub.status !== "trialing" || !sub.trialEndsAt) return null;
  return (
    <div role="status" className="flex items-start gap-2 rounded-xl border border-line bg-white px-4 py-3">
      <CalendarClock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <p className="min-w-0 text-sm text-ink">
        <strong>Teste grátis:</strong> {trialDaysText(daysLeft(sub.trialEndsAt, new Date()))} ·{" "}
        {trialChargeText(sub)}.{" "}
        {/* Not named "Minha conta": the header's link is, and one name should lead one way. */}
        <Link
          href="/dashboard/conta"
          className="font-semibold text-primary-dark underline underline-offset-2"
        >
          Ver plano e cartão
        </Link>
      </p>
    </div>
  );
}
