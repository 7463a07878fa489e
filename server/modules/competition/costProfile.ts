import { and, eq, isNotNull } from "drizzle-orm";
import { DEFAULT_COMPETITION_SETTINGS } from "../../../common/competition";
import type { DishCostProfile } from "../../../common/dishCosts";
import type { Db } from "../../db/open";
import { competitionSettings, dishes } from "../../db/schema";

/**
 * The owner's competition settings as the weekly report reads them: the
 * fee profile, target margin and the dishes whose price and food cost are
 * both known (the weekly report's "líquido menos custo dos pratos" and its
 * dish-margin action, issue 27).
 */
export async function dishCostProfile(db: Db, restaurantId: number): Promise<DishCostProfile> {
  const [[settings], priced] = await Promise.all([
    db.select().from(competitionSettings).where(eq(competitionSettings.restaurantId, restaurantId)),
    db
      .select({ id: dishes.id, name: dishes.name, price: dishes.price })
      .from(dishes)
      .where(and(eq(dishes.restaurantId, restaurantId), isNotNull(dishes.price))),
  ]);
  const s = settings ?? { ...DEFAULT_COMPETITION_SETTINGS, foodCosts: {} };
  const costs: Record<string, number> = s.foodCosts ?? {};
  return {
    feePercent: Math.round((s.commissionPercent + s.paymentPercent) * 100) / 100,
    marginPercent: s.marginPercent,
    dishes: priced.flatMap((d) => {
      const foodCostCents = costs[String(d.id)];
      const priceCents = Math.round(Number.parseFloat(d.price ?? "") * 100);
      return foodCostCents && foodCostCents > 0 && Number.isFinite(priceCents) && priceCents > 0
        ? [{ id: d.id, name: d.name, priceCents, foodCostCents }]
        : [];
    }),
  };
}
