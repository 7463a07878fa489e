import { parseMoneyToCents } from "../../../../common/pricing";

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** "R$ 42,90" with a plain space, so the text pastes the same everywhere. */
export function formatBrl(cents: number): string {
  return brl.format(cents / 100).replace(/\s/g, " ");
}

/** Whole reais for prose: "R$ 60". */
export function formatBrlWhole(cents: number): string {
  return `R$ ${Math.round(cents / 100).toLocaleString("pt-BR")}`;
}

/** Delivery menus price at ",90": 42,37 → 41,90; never below R$ 4,90. */
export function charmPrice(cents: number): number {
  return Math.max(490, Math.round(cents / 100) * 100 - 10);
}

/** A dish price as stored ("29.90") or typed ("R$ 29,90"); null when absent or not money. */
export function priceToCents(price: string | null | undefined): number | null {
  if (!price) return null;
  const cents = parseMoneyToCents(price.trim());
  return cents !== null && cents > 0 ? cents : null;
}

/** Rounds up to a multiple of 5 reais, for thresholds like "pedidos acima de R$ 60". */
export function roundUpToFive(cents: number): number {
  return Math.ceil(cents / 500) * 500;
}
