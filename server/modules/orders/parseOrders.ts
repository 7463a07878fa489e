import type { CancelOrigin, OrderStatus } from "../../../common/orderFigures";
import {
  fieldOfHeader,
  headerKey,
  ORDER_FIELD_LABELS,
  ORDER_IMPORT_LIMITS,
  ORDER_IMPORT_MESSAGES,
  type OrderField,
} from "../../../common/orders";
import { AppError, badRequest } from "../../http/errors";
import {
  plainCell,
  readCancelOrigin,
  readDecimal,
  readMoney,
  readOrderMoment,
  readStatus,
  readText,
} from "./cellValues";
import { type FileKind, type SheetRow, sheetRows } from "./sheetRows";

/** One order as the file gives it, ready for the `orders` table. */
export type ParsedOrder = {
  externalId: string;
  shortId: string | null;
  storeName: string | null;
  placedAt: Date;
  localDate: string;
  shift: string | null;
  paymentMethod: string | null;
  salesChannel: string | null;
  logistics: string | null;
  status: OrderStatus;
  cancelReason: string | null;
  cancelOrigin: CancelOrigin | null;
  cancelledItemsCents: number | null;
  itemsCents: number | null;
  totalPaidCents: number | null;
  deliveryFeeCents: number | null;
  marketplaceIncentiveCents: number | null;
  storeIncentiveCents: number | null;
  chainIncentiveCents: number | null;
  serviceFeeCents: number | null;
  feesCents: number | null;
  netCents: number | null;
  prepMinutes: number | null;
  promisedMinutes: number | null;
  deliveryMinutes: number | null;
  delayMinutes: number | null;
  distanceKm: number | null;
};

export const MONEY_FIELDS = [
  "cancelledItemsCents",
  "itemsCents",
  "totalPaidCents",
  "deliveryFeeCents",
  "marketplaceIncentiveCents",
  "storeIncentiveCents",
  "chainIncentiveCents",
  "serviceFeeCents",
  "feesCents",
  "netCents",
] as const satisfies readonly OrderField[];
const DECIMAL_FIELDS = [
  "prepMinutes",
  "promisedMinutes",
  "deliveryMinutes",
  "delayMinutes",
  "distanceKm",
] as const;
const TEXT_FIELDS = {
  shortId: 40,
  storeName: 160,
  shift: 40,
  paymentMethod: 80,
  salesChannel: 80,
  logistics: 80,
  cancelReason: 300,
} as const;

/** The Portal's key column: a file with it is the iFood export, otherwise our template (or alike). */
const IFOOD_KEY = headerKey("ID COMPLETO DO PEDIDO");

export type Problem = { line: number; message: string };
export type ParsedFile = {
  format: "ifood" | "template";
  orders: ParsedOrder[];
  columns: { header: string; field: OrderField; label: string }[];
  ignoredColumns: string[];
  problems: Problem[];
  problemCount: number;
};

type Header = {
  sheet: number;
  line: number;
  byIndex: (OrderField | null)[];
  columns: ParsedFile["columns"];
  ignored: string[];
};

/** A row is the header when it names the order id and its date (searched in a sheet's first 20 rows). */
function headerOf(row: SheetRow): Header | null {
  const byIndex: (OrderField | null)[] = [];
  const columns: ParsedFile["columns"] = [];
  const ignored: string[] = [];
  const seen = new Set<OrderField>();
  row.cells.forEach((cell, i) => {
    const text = readText(cell, 120);
    if (text === null) {
      byIndex[i] = null;
      return;
    }
    const field = fieldOfHeader(text);
    if (field && !seen.has(field)) {
      seen.add(field);
      byIndex[i] = field;
      columns.push({ header: text, field, label: ORDER_FIELD_LABELS[field] });
    } else {
      byIndex[i] = null;
      ignored.push(text);
    }
  });
  if (!seen.has("externalId") || !seen.has("placedAt")) return null;
  return { sheet: row.sheet, line: row.line, byIndex, columns, ignored };
}

const missingColumnsMessage = (fields: Set<OrderField>) => {
  const missing = (["externalId", "placedAt"] as const)
    .filter((f) => !fields.has(f))
    .map((f) => ORDER_FIELD_LABELS[f]);
  return `A planilha tem colunas de pedidos, mas falta ${missing.join(" e ")} (no iFood: ID COMPLETO DO PEDIDO e DATA E HORA DO PEDIDO).`;
};

