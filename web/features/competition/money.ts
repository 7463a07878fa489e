import { formatBRL } from "../../../common/format";
import { parseMoneyToCents } from "../../../common/pricing";

/** R$ 29,90 from integer cents. */
export const brl = (cents: number): string => formatBRL(cents / 100);
/** "29,90" for an input's value. */
export const centsToInput = (cents: number): string => (cents / 100).toFixed(2).replace(".", ",");
/** What the owner typed as money, in cents; null when it is not money. */
export const inputToCents = (text: string): number | null => parseMoneyToCents(text.trim());
/** "+16,7%" / "−14,3%" */
export const percentText = (value: number): string =>
  `${value > 0 ? "+" : value < 0 ? "−" : ""}${Math.abs(value).toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`;
