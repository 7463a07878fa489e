import { formatBRL } from "../../lib/format";

/** Money arrives from the API in integer cents. */
export const formatCents = (cents: number): string => formatBRL(cents / 100);

const compactBrl = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  notation: "compact",
  maximumFractionDigits: 1,
});
/** "R$ 1,2 mil": short labels for the chart. */
export const formatCentsCompact = (cents: number): string => compactBrl.format(cents / 100);

const integer = new Intl.NumberFormat("pt-BR");
/** 1.247 */
export const formatCount = (n: number): string => integer.format(n);

const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 });
/** 23,5% from 23.5 */
export const formatPercent = (value: number): string => percent.format(value / 100);

const decimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
/** 4,5 */
export const formatDecimal = (n: number): string => decimal.format(n);

// A calendar day (AAAA-MM-DD) has no time zone: format it as UTC so Brazil's
// UTC−3 does not move it to the day before.
const dayMonth = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", timeZone: "UTC" });
const fullDay = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "UTC",
});
const weekday = new Intl.DateTimeFormat("pt-BR", { weekday: "short", timeZone: "UTC" });

/** "23/11" */
export const formatDayMonth = (isoDate: string): string => dayMonth.format(new Date(`${isoDate}T00:00:00Z`));
/** "23/11/2026" */
export const formatDay = (isoDate: string): string => fullDay.format(new Date(`${isoDate}T00:00:00Z`));
/** "seg." */
export const formatWeekday = (isoDate: string): string => weekday.format(new Date(`${isoDate}T00:00:00Z`));

/** Cents as the owner types money back into a form: 123456 → "1234,56". */
export const centsToInput = (cents: number): string => (cents / 100).toFixed(2).replace(".", ",");
