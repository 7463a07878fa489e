import { setImmediate as nextTurn } from "node:timers/promises";
import { and, desc, eq, sql } from "drizzle-orm";
import { saleValueCents } from "../../../common/orderFigures";
import {
  ORDER_IMPORT_LIMITS,
  ORDER_IMPORT_MESSAGES,
  type OrderImport,
  type OrderImportConfirm,
  type OrderImportPreview,
  type OrderImportResult,
} from "../../../common/orders";
import type { Db } from "../../db/open";
import { orderImports } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../http/errors";
import { type Actor, assertOwnerMay } from "../team/public";
import { type ParsedOrder, parseOrderFile } from "./parseOrders";
import { fileKind } from "./sheetRows";
import type { PreviewStaging } from "./staging";

export type ImportScope = { restaurantId: number; actor: Actor };
export type Progress = (
  phase: "reading" | "checking" | "writing" | "days",
  done: number,
  total: number,
) => void;

/** Orders looked up, or written, per statement / transaction, with a turn between (decision 029). */
const SLICE = 1000;
/**
 * Orders upserted per transaction. 2.500 measured against 1.000 on 100.000
 * orders: confirm 10 s instead of 13–17 s, the event loop's worst delay the
 * same (~410 ms on the loaded machine), so the slice is not what holds it.
 */
const WRITE_SLICE = 2500;

const within = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The fields that make a stored order "changed" when the file says otherwise. */
const COMPARED = [
  "status",
  "local_date",
  "items_cents",
  "cancelled_items_cents",
  "net_cents",
  "fees_cents",
  "cancel_origin",
] as const;
type Stored = Record<(typeof COMPARED)[number], string | number | null> & { external_id: string };
const comparable = (o: ParsedOrder): Record<(typeof COMPARED)[number], string | number | null> => ({
  status: o.status,
  local_date: o.localDate,
  items_cents: o.itemsCents,
  cancelled_items_cents: o.cancelledItemsCents,
  net_cents: o.netCents,
  fees_cents: o.feesCents,
  cancel_origin: o.cancelOrigin,
});
const same = (a: Stored, o: ParsedOrder) => {
  const b = comparable(o);
  return COMPARED.every(
    (k) => (a[k] === null ? null : String(a[k])) === (b[k] === null ? null : String(b[k])),
  );
};

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

/** Upload → preview: reads the file, compares it with what is stored, keeps it for the confirm. */
export async function previewImport(
  db: Db,
  staging: PreviewStaging,
  scope: ImportScope,
  file: Buffer,
  fileName: string,
  progress: Progress,
): Promise<OrderImportPreview> {
  assertOwnerMay(scope.actor, "importOrders");
  if (file.length > ORDER_IMPORT_LIMITS.maxBytes) {
    throw new AppError(413, "FILE_TOO_LARGE", ORDER_IMPORT_MESSAGES.tooLarge);
  }
  const kind = fileKind(file);
  const parsed = await parseOrderFile(file, kind, (done) => progress("reading", done, 0));
  if (parsed.orders.length === 0) throw badRequest("NO_ORDERS", ORDER_IMPORT_MESSAGES.noOrders);

  let newCount = 0;
  let changedCount = 0;
  let unchangedCount = 0;
  // The day a stored order was on before the file moved it: refilled too at the confirm.
  const movedFrom = new Set<string>();
  let done = 0;
  for (const slice of within(parsed.orders, SLICE)) {
    const ids = slice.map((o) => o.externalId);
    const stored = rowsOf<Stored>(
      await db.execute(sql`
        select o.external_id, o.status, to_char(o.local_date, 'YYYY-MM-DD') as local_date, o.items_cents,
          o.cancelled_items_cents, o.net_cents, o.fees_cents, o.cancel_origin
        from orders o
        join jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) as v(id) on v.id = o.external_id
        where o.restaurant_id = ${scope.restaurantId}`),
    );
    const byId = new Map(stored.map((s) => [s.external_id, s]));
    for (const o of slice) {
      const s = byId.get(o.externalId);
      if (!s) newCount++;
      else if (same(s, o)) unchangedCount++;
      else changedCount++;
      if (s && s.local_date !== o.localDate) movedFrom.add(String(s.local_date));
    }
    done += slice.length;
    progress("checking", done, parsed.orders.length);
    await nextTurn();
  }

  const dates = [...new Set(parsed.orders.map((o) => o.localDate))].sort();
  const manualDays = rowsOf<{ date: string }>(
    await db.execute(sql`
      select to_char(date, 'YYYY-MM-DD') as date from analytics
      where restaurant_id = ${scope.restaurantId} and source = 'manual'
        and date >= ${dates[0]}::date and date <= ${dates[dates.length - 1]}::date
      order by date`),
  )
    .map((r) => r.date)
    .filter((d) => dates.includes(d));

  const token = staging.put({
    restaurantId: scope.restaurantId,
    userId: scope.actor.userId,
    fileName,
    parsed,
    manualDays,
    movedFrom: [...movedFrom],
  });
  return {
    token,
    fileName,
    format: parsed.format,
    firstDate: dates[0] ?? null,
    lastDate: dates[dates.length - 1] ?? null,
    orderCount: parsed.orders.length,
    newCount,
    unchangedCount,
    changedCount,
    cancelledCount: parsed.orders.filter((o) => o.status === "cancelled").length,
    grossSalesCents: parsed.orders.reduce((n, o) => n + saleValueCents(o), 0),
    columns: parsed.columns,
    ignoredColumns: parsed.ignoredColumns,
    problems: parsed.problems,
    problemCount: parsed.problemCount,
    manualDays,
  };
}

