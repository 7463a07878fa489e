import { and, asc, eq, gte, isNull, or, type SQL, sql } from "drizzle-orm";
import {
  averageTicketOf,
  type DayMetrics,
  type MetricsOverview,
  type WeeklySummary,
  type WeekTotals,
} from "../../../common/metrics";
import { addDays, brazilDate, weekStartOf } from "../../../common/week";
import { jsonArrayText } from "../../db/jsonText";
import type { Db } from "../../db/open";
import { type RowJson, storedRowJson } from "../../db/rowJson";
import { analytics, dishes, promotions, sessions, users } from "../../db/schema";
import { notFound } from "../../http/errors";
import { contextFields, sessionActingRestaurant, userOfSession } from "../../requestContext/contextRead";
import { type Actor, assertOwnerMay } from "../team/public";

export const CHART_WEEKS = 8;

type AnalyticsRow = typeof analytics.$inferSelect;
const toDay = (r: AnalyticsRow): DayMetrics => ({
  date: r.date,
  totalSales: r.totalSales,
  orderCount: r.orderCount,
  averageTicket: r.averageTicket,
  repeatCustomers: r.repeatCustomers,
  rating: r.rating,
  source: r.source === "orders" ? "orders" : "manual",
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
    // Typed by the owner: the day is theirs from now on (an import asks before replacing it).
    source: "manual",
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
 * A day's figures as the API writes them: the same fields, values and key
 * order as dayMetricsSchema (server/db/jsonText.ts). Kept per row (decision 027).
 */
export const DAY_JSON: RowJson = {
  table: "analytics",
  fields: (a) => [
    ["date", sql`${a}.date`, "date"],
    ["totalSales", sql`${a}.total_sales`, "integer"],
    ["orderCount", sql`${a}.order_count`, "integer"],
    ["averageTicket", sql`${a}.average_ticket`, "integer"],
    ["repeatCustomers", sql`${a}.repeat_customers`, "integer"],
    ["rating", sql`${a}.rating`, "real"],
    ["source", sql`${a}.source`, "string"],
  ],
};

/**
 * The acting restaurant's days since `from` as the API's compact JSON text,
 * oldest first, joined by the database in the same statement from each row's
 * stored text (decisions 023 and 027). The route sends it inside the answer as is.
 */
const daysJsonText = (restaurantId: SQL) =>
  jsonArrayText(
    storedRowJson("a", DAY_JSON),
    sql`from ${analytics} a where a.restaurant_id = ${restaurantId} and a.date >= ${sql.placeholder("from")}::date`,
    sql`a.date`,
  );

/** GET /api/metrics in one statement: session, user, acting restaurant and its days since `from`. */
export function prepareMetricsRead(db: Db) {
  const acting = sessionActingRestaurant(db);
  return db
    .select({
      ...contextFields(acting),
      days: daysJsonText(sql`${acting.id}`),
    })
    .from(sessions)
    .leftJoin(users, userOfSession)
    .leftJoinLateral(acting, sql`true`)
    .where(eq(sessions.sid, sql.placeholder("sid")))
    .prepare("read_metrics");
}

/**
 * The weeks of the overview on `now`'s date: where it starts, each week's
 * Monday, this week's days so far, and where each week and its first days so
 * far end (dates as text compare as dates).
 */
type OverviewFrame = {
  from: string;
  weekStarts: string[];
  weekEnds: string[];
  soFarEnds: string[];
  daysSoFar: number;
};
let lastFrame: { today: string; frame: OverviewFrame } | undefined;

/** The frame of `now`'s date; the same all day, so worked out once a day. */
export function overviewFrame(now: Date): OverviewFrame {
  const today = brazilDate(now);
  if (lastFrame?.today === today) return lastFrame.frame;
  const from = overviewStart(now);
  const weekStarts = Array.from({ length: CHART_WEEKS }, (_, i) => addDays(from, 7 * i));
  const daysSoFar = Math.round((Date.parse(today) - Date.parse(weekStartOf(today))) / 86_400_000) + 1;
  const frame = {
    from,
    weekStarts,
    weekEnds: weekStarts.map((start) => addDays(start, 7)),
    soFarEnds: weekStarts.map((start) => addDays(start, daysSoFar)),
    daysSoFar,
  };
  lastFrame = { today, frame };
  return frame;
}

/*
 * A day's date, sales and orders at the start of its object in the days' JSON
 * text, in dayMetricsSchema's key order; a day holds no free text, so nothing
 * else in the text can look like it.
 */
const DAY_START = /\{"date":"(\d{4}-\d{2}-\d{2})","totalSales":(-?\d+),"orderCount":(-?\d+),/g;

/**
 * Each of the frame's weeks' [sales, orders, sales so far, orders so far],
 * read off the days' text without parsing it; null when a day does not start
 * as DAY_START says (the caller then parses the text).
 */
function weekSums(frame: OverviewFrame, daysText: string): number[][] | null {
  const sums = frame.weekStarts.map(() => [0, 0, 0, 0]);
  let days = 0;
  for (const [, date = "", sales, orders] of daysText.matchAll(DAY_START)) {
    days++;
    const w = frame.weekStarts.findLastIndex((start) => date >= start);
    if (w < 0 || date >= frame.weekEnds[w]!) continue; // a later day is in no week
    const week = sums[w]!;
    week[0]! += Number(sales);
    week[1]! += Number(orders);
    if (date < frame.soFarEnds[w]!) {
      week[2]! += Number(sales);
      week[3]! += Number(orders);
    }
  }
  // Every day's "date" key began a match: else the text is in another form.
  return days === daysText.split('"date"').length - 1 ? sums : null;
}

/** WeekTotals's JSON text, in weekTotalsSchema's key order (the serializer's bytes). */
function totalsText(weekStart: string, totalSales: number, orderCount: number): string {
  return `{"weekStart":"${weekStart}","totalSales":${totalSales},"orderCount":${orderCount},"averageTicket":${averageTicketOf(totalSales, orderCount)}}`;
}

/**
 * GET /api/metrics's answer from a context read's row: the days as the
 * database wrote them and the weeks added up from their text, in
 * metricsOverviewSchema's key order: the bytes the serializer wrote for
 * overviewOf's object.
 */
export function overviewJsonText(frame: OverviewFrame, now: Date, rows: { days: string }[]): string {
  const days = rows[0]?.days ?? "[]";
  const sums = weekSums(frame, days);
  if (!sums) return JSON.stringify(overviewOf(now, JSON.parse(days) as DayMetrics[]));
  const weeks = frame.weekStarts.map((start, i) => totalsText(start, sums[i]![0]!, sums[i]![1]!));
  const soFar = (i: number) => totalsText(frame.weekStarts[i]!, sums[i]![2]!, sums[i]![3]!);
  const comparison = `{"days":${frame.daysSoFar},"thisWeek":${soFar(CHART_WEEKS - 1)},"lastWeek":${soFar(CHART_WEEKS - 2)}}`;
  return `{"days":${days},"weeks":[${weeks.join(",")}],"thisWeek":${weeks[CHART_WEEKS - 1]},"lastWeek":${weeks[CHART_WEEKS - 2]},"comparison":${comparison}}`;
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
      // Both dish counts from one pass over the restaurant's dishes. Sums stay bigint: a week of
      // valid days (up to R$ 100 mi each) is past int4, and json_build_object writes a bigint as a number.
      dishes: sql<{ total: number; missing: number }>`(select json_build_object(
          'total', count(*)::int,
          'missing', (count(*) filter (where coalesce(${dishes.description}, '') = ''))::int)
        from ${dishes} where ${dishes.restaurantId} = ${acting.id})`,
      sales: sql<{ orders: number; sales: number; days: number }>`(select json_build_object(
          'orders', coalesce(sum(${analytics.orderCount}), 0)::bigint,
          'sales', coalesce(sum(${analytics.totalSales}), 0)::bigint,
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
  const { weekStarts, daysSoFar } = overviewFrame(now);
  const weeks = weekStarts.map((start) => totals(start, days));
  return {
    days,
    weeks,
    thisWeek: weeks[CHART_WEEKS - 1]!,
    lastWeek: weeks[CHART_WEEKS - 2]!,
    comparison: {
      days: daysSoFar,
      thisWeek: totals(weekStarts[CHART_WEEKS - 1]!, days, daysSoFar),
      lastWeek: totals(weekStarts[CHART_WEEKS - 2]!, days, daysSoFar),
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
        orders: sql<number>`coalesce(sum(${analytics.orderCount}), 0)::bigint`.mapWith(Number),
        sales: sql<number>`coalesce(sum(${analytics.totalSales}), 0)::bigint`.mapWith(Number),
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
