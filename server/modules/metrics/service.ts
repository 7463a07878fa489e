import { and, eq, type SQL, sql } from "drizzle-orm";
import {
  averageTicketOf,
  type DayMetrics,
  dayMetricsSchema,
  metricsOverviewSchema,
  weekTotalsSchema,
} from "../../../common/metrics";
import { addDays, brazilDate, weekStartOf } from "../../../common/week";
import { jsonArrayText } from "../../db/jsonText";
import type { Db } from "../../db/open";
import { storedRowJson } from "../../db/rowJson";
import { rowShape, schemaObjectText } from "../../db/rowShape";
import { analytics, dishes, promotions, sessions, users } from "../../db/schema";
import { notFound } from "../../http/errors";
import { contextFields, sessionActingRestaurant, userOfSession } from "../../requestContext/contextRead";
import { type Actor, assertOwnerMay } from "../team/public";

export const CHART_WEEKS = 8;

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

/** The first day the metrics overview shows: the Monday CHART_WEEKS - 1 weeks before this week's. */
export const overviewStart = (now: Date) => addDays(weekStartOf(brazilDate(now)), -7 * (CHART_WEEKS - 1));

/** A day's figures as GET /api/metrics writes them, declared once from dayMetricsSchema and the table (issue 26). */
export const DAY_JSON = rowShape(analytics, dayMetricsSchema);
const toDay = DAY_JSON.toAnswer;

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
    .select({ ...contextFields(acting), overview: overviewJsonText(sql`${acting.id}`) })
    .from(sessions)
    .leftJoin(users, userOfSession)
    .leftJoinLateral(acting, sql`true`)
    .where(eq(sessions.sid, sql.placeholder("sid")))
    .prepare("read_metrics");
}

/** The overview's first day and how many days of this week have begun (Monday: 1): its read's parameters. */
export function overviewFrame(now: Date): { from: string; daysSoFar: number } {
  const today = brazilDate(now);
  const daysSoFar = Math.round((Date.parse(today) - Date.parse(weekStartOf(today))) / 86_400_000) + 1;
  return { from: overviewStart(now), daysSoFar };
}

/** A week's totals as weekTotalsSchema's JSON text; the average ticket rounded as averageTicketOf does. */
const weekTotalsText = (weekStart: SQL, sales: SQL, orders: SQL) =>
  schemaObjectText(weekTotalsSchema, {
    weekStart: [weekStart, "date"],
    totalSales: [sales, "integer"],
    orderCount: [orders, "integer"],
    // round() on numeric: half away from zero, Math.round's result for these non-negative sums.
    averageTicket: [sql`round((${sales})::numeric / nullif(${orders}, 0))`, "integer"],
  });

/**
 * GET /api/metrics's whole answer as metricsOverviewSchema's JSON text, in
 * the read's statement: the days since `from` (each row's stored text), the
 * CHART_WEEKS weeks' totals, and this week so far against the same days of
 * last week (on a Monday, Monday against last Monday, not one day against
 * seven). Placeholders: `from` (a Monday) and `soFar` (days of this week begun).
 */
function overviewJsonText(restaurantId: SQL): SQL<string> {
  const from = sql`${sql.placeholder("from")}::date`;
  const soFar = sql`${sql.placeholder("soFar")}::int`;
  const thisWeek = sql.raw(String(CHART_WEEKS - 1));
  const lastWeek = sql.raw(String(CHART_WEEKS - 2));
  const start = sql`(${from} + 7 * g.i)`;
  const weeks = sql`select g.i,
      ${weekTotalsText(start, sql`coalesce(s.sales, 0)`, sql`coalesce(s.orders, 0)`)} as total,
      ${weekTotalsText(start, sql`coalesce(s.sales_so_far, 0)`, sql`coalesce(s.orders_so_far, 0)`)} as so_far
    from generate_series(0, ${thisWeek}) g(i)
    left join (
      select (a.date - ${from}) / 7 as i,
        sum(a.total_sales) as sales, sum(a.order_count) as orders,
        sum(a.total_sales) filter (where (a.date - ${from}) % 7 < ${soFar}) as sales_so_far,
        sum(a.order_count) filter (where (a.date - ${from}) % 7 < ${soFar}) as orders_so_far
      from ${analytics} a
      where a.restaurant_id = ${restaurantId} and a.date >= ${from} and a.date < ${from} + 7 * ${sql.raw(String(CHART_WEEKS))}
      group by 1
    ) s on s.i = g.i`;
  const comparison = schemaObjectText(metricsOverviewSchema.shape.comparison, {
    days: [soFar, "integer"],
    thisWeek: [sql`max(w.so_far) filter (where w.i = ${thisWeek})`, "json"],
    lastWeek: [sql`max(w.so_far) filter (where w.i = ${lastWeek})`, "json"],
  });
  const overview = schemaObjectText(metricsOverviewSchema, {
    days: [daysJsonText(restaurantId), "json"],
    weeks: [sql`'[' || string_agg(w.total, ',' order by w.i) || ']'`, "json"],
    thisWeek: [sql`max(w.total) filter (where w.i = ${thisWeek})`, "json"],
    lastWeek: [sql`max(w.total) filter (where w.i = ${lastWeek})`, "json"],
    comparison: [comparison, "json"],
  });
  return sql<string>`(select ${overview} from (${weeks}) w)`;
}

/** The overview of a context read's (single) row, as the answer's JSON text. */
export const overviewOf = (rows: { overview: string }[]): string => rows[0]!.overview;

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
