import type { Db } from "../db/open";
import { orders } from "../db/schema";

/*
 * Orders straight into the database, as an import would leave them (issue 27):
 * the report's tests seed weeks of orders without going through a file. Each
 * order says when it was placed in Brazil's local time ("2026-11-22 23:30");
 * local_date and placed_at (UTC, three hours later) follow from it.
 */

export type TestOrder = {
  /** Local time in America/Sao_Paulo, "AAAA-MM-DD hh:mm". */
  at: string;
  status?: "completed" | "cancelled" | "partially_cancelled";
  itemsCents?: number | null;
  cancelledItemsCents?: number | null;
  cancelOrigin?: "store" | "customer" | "logistics" | "other" | null;
  cancelReason?: string | null;
  shift?: string | null;
  storeIncentiveCents?: number | null;
  chainIncentiveCents?: number | null;
  marketplaceIncentiveCents?: number | null;
  feesCents?: number | null;
  netCents?: number | null;
  deliveryFeeCents?: number | null;
  prepMinutes?: number | null;
  promisedMinutes?: number | null;
  deliveryMinutes?: number | null;
  delayMinutes?: number | null;
  externalId?: string;
};

let sequence = 0;

/** The order as a realistic row: a lunch or dinner order of R$ 50 with iFood's 12% + fees, unless told. */
export function orderRow(restaurantId: number, o: TestOrder) {
  const [date, time = "12:00"] = o.at.split(" ");
  const placedAt = new Date(`${date}T${time}:00-03:00`);
  const items = o.itemsCents === undefined ? 5000 : o.itemsCents;
  sequence += 1;
  return {
    restaurantId,
    externalId: o.externalId ?? `t-${restaurantId}-${sequence}-${Math.random().toString(36).slice(2, 8)}`,
    shortId: String(1000 + (sequence % 9000)),
    storeName: "Loja de teste",
    placedAt,
    localDate: date!,
    shift: o.shift === undefined ? (Number(time.slice(0, 2)) < 16 ? "Almoço" : "Jantar") : o.shift,
    paymentMethod: "Pago pelo app",
    salesChannel: "iFood",
    logistics: "Entrega Parceira",
    status: o.status ?? "completed",
    cancelReason: o.cancelReason ?? null,
    cancelOrigin: o.cancelOrigin ?? null,
    cancelledItemsCents: o.cancelledItemsCents ?? null,
    itemsCents: items,
    totalPaidCents: items == null ? null : items + 799,
    deliveryFeeCents: o.deliveryFeeCents === undefined ? 799 : o.deliveryFeeCents,
    marketplaceIncentiveCents: o.marketplaceIncentiveCents ?? null,
    storeIncentiveCents: o.storeIncentiveCents ?? null,
    chainIncentiveCents: o.chainIncentiveCents ?? null,
    serviceFeeCents: 99,
    feesCents: o.feesCents === undefined ? (items == null ? null : -Math.round(items * 0.12)) : o.feesCents,
    netCents: o.netCents === undefined ? (items == null ? null : Math.round(items * 0.88)) : o.netCents,
    prepMinutes: o.prepMinutes ?? null,
    promisedMinutes: o.promisedMinutes ?? null,
    deliveryMinutes: o.deliveryMinutes ?? null,
    delayMinutes: o.delayMinutes ?? null,
  };
}

/** Inserts the orders for the restaurant (in chunks: a bench seeds thousands). */
export async function insertOrders(db: Db, restaurantId: number, list: TestOrder[]): Promise<void> {
  for (let i = 0; i < list.length; i += 500) {
    await db.insert(orders).values(list.slice(i, i + 500).map((o) => orderRow(restaurantId, o)));
  }
}
