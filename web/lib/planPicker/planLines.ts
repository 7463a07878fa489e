import { STARTER_REPORT_WEEKS } from "../../../common/constants";
import type { Plan, PlanFeatures } from "../../../common/plans";
import { SUPPORT_ANSWER_TIME } from "../../../common/support";

/*
 * Each line names what the plan really opens (issue 30): the reports'
 * limits are server/modules/reports/access.ts (advancedAnalytics: all
 * history, the comparison between stores, XLSX and the Monday email; else
 * the last 4 weeks, CSV), priority support is server/modules/contact (a Pro
 * account's message arrives marked priority).
 */
export const BASIC_ANALYTICS_LINE = `Relatório semanal de vendas das últimas ${STARTER_REPORT_WEEKS} semanas, em CSV`;
export const ADVANCED_ANALYTICS_LINE =
  "Análises avançadas: todo o histórico, comparação entre lojas, Excel e relatório semanal por email";
export const EMAIL_SUPPORT_LINE = `Suporte por email, resposta ${SUPPORT_ANSWER_TIME.everyone}`;
export const PRIORITY_SUPPORT_LINE = `Suporte prioritário, resposta ${SUPPORT_ANSWER_TIME.pro}`;

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
    ...(f.advancedAnalytics ? [ADVANCED_ANALYTICS_LINE] : f.basicAnalytics ? [BASIC_ANALYTICS_LINE] : []),
    ...(f.customerManagement ? ["Gestão de clientes"] : []),
    ...(f.teamCollaboration ? ["Colaboração em equipe"] : []),
    ...(f.customBranding ? ["Sua marca nos materiais"] : []),
    ...(f.apiAccess ? ["Acesso à API"] : []),
    ...(f.prioritySupport ? [PRIORITY_SUPPORT_LINE] : f.emailSupport ? [EMAIL_SUPPORT_LINE] : []),
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
