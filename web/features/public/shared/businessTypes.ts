import type {
  MENU_RESTAURANT_TYPES,
  PROMOTION_BUSINESS_TYPES,
  PromotionObjective,
} from "../../../../common/constants";

/** How people read the generators' option values (SPEC §9) on the public pages. */
export const BUSINESS_TYPE_LABELS: Record<(typeof PROMOTION_BUSINESS_TYPES)[number], string> = {
  pizzaria: "Pizzaria",
  hamburgueria: "Hamburgueria",
  marmitex: "Marmitex",
  lanches: "Lanches",
  acai: "Açaí",
  japonesa: "Japonesa",
  italiana: "Italiana",
  brasileira: "Brasileira",
};

export const MENU_TYPE_LABELS: Record<(typeof MENU_RESTAURANT_TYPES)[number], string> = {
  pizzaria: "Pizzaria",
  hamburgueria: "Hamburgueria",
  marmitex: "Marmitex",
  italiana: "Italiana",
  japonesa: "Japonesa",
  brasileira: "Brasileira",
  mexicana: "Mexicana",
  vegetariana: "Vegetariana",
};

export const OBJECTIVE_LABELS: Record<PromotionObjective, string> = {
  "increase-sales": "Aumentar as vendas",
  "clear-stock": "Girar o estoque parado",
  "attract-customers": "Atrair novos clientes",
  "compete-prices": "Competir em preço",
  "weekend-boost": "Turbinar o fim de semana",
};
