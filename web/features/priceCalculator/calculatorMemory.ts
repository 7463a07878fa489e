import { MARGIN_MAX, MARGIN_MIN } from "../../../common/pricing";
import { z } from "../../../common/zod";
import type { PriceCalculatorInput } from "./priceCalculatorSchema";

/**
 * The calculator keeps what was typed across a reload (issue 30), per user
 * and in this browser only: nothing of it is the restaurant's data until the
 * owner saves a price to a dish. What is read back is checked, so an old or
 * edited entry falls back to the blank form instead of breaking it.
 */
const storedSchema = z.object({
  ingredients: z
    .array(z.object({ name: z.string().max(200), cost: z.string().max(40) }))
    .min(1)
    .max(60),
  marginPercent: z.number().min(MARGIN_MIN).max(MARGIN_MAX),
  packaging: z.string().max(40),
  presetId: z.string().max(40),
  commission: z.string().max(20),
  payment: z.string().max(20),
});

const keyOf = (userId: string) => `pratocheio:calculadora:${userId}`;

export function readCalculatorInput(userId: string | undefined): PriceCalculatorInput | null {
  if (userId === undefined) return null;
  try {
    const text = window.localStorage.getItem(keyOf(userId));
    if (!text) return null;
    const parsed = storedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    // Storage blocked (private mode) or not JSON: start blank.
    return null;
  }
}

export function keepCalculatorInput(userId: string | undefined, values: PriceCalculatorInput): void {
  if (userId === undefined) return;
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(values));
  } catch {
    // Full or blocked storage: the calculator still works, it just forgets.
  }
}
