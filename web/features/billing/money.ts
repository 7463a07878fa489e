/**
 * Money of a charge, from integer cents and the charge's currency, the way
 * pt-BR reads it: "US$ 39", "US$ 19,90", "R$ 0". Whole amounts drop the cents
 * (the SPEC's prices are whole dollars). Intl writes it, never our hands (BRAND).
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

/** "22/11" — the day and month a trial ends or a charge comes (issue 17's "DD/MM"). */
export function formatDayMonth(value: Date | string): string {
  return new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit" }).format(new Date(value));
}
