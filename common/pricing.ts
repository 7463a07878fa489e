/**
 * The price calculator's formulas (SPEC §5/§9), in integer cents so that
 * R$ amounts never drift by floating-point error.
 */

export const MARGIN_MIN = 10;
export const MARGIN_MAX = 300;
export const MARGIN_DEFAULT = 60;

export type Ingredient = { name: string; costCents: number };

export function totalCostCents(ingredients: readonly Ingredient[]): number {
  return ingredients.reduce((sum, i) => sum + i.costCents, 0);
}

/** SPEC: suggested price = cost + cost × margin percent. */
export function suggestPriceCents(costCents: number, marginPercent: number): number {
  return Math.round(costCents + (costCents * marginPercent) / 100);
}

export type FeeAwarePrice = {
  /** What the customer pays on the app. */
  priceCents: number;
  /** What the marketplace keeps (commission + payment fee). */
  feesCents: number;
  /** What is left after fees, ingredients and packaging. */
  netProfitCents: number;
  /** Ingredients + packaging. */
  costCents: number;
};

/**
 * The price that still leaves the chosen margin after the marketplace's fees:
 * price = (cost + packaging) × (1 + margin) ÷ (1 − fees).
 * Fees of 100 % or more can never leave a profit: null.
 */
export function feeAwarePrice(input: {
  costCents: number;
  packagingCents: number;
  marginPercent: number;
  feePercent: number;
}): FeeAwarePrice | null {
  const fee = input.feePercent / 100;
  if (fee >= 1 || fee < 0) return null;
  const costCents = input.costCents + input.packagingCents;
  const priceCents = Math.round((costCents * (1 + input.marginPercent / 100)) / (1 - fee));
  const feesCents = Math.round(priceCents * fee);
  return { priceCents, feesCents, netProfitCents: priceCents - feesCents - costCents, costCents };
}

/** Parses what people type as money: "29,90", "29.90", "R$ 1.234,56", "1234.5". Null when it is not money. */
export function parseMoneyToCents(text: string): number | null {
  const clean = text.replace(/R\$\s?/i, "").replace(/\s/g, "");
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(clean)) return null;
  let normalized = clean;
  if (/,\d{1,2}$/.test(clean)) normalized = clean.replace(/\./g, "").replace(",", ".");
  else if (/^\d{1,3}(\.\d{3})+$/.test(clean)) normalized = clean.replace(/\./g, "");
  const value = Math.round(Number.parseFloat(normalized) * 100);
  return Number.isFinite(value) ? value : null;
}
