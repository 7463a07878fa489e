import { and, asc, eq, gte, isNull, or, type SQL, sql } from "drizzle-orm";
import {
  averageTicketOf,
  type DayMetrics,
  type MetricsOverview,
  type WeeklySummary,
  type WeekTotals,
} from "../../../common/metrics";
import { addDays, brazilDate, weekStartOf } from "../../../common/week";
import { jsonArrayText, jsonObjectText } from "../../db/jsonText";
import type { Db } from "../../db/open";
import { analytics, dishes, promotions, sessions, users } from "../../db/schema";
import { notFound } from "../../http/errors";
import { contextFields, sessionActingRestaurant, userOfSession } from "../restaurants/contextRead";
import { type Actor, assertOwnerMay } from "../team/permissions";

export const CHART_WEEKS = 8;

type AnalyticsRow = typeof analytics.$inferSelect;
const toDay = (r: AnalyticsRow): DayMetrics => ({
  date: r.date,
  totalSales: r.totalSales,
  orderCount: r.orderCount,
  averageTicket: r.averageTicket,
  repeatCustomers: r.repeatCustomers,
  rating: r.rating,
});

/** Records (or replaces) one day's figures; the average ticket is computed when not given. */
export async function saveDay(
  db: Db,
  restaurantId: number,
  date: string,
  input: {
    totalSales: number;
    orderCount: number;
    averageTicket?: number | null | undefined;
    repeatCustomers: number;
    rating?: number | null | undefined;
  },
): Promise<DayMetrics> {
  const row = {
    totalSales: input.totalSales,
    orderCount: input.orderCount,
    averageTicket: input.averageTicket ?? averageTicketOf(input.totalSales, input.orderCount),
    repeatCustomers: input.repeatCustomers,
    rating: input.rating ?? null,
  };
  const [saved] = await db
    .insert(analytics)
    .values({ restaurantId, date, ...row })
    .onConflictDoUpdate({ target: [analytics.restaurantId, analytics.date], set: row })
    .returning();
  return toDay(saved!);
}

/** Deletes one day's figures of this restaurant; only the owner (a member records and corrects). */
export async function deleteDay(
  db: Db,
  acting: Actor & { restaurant: { id: number } },
  date: string,
): Promise<void> {
  assertOwnerMay(acting, "deleteMetrics");
  const restaurantId = acting.restaurant.id;
  const gone = await db
    .delete(analytics)
    .where(and(eq(analytics.restaurantId, restaurantId), eq(analytics.date, date)))
    .returning({ id: analytics.id });
  if (gone.length === 0) throw notFound("Não há números registrados nesse dia.");
}

function totals(weekStart: string, days: DayMetrics[], length = 7): WeekTotals {
  const end = addDays(weekStart, length);
  const inWeek = days.filter((d) => d.date >= weekStart && d.date < end);
  const totalSales = inWeek.reduce((s, d) => s + d.totalSales, 0);
  const orderCount = inWeek.reduce((s, d) => s + d.orderCount, 0);
  return { weekStart, totalSales, orderCount, averageTicket: averageTicketOf(totalSales, orderCount) };
}

/** The first day the metrics overview shows: the Monday CHART_WEEKS - 1 weeks before this week's. */
export const overviewStart = (now: Date) => addDays(weekStartOf(brazilDate(now)), -7 * (CHART_WEEKS - 1));

/**
 * The acting restaurant's days since `from` as the API's compact JSON text,
 * oldest first, written by the database in the same statement
 * (server/db/jsonText.ts, decision 023): the same fields, values and key order
 * as dayMetricsSchema. The route sends this text inside the answer as is.
 */
const daysJsonText = (restaurantId: SQL) =>
  jsonArrayText(
    jsonObjectText([
      ["date", sql`a.date`, "date"],
      ["totalSales", sql`a.total_sales`, "integer"],
      ["orderCount", sql`a.order_count`, "integer"],
      ["averageTicket", sql`a.average_ticket`, "integer"],
      ["repeatCustomers", sql`a.repeat_customers`, "integer"],
      ["rating", sql`a.rating`, "real"],
    ]),
    sql`from ${analytics} a where a.restaurant_id = ${restaurantId} and a.date >= ${sql.placeholder("from")}::date`,
    sql`a.date`,
  );

/** GET /api/metrics in one statement: session, user, acting restaurant and its days since `from`. */
export function prepareMetricsRead(db: Db) {
  const acting = sessionActingRestaurant(db);
  return db
    .select({ ...contextFields(acting), days: daysJsonText(sql`${acting.id}`) })
    .from(sessions)
    .leftJoin(users, userOfSession)
    .leftJoinLateral(acting, sql`true`)
    .where(eq(sessions.sid, sql.placeholder("sid")))
    .prepare("read_metrics");
}

/**
 * GET /api/metrics's answer from the days' JSON text a context read returned:
 * the days are parsed once for the weekly totals, and sent as the database
 * wrote them; the rest is written in metricsOverviewSchema's key order (totals
 * builds its objects in weekTotalsSchema's), the serializer's bytes.
 */
