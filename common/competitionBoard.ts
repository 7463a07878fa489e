/**
 * The price board's arithmetic (issue 29), in integer cents: where our price
 * stands against the rivals', and what an order leaves us after the
 * marketplace's fees (the price calculator's fee profile) and the food cost.
 */

import { normalizeName } from "./competitionMatch";
import { formatBRL } from "./format";
import { feeAwarePrice } from "./pricing";

export type Position = "mais barato" | "na média" | "mais caro";

/** Within this share of the rivals' average a price is "na média". */
export const AVERAGE_BAND_PERCENT = 5;

/** What the marketplace keeps of a price: commission + payment fee, rounded to the cent. */
export const feesCents = (priceCents: number, feePercent: number): number =>
  Math.round((priceCents * feePercent) / 100);

/** What reaches us of a price after the fees. */
export const receivedCents = (priceCents: number, feePercent: number): number =>
  priceCents - feesCents(priceCents, feePercent);

/** What is left after fees and the food cost (null when the cost is not known). */
export const leftCents = (
  priceCents: number,
  feePercent: number,
  foodCostCents: number | null,
): number | null => (foodCostCents === null ? null : receivedCents(priceCents, feePercent) - foodCostCents);

/** Our price against the average of the rivals' (null without rivals). */
export function positionOf(ourCents: number, rivalCents: readonly number[]): Position | null {
  if (rivalCents.length === 0) return null;
  const average = rivalCents.reduce((s, c) => s + c, 0) / rivalCents.length;
  const band = (average * AVERAGE_BAND_PERCENT) / 100;
  if (ourCents < average - band) return "mais barato";
  if (ourCents > average + band) return "mais caro";
  return "na média";
}

/** Our price minus theirs, in cents and in percent of theirs (one decimal). */
export function gapOf(ourCents: number, theirCents: number): { cents: number; percent: number } {
  const cents = ourCents - theirCents;
  return { cents, percent: theirCents > 0 ? Math.round((cents / theirCents) * 1000) / 10 : 0 };
}

/**
 * The lowest price that still leaves the owner's margin over the food cost
 * after the fees (the calculator's fee-aware price); null without a cost.
 */
export function floorPriceCents(
  foodCostCents: number | null,
  marginPercent: number,
  feePercent: number,
): number | null {
  if (foodCostCents === null || foodCostCents <= 0) return null;
  return (
    feeAwarePrice({ costCents: foodCostCents, packagingCents: 0, marginPercent, feePercent })?.priceCents ??
    null
  );
}

const UNITS = [
  "pizza",
  "hamburguer",
  "burger",
  "lanche",
  "pastel",
  "esfiha",
  "marmita",
  "porcao",
  "prato",
  "combo",
  "acai",
  "sushi",
  "temaki",
  "poke",
  "salada",
  "sanduiche",
  "taco",
  "crepe",
  "coxinha",
];

/** "por pizza" for a pizza, "por pedido" when the dish's name names no unit. */
export function perUnit(dishName: string): string {
  const first = normalizeName(dishName).split(" ")[0] ?? "";
  const unit = UNITS.find((u) => first === u || first === `${u}s`);
  return unit ? `por ${dishName.trim().split(/\s+/)[0]!.toLocaleLowerCase("pt-BR")}` : "por pedido";
}

const brl = (cents: number) => formatBRL(cents / 100);

/** "Se cobrar R$ 29,90 como a Pizzaria X, você recebe R$ 21,40 e sobra R$ 6,10 por pizza." */
export function atTheirPriceSentence(input: {
  rivalName: string;
  theirCents: number;
  feePercent: number;
  foodCostCents: number | null;
  dishName: string;
}): string {
  const received = receivedCents(input.theirCents, input.feePercent);
  const left = leftCents(input.theirCents, input.feePercent, input.foodCostCents);
  const head = `Se cobrar ${brl(input.theirCents)} como ${input.rivalName}, você recebe ${brl(received)}`;
  if (left === null) return `${head} ${perUnit(input.dishName)}.`;
  return left >= 0
    ? `${head} e sobra ${brl(left)} ${perUnit(input.dishName)}.`
    : `${head} e perde ${brl(-left)} ${perUnit(input.dishName)}.`;
}
