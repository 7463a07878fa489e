import type { PromotionGoalOrObjective } from "../../../../common/generators";
import type { CreatePromotionInput, RestaurantContext } from "../../engine";
import { DEFAULT_PROFILE, findProfile } from "../data/businessProfiles";
import { priceToCents } from "./money";
import {
  MECHANICS,
  type PromotionContext,
  type PromotionDraft,
  type PromotionFamily,
} from "./promotionMechanics";
import type { Rng } from "./random";
import { displayName } from "./text";

/** Dashboard goals and Resources objectives, by what the promotion must achieve (SPEC §9). */
export const GOAL_FAMILY: Record<PromotionGoalOrObjective, PromotionFamily> = {
  "aumentar-vendas": "sales",
  "increase-sales": "sales",
  "atrair-novos-clientes": "attract",
  "attract-customers": "attract",
  "fidelizar-clientes": "loyalty",
  "promover-prato-especifico": "dish",
  "vendas-finais-de-semana": "weekend",
  "weekend-boost": "weekend",
  "clear-stock": "stock",
  "compete-prices": "price",
};

/** Without a goal (the landing demo) any of these makes a good first impression. */
const DEMO_FAMILIES: readonly PromotionFamily[] = ["sales", "attract", "weekend", "dish"];

export type Promotion = PromotionDraft & { promotion: string };

export function createPromotion(
  input: CreatePromotionInput,
  rng: Rng,
  restaurant?: RestaurantContext,
): Promotion {
  const profile = findProfile(input.businessType) ?? findProfile(restaurant?.type) ?? DEFAULT_PROFILE;
  const dishes = (restaurant?.dishes ?? [])
    .map((d) => ({ name: displayName(d.name), priceCents: priceToCents(d.price) ?? 0, sales: d.sales ?? 0 }))
    .filter((d) => d.priceCents > 0 && d.name.length > 0)
    .sort((a, b) => b.sales - a.sales);
  const chosen = input.dish
    ? { name: displayName(input.dish.name), priceCents: priceToCents(input.dish.price) ?? 0 }
    : undefined;
  const context: PromotionContext = {
    profile,
    rng,
    dishes,
    chosen: chosen && chosen.name.length > 0 ? chosen : undefined,
    ticketCents:
      restaurant?.metrics?.averageTicketCents && restaurant.metrics.averageTicketCents > 0
        ? restaurant.metrics.averageTicketCents
        : profile.ticketCents,
    lunch: profile.peak.startsWith("das 11h"),
  };
  const family = input.goal ? GOAL_FAMILY[input.goal] : rng.pick(DEMO_FAMILIES);
  const drafts = rng
    .shuffle(MECHANICS[family])
    .map((mechanic) => mechanic(context))
    .filter((d): d is PromotionDraft => d !== null);
  // Every family has at least one mechanic that needs no restaurant data.
  const draft = drafts[0] as PromotionDraft;
  const full = `${profile.emoji} ${draft.title}! ${draft.description}`;
  return {
    ...draft,
    promotion: full.length <= 220 ? full : `${profile.emoji} ${draft.title}! ${draft.period}.`,
  };
}