export function overviewJsonText(now: Date, rows: { days: string }[]): string {
  const daysText = rows[0]?.days ?? "[]";
  const { weeks, thisWeek, lastWeek, comparison } = overviewOf(now, JSON.parse(daysText) as DayMetrics[]);
  return `{"days":${daysText},"weeks":${JSON.stringify(weeks)},"thisWeek":${JSON.stringify(thisWeek)},"lastWeek":${JSON.stringify(lastWeek)},"comparison":{"days":${comparison.days},"thisWeek":${JSON.stringify(comparison.thisWeek)},"lastWeek":${JSON.stringify(comparison.lastWeek)}}}`;
}

/** GET /api/dashboard/summary in one statement: session, user, acting restaurant and the counts. */
export function prepareSummaryRead(db: Db) {
  const acting = sessionActingRestaurant(db);
  const week = sql.placeholder("week");
  return db
    .select({
      ...contextFields(acting),
      activePromotions: sql<number>`(select count(*)::int from ${promotions}
        where ${promotions.restaurantId} = ${acting.id} and ${promotions.isActive})`,
      // Both dish counts from one pass over the restaurant's dishes.
      dishes: sql<{ total: number; missing: number }>`(select json_build_object(
          'total', count(*)::int,
          'missing', (count(*) filter (where coalesce(${dishes.description}, '') = ''))::int)
        from ${dishes} where ${dishes.restaurantId} = ${acting.id})`,
      sales: sql<{ orders: number; sales: number; days: number }>`(select json_build_object(
          'orders', coalesce(sum(${analytics.orderCount}), 0)::int,
          'sales', coalesce(sum(${analytics.totalSales}), 0)::int,
          'days', count(*)::int)
        from ${analytics} where ${analytics.restaurantId} = ${acting.id} and ${analytics.date} >= ${week}::date)`,
    })
    .from(sessions)
    .leftJoin(users, userOfSession)
    .leftJoinLateral(acting, sql`true`)
    .where(eq(sessions.sid, sql.placeholder("sid")))
    .prepare("read_summary");
}

/**
 * The overview from the days since overviewStart(now) that a context read returned
 * (or a plain read): the last 8 weeks by day and by week, and this week so far
 * against the same days of last week: on a Monday, Monday against last Monday,
 * not one day against seven.
 */
export function overviewOf(now: Date, days: DayMetrics[]): MetricsOverview {
  const today = brazilDate(now);
  const thisWeek = weekStartOf(today);
  const daysSoFar = Math.round((Date.parse(today) - Date.parse(thisWeek)) / 86_400_000) + 1;
  const from = overviewStart(now);
  const weeks = Array.from({ length: CHART_WEEKS }, (_, i) => totals(addDays(from, 7 * i), days));
  return {
    days,
    weeks,
    thisWeek: weeks[CHART_WEEKS - 1]!,
    lastWeek: weeks[CHART_WEEKS - 2]!,
    comparison: {
      days: daysSoFar,
      thisWeek: totals(thisWeek, days, daysSoFar),
      lastWeek: totals(addDays(thisWeek, -7), days, daysSoFar),
    },
  };
}

/**
 * The overview (overviewOf) read on its own, row by row, for callers that
 * already know the restaurant (the shape GET /api/metrics answered before
 * json_agg; tests compare the two).
 */
export async function metricsOverview(db: Db, restaurantId: number, now: Date): Promise<MetricsOverview> {
  const from = overviewStart(now);
  const rows = await db
    .select()
    .from(analytics)
    .where(and(eq(analytics.restaurantId, restaurantId), gte(analytics.date, from)))
    .orderBy(asc(analytics.date));
  return overviewOf(now, rows.map(toDay));
}

/** The weekly summary cards, from real data. */
export async function weeklySummary(db: Db, restaurantId: number, now: Date): Promise<WeeklySummary> {
  const week = weekStartOf(brazilDate(now));
  const [[promo], [dish], [sales]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(promotions)
      .where(and(eq(promotions.restaurantId, restaurantId), eq(promotions.isActive, true))),
    db
      .select({
        total: sql<number>`count(*)::int`,
        missing: sql<number>`count(*) filter (where ${or(isNull(dishes.description), eq(dishes.description, ""))})::int`,
      })
      .from(dishes)
      .where(eq(dishes.restaurantId, restaurantId)),
    db
      .select({
        orders: sql<number>`coalesce(sum(${analytics.orderCount}), 0)::int`,
        sales: sql<number>`coalesce(sum(${analytics.totalSales}), 0)::int`,
        days: sql<number>`count(*)::int`,
      })
      .from(analytics)
      .where(and(eq(analytics.restaurantId, restaurantId), gte(analytics.date, week))),
  ]);
  return {
    activePromotions: promo?.n ?? 0,
    dishesWithoutDescription: dish?.missing ?? 0,
    dishCount: dish?.total ?? 0,
    ordersThisWeek: sales?.orders ?? 0,
    salesThisWeek: sales?.sales ?? 0,
    hasMetrics: (sales?.days ?? 0) > 0,
  };
}
