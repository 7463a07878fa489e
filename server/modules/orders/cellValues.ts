import type { CancelOrigin, OrderStatus } from "../../../common/orderFigures";

/**
 * Readers of one cell of an order report. A cell arrives as exceljs gives it
 * (string, number, Date, a formula's { result }, rich text) or as csv text.
 * Each answers the value or a Portuguese reason it is not one.
 */
export type Read<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const bad = (message: string): Read<never> => ({ ok: false, message });

/** The plain value of a cell: a formula's cached result, rich text joined, hyperlinks' text. */
export function plainCell(cell: unknown): string | number | Date | boolean | null | { formula: true } {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === "string" || typeof cell === "number" || typeof cell === "boolean") return cell;
  if (cell instanceof Date) return cell;
  if (typeof cell === "object") {
    const c = cell as Record<string, unknown>;
    // A formula: what Excel last computed is what the owner saw. Without it we cannot tell.
    if ("formula" in c || "sharedFormula" in c) {
      return "result" in c && c.result !== undefined && typeof c.result !== "object"
        ? (c.result as string | number | boolean)
        : c.result instanceof Date
          ? c.result
          : { formula: true };
    }
    if (Array.isArray(c.richText)) return c.richText.map((r: { text?: string }) => r.text ?? "").join("");
    if (typeof c.text === "string") return c.text;
    if ("error" in c) return null;
  }
  return String(cell);
}

const isBlank = (v: unknown) => v === null || (typeof v === "string" && v.trim() === "");

/**
 * Money in integer cents: a number cell, "1.234,56", "1234.56", "1234,56",
 * "R$ -12,50", "1.234" (a single dot before exactly three digits is a
 * thousands separator, as the Portal writes reais). Blank is null.
 */
export function readMoney(raw: unknown): Read<number | null> {
  const v = plainCell(raw);
  if (isBlank(v)) return ok(null);
  if (typeof v === "number") {
    if (!Number.isFinite(v)) return bad("valor inválido");
    return ok(Math.round(v * 100));
  }
  if (typeof v !== "string") return bad("valor inválido");
  let s = v.replace(/R\$|\s|\u00a0/gi, "");
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (s.startsWith("-")) {
    negative = !negative;
    s = s.slice(1);
  }
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return bad(`valor "${v.trim().slice(0, 30)}" não é dinheiro`);
  const lastComma = s.lastIndexOf(",");
  const lastDot = s.lastIndexOf(".");
  let intPart: string;
  let decPart = "";
  if (lastComma >= 0 && lastDot >= 0) {
    const sep = lastComma > lastDot ? "," : ".";
    const at = s.lastIndexOf(sep);
    intPart = s.slice(0, at);
    decPart = s.slice(at + 1);
    const other = sep === "," ? "." : ",";
    if (intPart.includes(sep)) return bad(`valor "${v.trim().slice(0, 30)}" não é dinheiro`);
    intPart = intPart.split(other).join("");
  } else if (lastComma >= 0 || lastDot >= 0) {
    const sep = lastComma >= 0 ? "," : ".";
    const parts = s.split(sep);
    const tail = parts[parts.length - 1] ?? "";
    if (parts.length > 2 || (sep === "." && tail.length === 3)) {
      // 1.234.567 or 1.234: thousands separators only.
      if (parts.slice(1).some((p) => p.length !== 3))
        return bad(`valor "${v.trim().slice(0, 30)}" não é dinheiro`);
      intPart = parts.join("");
    } else {
      intPart = parts[0] ?? "";
      decPart = tail;
    }
  } else {
    intPart = s;
  }
  if (!/^\d*$/.test(intPart) || !/^\d*$/.test(decPart))
    return bad(`valor "${v.trim().slice(0, 30)}" não é dinheiro`);
  if (decPart.length > 2 && /[1-9]/.test(decPart.slice(2))) {
    // Fractions of a cent: round like the number cell would.
    const cents = Math.round(Number(`${intPart || "0"}.${decPart}`) * 100);
    return ok(negative ? -cents : cents);
  }
  const cents = Number(intPart || "0") * 100 + Number(`${decPart}00`.slice(0, 2));
  if (!Number.isSafeInteger(cents) || cents > 1e13) return bad("valor grande demais");
  return ok(negative && cents !== 0 ? -cents : cents);
}

/** Minutes or km: a number cell or "12", "12,5", "12.5". Blank is null. */
export function readDecimal(raw: unknown): Read<number | null> {
  const v = plainCell(raw);
  if (isBlank(v)) return ok(null);
  if (typeof v === "number") return Number.isFinite(v) ? ok(v) : bad("número inválido");
  if (typeof v !== "string") return bad("número inválido");
  const s = v.trim().replace(",", ".");
  const n = Number(s);
  return /^-?\d+(\.\d+)?$/.test(s) && Number.isFinite(n)
    ? ok(n)
    : bad(`"${v.trim().slice(0, 30)}" não é um número`);
}

export function readText(raw: unknown, max: number): string | null {
  const v = plainCell(raw);
  if (isBlank(v) || (typeof v === "object" && v !== null && !(v instanceof Date))) return null;
  const s = v instanceof Date ? v.toISOString() : String(v).trim();
  return s.slice(0, max);
}

/** A moment of an order: its instant (UTC) and its day in America/Sao_Paulo. */
export type OrderMoment = { placedAt: Date; localDate: string };

