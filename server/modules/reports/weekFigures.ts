import { sql } from "drizzle-orm";
import type { Db } from "../../db/open";
import { orderDays, orders } from "../../db/schema";

/*
 * The weekly report's aggregates, read from order_days: the orders already
 * summed per store, day and TURNO by the triggers of migration 0015, so a
 * week is ~20 rows whatever the store's history (item 6). Money comes back as
 * float8 (the driver hands bigint sums over as strings) and is whole cents.
 * The cancellation reasons alone are read from the week's orders.
 */

const d = orderDays;
export type WeekTotals = {
  total: number;
  orders: number;
  gross: number;
  cancelled: number;
  cancelledValue: number;
  cancelStore: number;
  cancelCustomer: number;
  cancelLogistics: number;
  cancelOther: number;
  storeDiscounts: number | null;
  marketplaceDiscounts: number | null;
  fees: number | null;
  net: number | null;
  avgPrep: number | null;
  timed: number;
  late: number;
  avgDelay: number | null;
};

type TotalsRow = Record<keyof WeekTotals, number | string | null> & { week: string };

const num = (v: unknown): number => (v == null ? 0 : Number(v));
const opt = (v: unknown): number | null => (v == null ? null : Number(v));

/** The totals of each asked week (Monday dates); a week without orders is absent from the map. */
export async function weekTotals(
  db: Db,
  restaurantId: number,
  weekStarts: string[],
): Promise<Map<string, WeekTotals>> {
  const ranges = weekStarts.map((w) => sql`(${d.localDate} between ${w}::date and ${w}::date + 6)`);
  const { rows } = (await db.execute(sql`
    select to_char(${d.localDate} - (extract(isodow from ${d.localDate})::int - 1), 'YYYY-MM-DD') as week,
      sum(${d.total})::int as total,
      sum(${d.orders})::int as orders,
      sum(${d.grossCents})::float8 as gross,
      sum(${d.cancelled})::int as cancelled,
      sum(${d.cancelledCents})::float8 as "cancelledValue",
      sum(${d.cancelStore})::int as "cancelStore",
      sum(${d.cancelCustomer})::int as "cancelCustomer",
      sum(${d.cancelLogistics})::int as "cancelLogistics",
      sum(${d.cancelOther})::int as "cancelOther",
      sum(${d.storeDiscountCents})::float8 as "storeDiscounts",
      sum(${d.marketplaceDiscountCents})::float8 as "marketplaceDiscounts",
      sum(${d.feesCents})::float8 as fees,
      sum(${d.netCents})::float8 as net,
      (sum(${d.prepSum}) / nullif(sum(${d.prepCount}), 0))::float8 as "avgPrep",
      sum(${d.timed})::int as timed,
      sum(${d.late})::int as late,
      (sum(${d.delaySum}) / nullif(sum(${d.late}), 0))::float8 as "avgDelay"
    from ${d}
    where ${d.restaurantId} = ${restaurantId} and (${sql.join(ranges, sql` or `)})
    group by 1
  `)) as { rows: TotalsRow[] };
  const byWeek = new Map<string, WeekTotals>();
  for (const r of rows) {
    byWeek.set(r.week, {
      total: num(r.total),
      orders: num(r.orders),
      gross: num(r.gross),
      cancelled: num(r.cancelled),
      cancelledValue: num(r.cancelledValue),
      cancelStore: num(r.cancelStore),
      cancelCustomer: num(r.cancelCustomer),
      cancelLogistics: num(r.cancelLogistics),
      cancelOther: num(r.cancelOther),
      storeDiscounts: opt(r.storeDiscounts),
      marketplaceDiscounts: opt(r.marketplaceDiscounts),
      fees: opt(r.fees),
      net: opt(r.net),
      avgPrep: opt(r.avgPrep),
      timed: num(r.timed),
      late: num(r.late),
      avgDelay: opt(r.avgDelay),
    });
  }
  return byWeek;
}

/** Sales and orders of each day of the week that had orders. */
export async function dailySales(db: Db, restaurantId: number, weekStart: string) {
  const { rows } = (await db.execute(sql`
    select to_char(${d.localDate}, 'YYYY-MM-DD') as date, sum(${d.grossCents})::float8 as sales, sum(${d.orders})::int as orders
    from ${d}
    where ${d.restaurantId} = ${restaurantId} and ${d.localDate} between ${weekStart}::date and ${weekStart}::date + 6
    group by 1
  `)) as { rows: { date: string; sales: number | string; orders: number }[] };
  return rows.map((r) => ({ date: r.date, salesCents: Math.round(num(r.sales)), orders: num(r.orders) }));
}

/** Sales and orders by TURNO (orders without one under "Sem turno"), the biggest first. */
export async function shiftSales(db: Db, restaurantId: number, weekStart: string) {
  const { rows } = (await db.execute(sql`
    select coalesce(nullif(trim(${d.shift}), ''), 'Sem turno') as shift,
      sum(${d.grossCents})::float8 as sales, sum(${d.orders})::int as orders
    from ${d}
    where ${d.restaurantId} = ${restaurantId} and ${d.localDate} between ${weekStart}::date and ${weekStart}::date + 6
    group by 1 order by 2 desc, 1
  `)) as { rows: { shift: string; sales: number | string; orders: number }[] };
  return rows.map((r) => ({ shift: r.shift, salesCents: Math.round(num(r.sales)), orders: num(r.orders) }));
}

/** The three most frequent cancellation reasons of the week. */
export async function topCancelReasons(db: Db, restaurantId: number, weekStart: string) {
  const { rows } = (await db.execute(sql`
    select ${orders.cancelReason} as reason, count(*)::int as count
    from ${orders}
    where ${orders.restaurantId} = ${restaurantId} and ${orders.localDate} between ${weekStart}::date and ${weekStart}::date + 6
      and ${orders.status} = 'cancelled' and ${orders.cancelReason} is not null and ${orders.cancelReason} <> ''
    group by 1 order by 2 desc, 1 limit 3
  `)) as { rows: { reason: string; count: number }[] };
  return rows.map((r) => ({ reason: r.reason, count: num(r.count) }));
}

/** The weeks (Mondays) in which the restaurant has orders, newest first, with their order count. */
export async function weeksWithOrders(db: Db, restaurantId: number) {
  const { rows } = (await db.execute(sql`
    select to_char(${d.localDate} - (extract(isodow from ${d.localDate})::int - 1), 'YYYY-MM-DD') as week,
      sum(${d.total})::int as orders
    from ${d} where ${d.restaurantId} = ${restaurantId}
    group by 1 order by 1 desc
  `)) as { rows: { week: string; orders: number }[] };
  return rows.map((r) => ({ weekStart: r.week, orders: num(r.orders) }));
}
