import type { Plan } from "../../../../common/plans";

/**
 * What a plan card lists (SPEC §2 Pricing): the store count (plural above
 * one), AI content generation, then what the plan's features switch on.
 */
export function planFeatureLines(plan: Pick<Plan, "features">): string[] {
  const f = plan.features;
  const stores = f.maxRestaurants > 1 ? `Até ${f.maxRestaurants} restaurantes` : "1 restaurante";
  return [
    stores,
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

/** SPEC §2: "Mais Popular" for type pro, "Ótimo Início" otherwise. */
export const planBadge = (plan: Pick<Plan, "type">): string =>
  plan.type === "pro" ? "Mais Popular" : "Ótimo Início";
