/** pt-BR formatting (BRAND.md): always Intl, never by hand. */
const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
// pt-BR's USD currency style writes "US$ 19"; the SPEC shows "$19", so the symbol is ours and the number Intl's.
const usdAmount = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2, minimumFractionDigits: 0 });
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
/** $19 — plan prices stay in USD (SPEC §2), from integer cents. */
export const formatUsdFromCents = (cents: number): string => `$${usdAmount.format(cents / 100)}`;
/** 22/11/2026 14:05 */
export const formatDateTime = (value: Date | string): string => dateTime.format(new Date(value));
/** 22/11/2026 */
export const formatDate = (value: Date | string): string => date.format(new Date(value));
