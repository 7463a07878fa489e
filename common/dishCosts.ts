import { floorPriceCents, receivedCents } from "./competitionBoard";

/*
 * Food cost in the weekly report (issue 27). The marketplace's order report
 * has no items per order, so the cost of what was sold is estimated from the
 * dishes whose cost the owner gave: their costs over their prices, applied to
 * the week's gross sales. The figure's definition says so.
 */

export type CostedDish = { id: number; name: string; priceCents: number; foodCostCents: number };

export type DishCostProfile = {
  /** The fee profile's commission + payment fee, in percent. */
  feePercent: number;
  /** The margin over the food cost the owner aims for (the calculator's and the price board's). */
  marginPercent: number;
  /** Dishes with both a price and a food cost. */
  dishes: CostedDish[];
};

/** Sum of the costs over sum of the prices of the costed dishes, in percent (one decimal); null without any. */
export function foodCostPercent(dishes: readonly CostedDish[]): number | null {
  const prices = dishes.reduce((s, d) => s + d.priceCents, 0);
  if (dishes.length === 0 || prices <= 0) return null;
  const costs = dishes.reduce((s, d) => s + d.foodCostCents, 0);
  return Math.round((costs * 1000) / prices) / 10;
}

/** Net received minus the estimated food cost of the week's gross sales; null when either is unknown. */
export function netAfterFoodCostCents(
  netCents: number | null,
  grossCents: number,
  costPercent: number | null,
): number | null {
  if (netCents == null || costPercent == null) return null;
  return Math.round(netCents - (grossCents * costPercent) / 100);
}

export type ThinDish = CostedDish & {
  leftCents: number;
  marginPercent: number;
  floorPriceCents: number;
};

/**
 * The costed dish furthest below the owner's target margin at its price after
 * the fees (what is left over the food cost, in percent of the cost); none
 * when every dish keeps the target.
 */
export function thinnestDish(profile: DishCostProfile): ThinDish | undefined {
  let worst: ThinDish | undefined;
  for (const dish of profile.dishes) {
    const floor = floorPriceCents(dish.foodCostCents, profile.marginPercent, profile.feePercent);
    if (floor == null || dish.priceCents >= floor) continue;
    const left = receivedCents(dish.priceCents, profile.feePercent) - dish.foodCostCents;
    const margin = Math.round((left * 100) / dish.foodCostCents);
    if (!worst || margin < worst.marginPercent)
      worst = { ...dish, leftCents: left, marginPercent: margin, floorPriceCents: floor };
  }
  return worst;
}
