import {
  MENU_RESTAURANT_TYPES,
  PROMOTION_BUSINESS_TYPES,
  PROMOTION_GOALS,
  PROMOTION_OBJECTIVES,
} from "../../../common/constants";
import type { GenerationKind, PromotionGoalOrObjective } from "../../../common/generators";
import { CATEGORY_LABELS } from "../../../common/restaurantCategories";

/** Portuguese names of the promotion goals (dashboard) and objectives (Resources) of SPEC §9. */
export const GOAL_LABELS: Record<PromotionGoalOrObjective, string> = {
  "aumentar-vendas": "Aumentar as vendas",
  "atrair-novos-clientes": "Atrair novos clientes",
  "fidelizar-clientes": "Fidelizar clientes",
  "promover-prato-especifico": "Promover um prato específico",
  "vendas-finais-de-semana": "Vender mais nos fins de semana",
  "increase-sales": "Aumentar as vendas",
  "clear-stock": "Girar o estoque parado",
  "attract-customers": "Atrair novos clientes",
  "compete-prices": "Competir em preço",
  "weekend-boost": "Turbinar o fim de semana",
};

export type Option = { value: string; label: string };

export const DASHBOARD_GOAL_OPTIONS: Option[] = PROMOTION_GOALS.map((value) => ({
  value,
  label: GOAL_LABELS[value],
}));

/** Resources asks for one of SPEC §9's objectives instead of a dashboard goal. */
export const OBJECTIVE_OPTIONS: Option[] = PROMOTION_OBJECTIVES.map((value) => ({
  value,
  label: GOAL_LABELS[value],
}));

/**
 * Every type the menu generator accepts: the restaurant categories (their
 * names live in common/) plus SPEC §9's menu and business types outside them.
 */
const TYPE_LABELS: Record<string, string> = {
  ...CATEGORY_LABELS,
  brasileira: "Brasileira",
  lanches: "Lanches",
};

export function typeLabel(type: string): string {
  return TYPE_LABELS[type] ?? type;
}

/** The public pages' "Tipo de negócio" (SPEC §9's promotion business types). */
export const BUSINESS_TYPE_OPTIONS: Option[] = PROMOTION_BUSINESS_TYPES.map((value) => ({
  value,
  label: typeLabel(value),
}));

/** Resources' menu types (SPEC §9), with no restaurant of the visitor's own to mark. */
export const MENU_TYPE_OPTIONS: Option[] = MENU_RESTAURANT_TYPES.map((value) => ({
  value,
  label: typeLabel(value),
}));

/**
 * SPEC §9's menu types, plus the restaurant's own category when it is not one
 * of them; the owner's own type is marked, so they can always go back to it.
 */
export function menuTypeOptions(ownType: string): Option[] {
  const values: string[] = [...MENU_RESTAURANT_TYPES];
  if (ownType && !values.includes(ownType)) values.unshift(ownType);
  return values.map((value) => ({
    value,
    label: value === ownType ? `${typeLabel(value)} (seu restaurante)` : typeLabel(value),
  }));
}

export function goalLabel(goal: string): string {
  return (GOAL_LABELS as Record<string, string>)[goal] ?? goal;
}

export const KIND_LABELS: Record<GenerationKind, string> = {
  content: "Conteúdo",
  promotion: "Promoção",
  menu: "Cardápio",
  response: "Resposta",
};

/** SPEC §8: the dashboard's toasts for each generator. */
export const GENERATOR_TOASTS: Record<GenerationKind, { success: string; failure: string }> = {
  content: { success: "Conteúdo gerado!", failure: "Não foi possível gerar o conteúdo" },
  menu: { success: "Cardápio gerado!", failure: "Não foi possível gerar o cardápio" },
  promotion: { success: "Promoção gerada!", failure: "Não foi possível gerar a promoção" },
  response: { success: "Resposta gerada!", failure: "Não foi possível gerar a resposta" },
};

export const COPIED = { title: "Copiado!" } as const;
export const PROMOTION_COPIED = {
  title: "Promoção copiada!",
  description: "Cole no seu app de delivery",
} as const;
