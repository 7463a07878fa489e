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
import { rowShape, schemaJsonText } from "../../db/rowShape";
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
    .select({
      ...contextFields(acting),
      days: daysJsonText(sql`${acting.id}`),
      weekSums: weekSumsText(sql`${acting.id}`),
    })
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

/**
 * Each week's sales and orders, then this week's and last week's so far, as
 * one comma-separated text: 2 * CHART_WEEKS + 4 sums filtered out of one pass
 * over the overview's days, in the read's statement. Placeholders: `from` (a
 * Monday) and `soFar` (days of this week begun). Weeks are cheap to build from
 * these twenty numbers in JS; building their JSON in SQL cost a sixth of the read.
 */
function weekSumsText(restaurantId: SQL): SQL<string> {
  const from = sql`${sql.placeholder("from")}::date`;
  const soFar = sql`${sql.placeholder("soFar")}::int`;
  const sums: SQL[] = [];
  const both = (where: SQL) =>
    sums.push(
      sql`coalesce(sum(a.total_sales) filter (where ${where}), 0)`,
      sql`coalesce(sum(a.order_count) filter (where ${where}), 0)`,
    );
  for (let week = 0; week < CHART_WEEKS; week++) {
    both(sql`a.date - ${from} between ${sql.raw(String(7 * week))} and ${sql.raw(String(7 * week + 6))}`);
  }
  for (const week of [CHART_WEEKS - 1, CHART_WEEKS - 2]) {
    both(
      sql`a.date - ${from} >= ${sql.raw(String(7 * week))} and a.date - ${from} < ${sql.raw(String(7 * week))} + ${soFar}`,
    );
  }
  return sql<string>`(select concat_ws(',', ${sql.join(sums, sql`, `)})
    from ${analytics} a
    where a.restaurant_id = ${restaurantId} and a.date >= ${from}
      and a.date < ${from} + ${sql.raw(String(7 * CHART_WEEKS))})`;
}

/** A week's totals as weekTotalsSchema's JSON text (the average ticket as averageTicketOf rounds it). */
const weekTotalsText = (weekStart: string, totalSales: number, orderCount: number) =>
  schemaJsonText(weekTotalsSchema, {
    weekStart: JSON.stringify(weekStart),
    totalSales: String(totalSales),
    orderCount: String(orderCount),
    averageTicket: String(averageTicketOf(totalSales, orderCount)),
  });

/**
 * GET /api/metrics's whole answer as metricsOverviewSchema's JSON text, from
 * a context read's (single) row: the days as the database wrote them (each
 * row's stored text) and the CHART_WEEKS weeks' totals, and this week so far
 * against the same days of last week (on a Monday, Monday against last
 * Monday, not one day against seven), from the sums the statement added up.
 */
export function overviewOf(
  rows: { days: string; weekSums: string }[],
  frame: { from: string; daysSoFar: number },
): string {
  const row = rows[0]!;
  const sums = row.weekSums.split(",").map(Number);
  const start = (week: number) => addDays(frame.from, 7 * week);
  const weeks = Array.from({ length: CHART_WEEKS }, (_, week) =>
    weekTotalsText(start(week), sums[2 * week]!, sums[2 * week + 1]!),
  );
  const soFar = (week: number, at: number) => weekTotalsText(start(week), sums[at]!, sums[at + 1]!);
  return schemaJsonText(metricsOverviewSchema, {
    days: row.days,
    weeks: `[${weeks.join(",")}]`,
    thisWeek: weeks[CHART_WEEKS - 1]!,
    lastWeek: weeks[CHART_WEEKS - 2]!,
    comparison: schemaJsonText(metricsOverviewSchema.shape.comparison, {
      days: String(frame.daysSoFar),
      thisWeek: soFar(CHART_WEEKS - 1, 2 * CHART_WEEKS),
      lastWeek: soFar(CHART_WEEKS - 2, 2 * CHART_WEEKS + 2),
    }),
  });
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
