import type { Plan, PlanFeatures } from "../../../common/plans";

/** The store count, plural above one (SPEC §2 Pricing). */
const storeCount = (f: Pick<PlanFeatures, "maxRestaurants">): string =>
  f.maxRestaurants > 1 ? `Até ${f.maxRestaurants} restaurantes` : "1 restaurante";

/**
 * What a plan card lists (SPEC §2 Pricing): the store count (plural above
 * one), AI content generation, then what the plan's features switch on.
 */
export function planFeatureLines(plan: Pick<Plan, "features">): string[] {
  const f = plan.features;
  return [
    storeCount(f),
    "Geração de conteúdo com IA",
    ...(f.advancedAnalytics
      ? ["Análises avançadas de vendas"]
      : f.basicAnalytics
        ? ["Análises de vendas"]
        : []),
    ...(f.customerManagement ? ["Gestão de clientes"] : []),
    ...(f.teamCollaboration ? ["Colaboração em equipe"] : []),
    ...(f.customBranding ? ["Sua marca nos materiais"] : []),
    ...(f.apiAccess ? ["Acesso à API"] : []),
    ...(f.prioritySupport ? ["Suporte prioritário"] : f.emailSupport ? ["Suporte por email"] : []),
  ];
}

/**
 * One line on what a plan gives, under a radio card (the pricing page has the
 * full list). `register` is the compact sign-up card's wording; `checkout`
 * (trial, checkout, reactivation) names the AI content and the team.
 */
export function planSummary(
  plan: Pick<Plan, "features">,
  wording: "register" | "checkout" = "checkout",
): string {
  const f = plan.features;
  const extras =
    wording === "register"
      ? [...(f.teamCollaboration ? ["equipe"] : []), ...(f.prioritySupport ? ["suporte prioritário"] : [])]
      : ["conteúdo com IA", ...(f.teamCollaboration ? ["colaboração em equipe"] : [])];
  return [storeCount(f), ...extras].join(", ");
}

/** SPEC §2: "Mais Popular" for type pro, "Ótimo Início" otherwise. */
export const planBadge = (plan: Pick<Plan, "type">): string =>
  plan.type === "pro" ? "Mais Popular" : "Ótimo Início";
