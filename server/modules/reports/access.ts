import { and, asc, eq } from "drizzle-orm";
import { hasPaidAccess } from "../../../common/billing";
import { REPORT_MESSAGES, type ReportPlan, STARTER_REPORT_WEEKS } from "../../../common/reports";
import { addDays, brazilDate, weekStartOf } from "../../../common/week";
import type { Db } from "../../db/open";
import { plans, restaurants, users } from "../../db/schema";
import { AppError, notFound } from "../../http/errors";

/*
 * Who reads which store's report under which plan (issue 27 item 5). Members
 * read the reports of the store they act on; the owner reads any of their
 * stores. Pro (advancedAnalytics, while the account has paid access) opens
 * all history, the comparison, XLSX and the email; anything else is Starter:
 * the last 4 weeks of its store.
 */

export type Acting = { userId: string; ownerId: string; restaurant: { id: number; name: string } };

export type ReportScope = {
  restaurantId: number;
  restaurantName: string;
  plan: ReportPlan;
  /** The stores the reader may pick (the owner: all theirs; a member: the one they act on). */
  stores: { id: number; name: string }[];
  /** The first Monday the plan shows (null: all history). */
  firstWeek: string | null;
  weeklyEmail: boolean;
};

export async function reportScope(
  db: Db,
  acting: Acting,
  now: Date,
  restaurantId?: number,
): Promise<ReportScope> {
  const [owner] = await db
    .select({
      features: plans.features,
      subscriptionActive: users.subscriptionActive,
      subscriptionStatus: users.subscriptionStatus,
      trialEndsAt: users.trialEndsAt,
      currentPeriodEnd: users.currentPeriodEnd,
    })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, acting.ownerId));
  if (!owner) throw notFound(REPORT_MESSAGES.storeNotFound);
  const pro = Boolean(owner.features?.advancedAnalytics) && hasPaidAccess(owner, now);
  const isOwner = acting.userId === acting.ownerId;
  const stores = isOwner
    ? await db
        .select({ id: restaurants.id, name: restaurants.name })
        .from(restaurants)
        .where(eq(restaurants.userId, acting.ownerId))
        .orderBy(asc(restaurants.id))
    : [{ id: acting.restaurant.id, name: acting.restaurant.name }];
  const wanted = restaurantId ?? acting.restaurant.id;
  const store = stores.find((s) => s.id === wanted);
  // Another account's store (or a store the member does not act on) does not exist for this reader.
  if (!store) throw notFound(REPORT_MESSAGES.storeNotFound);
  // Starter reads its store only: the acting one.
  if (!pro && store.id !== acting.restaurant.id)
    throw new AppError(403, "REPORTS_REQUIRE_PRO", REPORT_MESSAGES.comparisonRequiresPro);
  const [me] = await db
    .select({ weeklyEmail: users.weeklyReportEmail })
    .from(users)
    .where(and(eq(users.id, acting.userId)));
  return {
    restaurantId: store.id,
    restaurantName: store.name,
    // The Monday email goes to owners (it sums all their stores); a member reads the page.
    plan: { fullHistory: pro, comparison: pro, xlsx: pro, weeklyEmail: pro && isOwner },
    stores: pro ? stores : [store],
    firstWeek: pro ? null : addDays(weekStartOf(brazilDate(now)), -7 * (STARTER_REPORT_WEEKS - 1)),
    weeklyEmail: me?.weeklyEmail ?? false,
  };
}

/** A 403 when the plan does not show this week (Starter: older than 4 weeks). */
export function assertWeekVisible(scope: ReportScope, weekStart: string): void {
  if (scope.firstWeek && weekStart < scope.firstWeek)
    throw new AppError(403, "REPORT_WEEK_REQUIRES_PRO", REPORT_MESSAGES.starterHistory);
}

export function assertPro(scope: ReportScope, message: string): void {
  if (!scope.plan.fullHistory) throw new AppError(403, "REPORTS_REQUIRE_PRO", message);
}
