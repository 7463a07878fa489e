/** Business constants of SPEC §9, shared by pages and server. */

export const TRIAL_DAYS = 7;
/** The plan a sign-up gets when it names none: Starter (SPEC §9, "default 3"). */
export const DEFAULT_PLAN_ID = 3;
export const REFUND_GUARANTEE_DAYS = 30;
/**
 * How many weeks of the report Starter sees: the current week and the three
 * before it (issue 27). Here, zod-free, so /pricing's plan lines can say it
 * without loading zod (common/reports re-exports it).
 */
export const STARTER_REPORT_WEEKS = 4;
export const ADMIN_PAGE_SIZE = 20;

export const LIMITS = {
  planName: 50,
  email: 255,
  personName: 100,
  /** Signing in (SPEC §5); a NEW password follows common/passwordRule (8). */
  passwordMin: 6,
  passwordMax: 128,
} as const;

export const RESTAURANT_CATEGORIES = [
  "pizzaria",
  "hamburgueria",
  "marmitex",
  "japonesa",
  "italiana",
  "mexicana",
  "churrasqueira",
  "lanchonete",
  "sorveteria",
  "acai",
  "cafe",
  "padaria",
  "doces",
  "saudavel",
  "vegetariana",
  "outro",
] as const;
export type RestaurantCategory = (typeof RESTAURANT_CATEGORIES)[number];

/** Promotion goals of the dashboard. */
export const PROMOTION_GOALS = [
  "aumentar-vendas",
  "atrair-novos-clientes",
  "fidelizar-clientes",
  "promover-prato-especifico",
  "vendas-finais-de-semana",
] as const;
export type PromotionGoal = (typeof PROMOTION_GOALS)[number];

/** Promotion objectives of the Resources page. */
export const PROMOTION_OBJECTIVES = [
  "increase-sales",
  "clear-stock",
  "attract-customers",
  "compete-prices",
  "weekend-boost",
] as const;
export type PromotionObjective = (typeof PROMOTION_OBJECTIVES)[number];

export const PROMOTION_BUSINESS_TYPES = [
  "pizzaria",
  "hamburgueria",
  "marmitex",
  "lanches",
  "acai",
  "japonesa",
  "italiana",
  "brasileira",
] as const;

export const MENU_RESTAURANT_TYPES = [
  "pizzaria",
  "hamburgueria",
  "marmitex",
  "italiana",
  "japonesa",
  "brasileira",
  "mexicana",
  "vegetariana",
] as const;
export type MenuRestaurantType = (typeof MENU_RESTAURANT_TYPES)[number];

export const CONTACT_SUBJECTS = [
  "duvidas-gerais",
  "demonstracao",
  "planos-precos",
  "suporte-tecnico",
  "integracao",
  "parcerias",
  "feedback",
] as const;

export const CONTACT_BUSINESS_TYPES = [
  "pizzaria",
  "restaurante-tradicional",
  "cafeteria",
  "hamburgeria",
  "sorveteria",
  "marmitex",
  "padaria",
  "lanchonete",
  "outro",
] as const;

export const CUSTOMER_DEFAULT_CATEGORY = "Novo";
export const TEAM_MEMBER_DEFAULT_ROLE = "member";
export const DEFAULT_STATUS_PENDING = "pending";

/** Data fetching defaults (SPEC §9). */
export const QUERY_DEFAULTS = {
  staleTimeMs: 30_000,
  retries: 2,
  retryDelayMs: 1_000,
  mutationRetries: 1,
} as const;

/** Notifications (SPEC §9). */
export const TOAST = {
  limit: 1,
  durationMs: 5_000,
  swipeThresholdPx: 50,
  hotkey: "F8",
} as const;
