import { sql } from "drizzle-orm";
import type { Db } from "../../db/open";
import { orders } from "../../db/schema";

/*
 * The weekly report's aggregates, summed by PostgreSQL over the orders of a
 * restaurant between two local dates (orders_restaurant_date_idx serves
 * every range). Money comes back as float8 (the driver hands bigint sums over
 * as strings) and is whole cents anyway.
 */

/** Gross sales of one order: its items, less the cancelled items of a partial cancellation. */
const orderSales = sql`(coalesce(${orders.itemsCents}, 0) - case when ${orders.status} = 'partially_cancelled' then coalesce(${orders.cancelledItemsCents}, 0) else 0 end)`;
const notCancelled = sql`${orders.status} <> 'cancelled'`;
const delay = sql`coalesce(${orders.delayMinutes}, ${orders.deliveryMinutes} - ${orders.promisedMinutes})`;

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
  const ranges = weekStarts.map((w) => sql`(${orders.localDate} between ${w}::date and ${w}::date + 6)`);
  const { rows } = (await db.execute(sql`
    select to_char(${orders.localDate} - (extract(isodow from ${orders.localDate})::int - 1), 'YYYY-MM-DD') as week,
      count(*)::int as total,
      count(*) filter (where ${notCancelled})::int as orders,
      coalesce(sum(${orderSales}) filter (where ${notCancelled}), 0)::float8 as gross,
      count(*) filter (where ${orders.status} = 'cancelled')::int as cancelled,
      coalesce(sum(case when ${orders.status} = 'cancelled' then coalesce(${orders.itemsCents}, 0)
        when ${orders.status} = 'partially_cancelled' then coalesce(${orders.cancelledItemsCents}, 0) else 0 end), 0)::float8 as "cancelledValue",
      count(*) filter (where ${orders.status} = 'cancelled' and ${orders.cancelOrigin} = 'store')::int as "cancelStore",
      count(*) filter (where ${orders.status} = 'cancelled' and ${orders.cancelOrigin} = 'customer')::int as "cancelCustomer",
      count(*) filter (where ${orders.status} = 'cancelled' and ${orders.cancelOrigin} = 'logistics')::int as "cancelLogistics",
      count(*) filter (where ${orders.status} = 'cancelled' and (${orders.cancelOrigin} is null or ${orders.cancelOrigin} not in ('store', 'customer', 'logistics')))::int as "cancelOther",
      (sum(coalesce(${orders.storeIncentiveCents}, 0) + coalesce(${orders.chainIncentiveCents}, 0))
        filter (where ${notCancelled} and (${orders.storeIncentiveCents} is not null or ${orders.chainIncentiveCents} is not null)))::float8 as "storeDiscounts",
      (sum(${orders.marketplaceIncentiveCents}) filter (where ${notCancelled}))::float8 as "marketplaceDiscounts",
      sum(abs(${orders.feesCents}))::float8 as fees,
      sum(${orders.netCents})::float8 as net,
      (avg(${orders.prepMinutes}) filter (where ${notCancelled}))::float8 as "avgPrep",
      count(*) filter (where ${notCancelled} and ${delay} is not null)::int as timed,
      count(*) filter (where ${notCancelled} and ${delay} > 0)::int as late,
      (avg(${delay}) filter (where ${notCancelled} and ${delay} > 0))::float8 as "avgDelay"
    from ${orders}
    where ${orders.restaurantId} = ${restaurantId} and (${sql.join(ranges, sql` or `)})
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
    select to_char(${orders.localDate}, 'YYYY-MM-DD') as date,
      coalesce(sum(${orderSales}) filter (where ${notCancelled}), 0)::float8 as sales,
      count(*) filter (where ${notCancelled})::int as orders
    from ${orders}
    where ${orders.restaurantId} = ${restaurantId} and ${orders.localDate} between ${weekStart}::date and ${weekStart}::date + 6
    group by 1
  `)) as { rows: { date: string; sales: number | string; orders: number }[] };
  return rows.map((r) => ({ date: r.date, salesCents: Math.round(num(r.sales)), orders: num(r.orders) }));
}

/** Sales and orders by TURNO (orders without one under "Sem turno"), the biggest first. */
export async function shiftSales(db: Db, restaurantId: number, weekStart: string) {
  const { rows } = (await db.execute(sql`
    select coalesce(nullif(trim(${orders.shift}), ''), 'Sem turno') as shift,
      coalesce(sum(${orderSales}) filter (where ${notCancelled}), 0)::float8 as sales,
      count(*) filter (where ${notCancelled})::int as orders
    from ${orders}
    where ${orders.restaurantId} = ${restaurantId} and ${orders.localDate} between ${weekStart}::date and ${weekStart}::date + 6
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
    select to_char(${orders.localDate} - (extract(isodow from ${orders.localDate})::int - 1), 'YYYY-MM-DD') as week,
      count(*)::int as orders
    from ${orders} where ${orders.restaurantId} = ${restaurantId}
    group by 1 order by 1 desc
  `)) as { rows: { week: string; orders: number }[] };
  return rows.map((r) => ({ weekStart: r.week, orders: num(r.orders) }));
}