const RECORD = sql.raw(`x(
  external_id text, short_id text, store_name text, placed_at timestamptz, local_date date, shift text,
  payment_method text, sales_channel text, logistics text, status text, cancel_reason text, cancel_origin text,
  cancelled_items_cents bigint, items_cents bigint, total_paid_cents bigint, delivery_fee_cents bigint,
  marketplace_incentive_cents bigint, store_incentive_cents bigint, chain_incentive_cents bigint,
  service_fee_cents bigint, fees_cents bigint, net_cents bigint, prep_minutes real, promised_minutes real,
  delivery_minutes real, delay_minutes real, distance_km real)`);
const COLUMNS = `external_id, short_id, store_name, placed_at, local_date, shift, payment_method, sales_channel,
  logistics, status, cancel_reason, cancel_origin, cancelled_items_cents, items_cents, total_paid_cents,
  delivery_fee_cents, marketplace_incentive_cents, store_incentive_cents, chain_incentive_cents, service_fee_cents,
  fees_cents, net_cents, prep_minutes, promised_minutes, delivery_minutes, delay_minutes, distance_km`;
const UPDATED = COLUMNS.split(",")
  .map((c) => c.trim())
  .filter((c) => c !== "external_id");

const record = (o: ParsedOrder) => ({
  external_id: o.externalId,
  short_id: o.shortId,
  store_name: o.storeName,
  placed_at: o.placedAt.toISOString(),
  local_date: o.localDate,
  shift: o.shift,
  payment_method: o.paymentMethod,
  sales_channel: o.salesChannel,
  logistics: o.logistics,
  status: o.status,
  cancel_reason: o.cancelReason,
  cancel_origin: o.cancelOrigin,
  cancelled_items_cents: o.cancelledItemsCents,
  items_cents: o.itemsCents,
  total_paid_cents: o.totalPaidCents,
  delivery_fee_cents: o.deliveryFeeCents,
  marketplace_incentive_cents: o.marketplaceIncentiveCents,
  store_incentive_cents: o.storeIncentiveCents,
  chain_incentive_cents: o.chainIncentiveCents,
  service_fee_cents: o.serviceFeeCents,
  fees_cents: o.feesCents,
  net_cents: o.netCents,
  prep_minutes: o.prepMinutes,
  promised_minutes: o.promisedMinutes,
  delivery_minutes: o.deliveryMinutes,
  delay_minutes: o.delayMinutes,
  distance_km: o.distanceKm,
});

/**
 * Preview → confirm: upserts the previewed orders (restaurant + order id is
 * the key: an order is never counted twice; one that changed is updated) in
 * transactions of 2.500 with a turn between, then refills the daily metrics
 * of the days they cover from the orders (source 'orders'), leaving the days
 * the owner typed unless the confirm says "replace".
 */