function orderOf(row: SheetRow, header: Header): ParsedOrder | Problem {
  const get = (field: OrderField): unknown => {
    const i = header.byIndex.indexOf(field);
    return i < 0 ? null : row.cells[i];
  };
  const problems: string[] = [];
  for (const i of header.byIndex.keys()) {
    const v = plainCell(row.cells[i]);
    if (header.byIndex[i] && v !== null && typeof v === "object" && !(v instanceof Date)) {
      problems.push(
        `a coluna ${ORDER_FIELD_LABELS[header.byIndex[i]!]} tem uma fórmula sem valor calculado (abra e salve no Excel, ou exporte de novo)`,
      );
    }
  }
  const externalId = readText(get("externalId"), 80);
  if (externalId === null) problems.push("falta o ID do pedido");
  const when = readOrderMoment(get("placedAt"));
  if (!when.ok) problems.push(when.message);
  const status = readStatus(get("status"));
  if (!status.ok) problems.push(status.message);
  const money: Partial<Record<(typeof MONEY_FIELDS)[number], number | null>> = {};
  for (const f of MONEY_FIELDS) {
    const r = readMoney(get(f));
    if (r.ok) money[f] = r.value;
    else problems.push(`${ORDER_FIELD_LABELS[f]}: ${r.message}`);
  }
  const decimals: Partial<Record<(typeof DECIMAL_FIELDS)[number], number | null>> = {};
  for (const f of DECIMAL_FIELDS) {
    const r = readDecimal(get(f));
    if (r.ok) decimals[f] = r.value;
    else problems.push(`${ORDER_FIELD_LABELS[f]}: ${r.message}`);
  }
  if (problems.length > 0 || !when.ok || !status.ok || externalId === null) {
    return { line: row.line, message: `${problems.join("; ")}.` };
  }
  const texts = Object.fromEntries(
    Object.entries(TEXT_FIELDS).map(([f, max]) => [f, readText(get(f as OrderField), max)]),
  ) as Record<keyof typeof TEXT_FIELDS, string | null>;
  return {
    externalId,
    ...texts,
    placedAt: when.value.placedAt,
    localDate: when.value.localDate,
    status: status.value,
    cancelOrigin: readCancelOrigin(get("cancelOrigin")),
    cancelledItemsCents: money.cancelledItemsCents ?? null,
    itemsCents: money.itemsCents ?? null,
    totalPaidCents: money.totalPaidCents ?? null,
    deliveryFeeCents: money.deliveryFeeCents ?? null,
    marketplaceIncentiveCents: money.marketplaceIncentiveCents ?? null,
    storeIncentiveCents: money.storeIncentiveCents ?? null,
    chainIncentiveCents: money.chainIncentiveCents ?? null,
    serviceFeeCents: money.serviceFeeCents ?? null,
    feesCents: money.feesCents ?? null,
    netCents: money.netCents ?? null,
    prepMinutes: decimals.prepMinutes ?? null,
    promisedMinutes: decimals.promisedMinutes ?? null,
    deliveryMinutes: decimals.deliveryMinutes ?? null,
    delayMinutes: decimals.delayMinutes ?? null,
    distanceKm: decimals.distanceKm ?? null,
  };
}

const isBlankRow = (row: SheetRow) => row.cells.every((c) => readText(c, 10) === null);

/**
 * Reads a whole file into orders and problems. The first sheet whose first
 * 20 rows hold an order header is read; an order id seen twice keeps its last
 * line (a file that repeats an order counts it once). Refuses (400) a file
 * that is not a spreadsheet or holds no orders, and (413) more orders than
 * the limit.
 */
export async function parseOrderFile(
  buf: Buffer,
  kind: FileKind,
  onBytes: (done: number) => void,
): Promise<ParsedFile> {
  let header: Header | null = null;
  const orderFieldsSeen = new Set<OrderField>();
  const byId = new Map<string, ParsedOrder>();
  const problems: Problem[] = [];
  let problemCount = 0;
  let rows = 0;
  let rowsBeforeHeader = 0;
  // Progress starts once the file is known to be an order report: the answer before that is a plain 4xx.
  for await (const row of sheetRows(buf, kind, (done) => header && onBytes(done))) {
    if (header && row.sheet !== header.sheet) continue; // other sheets after the orders: not ours
    if (!header) {
      if (isBlankRow(row)) continue;
      header = headerOf(row);
      if (!header) {
        for (const c of row.cells) {
          const t = readText(c, 120);
          const f = t === null ? null : fieldOfHeader(t);
          if (f) orderFieldsSeen.add(f);
        }
        if (++rowsBeforeHeader > 20 * 20) break; // 20 sheets' worth of looking: it is not an order report
      }
      continue;
    }
    if (isBlankRow(row)) continue;
    if (++rows > ORDER_IMPORT_LIMITS.maxRows) {
      throw new AppError(413, "TOO_MANY_ORDERS", ORDER_IMPORT_MESSAGES.tooManyRows);
    }
    const order = orderOf(row, header);
    if ("message" in order) {
      problemCount++;
      if (problems.length < ORDER_IMPORT_LIMITS.maxProblemsListed) problems.push(order);
    } else {
      byId.delete(order.externalId); // the later line wins, in file order
      byId.set(order.externalId, order);
    }
  }
  if (!header) {
    throw orderFieldsSeen.size > 0
      ? badRequest("NOT_AN_ORDER_REPORT", missingColumnsMessage(orderFieldsSeen))
      : badRequest("NOT_AN_ORDER_REPORT", ORDER_IMPORT_MESSAGES.notOrders);
  }
  return {
    format: header.columns.some((c) => headerKey(c.header) === IFOOD_KEY) ? "ifood" : "template",
    orders: [...byId.values()],
    columns: header.columns,
    ignoredColumns: header.ignored,
    problems,
    problemCount,
  };
}
