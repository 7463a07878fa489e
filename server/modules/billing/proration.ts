import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/open";
import { payments } from "../../db/schema";

/**
 * The prorated difference of an upgrade (docs/decisions/030-plan-changes.md):
 * (new price − old price) × the part of the paid period still to run, in
 * whole cents (rounded to the nearest). Nothing for a cheaper plan, nothing
 * once the period is over.
 */
export function proratedCents(
  priceDifference: number,
  period: { start: Date; end: Date },
  now: Date,
): number {
  const length = period.end.getTime() - period.start.getTime();
  if (priceDifference <= 0 || length <= 0) return 0;
  const remaining = Math.min(Math.max(period.end.getTime() - now.getTime(), 0), length);
  return Math.round((priceDifference * remaining) / length);
}

/** One month before `end` (the day clamped like addMonth), for a period no payment row tells. */
function monthBefore(end: Date): Date {
  const start = new Date(end);
  const day = start.getUTCDate();
  start.setUTCDate(1);
  start.setUTCMonth(start.getUTCMonth() - 1);
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  start.setUTCDate(Math.min(day, lastDay));
  return start;
}

/**
 * The paid period ending at `end`: its start is the one written on the
 * approved charge (checkout, trial conversion or renewal) that paid up to
 * `end`; a month before `end` when no row says (an old row without a period).
 */
export async function paidPeriodEndingAt(
  db: Db,
  userId: string,
  end: Date,
): Promise<{ start: Date; end: Date }> {
  const [row] = await db
    .select({ start: payments.periodStart })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, "approved"), eq(payments.periodEnd, end)))
    .orderBy(asc(payments.periodStart)) // an upgrade's row starts mid-period; the earliest is the period's
    .limit(1);
  return { start: row?.start ?? monthBefore(end), end };
}