export async function confirmImport(
  db: Db,
  staging: PreviewStaging,
  scope: ImportScope,
  body: Required<OrderImportConfirm>,
  progress: Progress,
): Promise<OrderImportResult> {
  assertOwnerMay(scope.actor, "importOrders");
  const staged = staging.take(body.token, scope.restaurantId, scope.actor.userId);
  const { orders: parsedOrders, format } = staged.parsed;
  const dates = [...new Set(parsedOrders.map((o) => o.localDate))].sort();
  const [created] = await db
    .insert(orderImports)
    .values({
      restaurantId: scope.restaurantId,
      userId: scope.actor.userId,
      fileName: staged.fileName.slice(0, 200),
      format,
      firstDate: dates[0] ?? null,
      lastDate: dates[dates.length - 1] ?? null,
      orderCount: parsedOrders.length,
    })
    .returning();
  const importId = created!.id;

  let newCount = 0;
  let updatedCount = 0;
  let done = 0;
  const changedSet = sql.raw(UPDATED.map((c) => `${c} = excluded.${c}`).join(", "));
  const differs = sql.raw(
    `(${UPDATED.map((c) => `o.${c}`).join(", ")}) is distinct from (${UPDATED.map((c) => `excluded.${c}`).join(", ")})`,
  );
  for (const slice of within(parsedOrders, WRITE_SLICE)) {
    await db.transaction(async (tx) => {
      // A confirm that stops is sent again without duplicates: the commit need not wait for the disk.
      await tx.execute(sql`set local synchronous_commit = off`);
      const written = rowsOf<{ inserted: boolean }>(
        await tx.execute(sql`
          insert into orders as o (restaurant_id, import_id, ${sql.raw(COLUMNS)})
          select ${scope.restaurantId}, ${importId}, ${sql.raw(COLUMNS)}
          from jsonb_to_recordset(${JSON.stringify(slice.map(record))}::jsonb) as ${RECORD}
          on conflict (restaurant_id, external_id) do update set ${changedSet}, import_id = excluded.import_id, updated_at = now()
          where ${differs}
          returning (xmax = 0) as inserted`),
      );
      for (const w of written) {
        if (w.inserted) newCount++;
        else updatedCount++;
      }
    });
    done += slice.length;
    progress("writing", done, parsedOrders.length);
    await nextTurn();
  }

  const days = [...new Set([...dates, ...staged.movedFrom])].sort();
  const replace = body.manualDays === "replace";
  const manualDaysKept = replace ? [] : staged.manualDays;
  let daysDone = 0;
  for (const slice of within(days, 100)) {
    await db.execute(sql`
      insert into analytics as a (restaurant_id, date, total_sales, order_count, average_ticket, source)
      select ${scope.restaurantId}, d.day, coalesce(f.sales, 0), coalesce(f.orders, 0),
        case when coalesce(f.orders, 0) > 0 then round(f.sales::numeric / f.orders)::bigint end, 'orders'
      from unnest(${`{${slice.join(",")}}`}::date[]) as d(day)
      left join (
        select local_date,
          -- Gross sales as common/orderFigures.ts defines them (and order_days sums them).
          greatest(0, sum(coalesce(items_cents, 0)
            - case when status = 'partially_cancelled' then coalesce(cancelled_items_cents, 0) else 0 end))::bigint as sales,
          count(*)::int as orders
        from orders
        where restaurant_id = ${scope.restaurantId} and status <> 'cancelled'
          and local_date = any(${`{${slice.join(",")}}`}::date[])
        group by local_date
      ) f on f.local_date = d.day
      on conflict (restaurant_id, date) do update set
        total_sales = excluded.total_sales, order_count = excluded.order_count,
        average_ticket = excluded.average_ticket, source = 'orders'
      where a.source = 'orders' or ${replace}::boolean`);
    daysDone += slice.length;
    progress("days", daysDone, days.length);
    await nextTurn();
  }

  await db.update(orderImports).set({ newCount, updatedCount }).where(eq(orderImports.id, importId));
  const kept = new Set(manualDaysKept);
  return {
    ...toImport({ ...created!, newCount, updatedCount }),
    daysUpdated: days.filter((d) => !kept.has(d)),
    manualDaysKept,
  };
}

type ImportRow = typeof orderImports.$inferSelect;
const toImport = (r: ImportRow): OrderImport => ({
  id: r.id,
  fileName: r.fileName,
  format: r.format,
  firstDate: r.firstDate,
  lastDate: r.lastDate,
  orderCount: r.orderCount,
  newCount: r.newCount,
  updatedCount: r.updatedCount,
  createdAt: r.createdAt.toISOString(),
});

/** The acting restaurant's imports, newest first (the last 50). */
export async function listImports(db: Db, restaurantId: number): Promise<OrderImport[]> {
  const rows = await db
    .select()
    .from(orderImports)
    .where(eq(orderImports.restaurantId, restaurantId))
    .orderBy(desc(orderImports.createdAt), desc(orderImports.id))
    .limit(50);
  return rows.map(toImport);
}

/** One import of the acting restaurant; another restaurant's id is a 404. */
export async function getImport(db: Db, restaurantId: number, id: number): Promise<OrderImport> {
  const [row] = await db
    .select()
    .from(orderImports)
    .where(and(eq(orderImports.id, id), eq(orderImports.restaurantId, restaurantId)));
  if (!row) throw notFound("Importação não encontrada.");
  return toImport(row);
}