const pad = (n: number) => String(n).padStart(2, "0");
const offsetCache = new Map<string, number>();
const saoPauloParts = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Sao_Paulo",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Local time minus UTC in America/Sao_Paulo at an instant (−3 h since 2019, −2 h in old summers). */
function saoPauloOffsetAt(utcMs: number): number {
  const p = Object.fromEntries(saoPauloParts.formatToParts(new Date(utcMs)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/** The instant of a wall-clock time in America/Sao_Paulo (old summer times included). */
export function saoPauloWallToUtc(y: number, mo: number, d: number, h: number, mi: number, s: number): Date {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const key = `${y}-${mo}-${d}-${h}`;
  let offset = offsetCache.get(key);
  if (offset === undefined) {
    const first = saoPauloOffsetAt(wall + 3 * 3600_000);
    offset = saoPauloOffsetAt(wall - first);
    if (offsetCache.size > 50_000) offsetCache.clear();
    offsetCache.set(key, offset);
  }
  return new Date(wall - offset);
}

function moment(y: number, mo: number, d: number, h: number, mi: number, s: number): Read<OrderMoment> {
  const check = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (
    y < 2000 ||
    y > 2100 ||
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== mo - 1 ||
    check.getUTCDate() !== d ||
    h > 23 ||
    mi > 59 ||
    s > 59
  ) {
    return bad("data inválida");
  }
  return ok({ placedAt: saoPauloWallToUtc(y, mo, d, h, mi, s), localDate: `${y}-${pad(mo)}-${pad(d)}` });
}

/** Excel's serial day 25569 is 1970-01-01; the serial is a wall-clock time, here Brazil's. */
function fromSerial(serial: number): Read<OrderMoment> {
  if (!Number.isFinite(serial) || serial < 36526 || serial > 73051) return bad("data inválida");
  const wall = new Date(Math.round((serial - 25569) * 86400) * 1000);
  return moment(
    wall.getUTCFullYear(),
    wall.getUTCMonth() + 1,
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
  );
}

const BR_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The order's date and time: "dd/mm/aaaa hh:mm:ss" (the Portal; seconds and
 * time optional), "aaaa-mm-dd hh:mm", an Excel serial (a number cell), or a
 * real date cell (exceljs gives the wall-clock time as if it were UTC).
 * Wall-clock times are Brazil's (America/Sao_Paulo).
 */
export function readOrderMoment(raw: unknown): Read<OrderMoment> {
  const v = plainCell(raw);
  if (isBlank(v)) return bad("falta a data do pedido");
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return bad("data inválida");
    return moment(
      v.getUTCFullYear(),
      v.getUTCMonth() + 1,
      v.getUTCDate(),
      v.getUTCHours(),
      v.getUTCMinutes(),
      v.getUTCSeconds(),
    );
  }
  if (typeof v === "number") return fromSerial(v);
  if (typeof v !== "string") return bad("data inválida");
  const s = v.trim();
  const br = BR_DATE.exec(s);
  if (br)
    return moment(
      Number(br[3]),
      Number(br[2]),
      Number(br[1]),
      Number(br[4] ?? 0),
      Number(br[5] ?? 0),
      Number(br[6] ?? 0),
    );
  const iso = ISO_DATE.exec(s);
  if (iso)
    return moment(
      Number(iso[1]),
      Number(iso[2]),
      Number(iso[3]),
      Number(iso[4] ?? 0),
      Number(iso[5] ?? 0),
      Number(iso[6] ?? 0),
    );
  // A CSV of a spreadsheet that kept the serial as text.
  if (/^\d{5}(\.\d+)?$/.test(s)) return fromSerial(Number(s));
  return bad(`data "${s.slice(0, 30)}" não está como dd/mm/aaaa hh:mm:ss`);
}

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim();

const STATUS: Record<string, OrderStatus> = {
  concluido: "completed",
  entregue: "completed",
  completed: "completed",
  cancelado: "cancelled",
  cancelled: "cancelled",
  canceled: "cancelled",
  "cancelamento parcial": "partially_cancelled",
  "parcialmente cancelado": "partially_cancelled",
  partially_cancelled: "partially_cancelled",
  "partially cancelled": "partially_cancelled",
};

/** STATUS FINAL DO PEDIDO: CONCLUIDO, CANCELADO, CANCELAMENTO PARCIAL (blank: concluído). */
export function readStatus(raw: unknown): Read<OrderStatus> {
  const v = readText(raw, 60);
  if (v === null) return ok("completed");
  const status = STATUS[fold(v)] ?? STATUS[v.trim().toLowerCase()];
  return status
    ? ok(status)
    : bad(`status "${v.slice(0, 30)}" desconhecido (use CONCLUIDO, CANCELADO ou CANCELAMENTO PARCIAL)`);
}

const ORIGIN: Record<string, CancelOrigin> = {
  merchant: "store",
  loja: "store",
  cliente: "customer",
  customer: "customer",
  logistics: "logistics",
  logistica: "logistics",
};

/** ORIGEM DO CANCELAMENTO: MERCHANT / CLIENTE / LOGISTICS; anything else is "other"; blank null. */
export function readCancelOrigin(raw: unknown): CancelOrigin | null {
  const v = readText(raw, 60);
  if (v === null) return null;
  return ORIGIN[fold(v)] ?? "other";
}
