/** pt-BR formatting (BRAND.md): always Intl, never by hand; the one place that builds the formatters. */
const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
const dateTime = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});
const date = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric" });

/** R$ 1.234,56 */
export const formatBRL = (reais: number): string => brl.format(reais);
/** 22/11/2026 14:05 */
export const formatDateTime = (value: Date | string): string => dateTime.format(new Date(value));
/** 22/11/2026 */
export const formatDate = (value: Date | string): string => date.format(new Date(value));

const dayAndMonthName = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long" });
/** "3 de dezembro": an instant's day in words (a trial's first charge on the dashboard). */
export const formatDayMonthName = (value: Date | string): string => dayAndMonthName.format(new Date(value));

const shortDate = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit" });
/**
 * "22/11": the day and month of an instant (a trial's end, a charge's date) in
 * the reader's time zone, issue 17's "DD/MM". For a calendar day (AAAA-MM-DD)
 * use formatDayMonth.
 */
export const formatShortDate = (value: Date | string): string => shortDate.format(new Date(value));

/**
 * Money of a charge, from integer cents and the charge's currency, the way
 * pt-BR reads it: "US$ 39", "US$ 19,90", "R$ 0". Whole amounts drop the cents
 * (the SPEC's prices are whole dollars). Built per call: the currency comes
 * with the charge.
 */
export function formatMoney(cents: number, currency: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat("pt-BR", {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/**
 * THE way a plan price or any amount in USD is written (issue 30): "US$ 19",
 * "US$ 13,33", pt-BR's own currency style with a no-break space, so "US$"
 * never ends a line apart from its number. Plans are priced in USD (SPEC §9);
 * the landing, pricing, checkout, trial, account, admin and mails all write
 * it through here. Amounts in reais (dishes, sales) stay formatCents/formatBRL.
 */
export const formatUsdFromCents = (cents: number): string => formatMoney(cents, "USD");

/** "US$ 19/mês": a plan's monthly price in running text. */
export const formatPlanPrice = (cents: number): string => `${formatUsdFromCents(cents)}/mês`;

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

const grade = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 2 });
/** A review grade against a target: 4,67 stays 4,67 (not 4,7, which would read as the Super's target met). */
export const formatGrade = (n: number): string => grade.format(n);

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
