import { describe, expect, it } from "vitest";
import { SEEDED_PLANS } from "../../../common/plans";
import { planBadge, planFeatureLines, planSummary } from "./planLines";

const [starter, pro] = SEEDED_PLANS as [(typeof SEEDED_PLANS)[0], (typeof SEEDED_PLANS)[0]];

describe("plan cards", () => {
  it("list the seeded Starter plan: one store, AI, analytics, email support", () => {
    expect(planFeatureLines(starter)).toEqual([
      "1 restaurante",
      "Geração de conteúdo com IA",
      "Relatório semanal de vendas das últimas 4 semanas, em CSV",
      "Suporte por email, resposta em até 24 horas",
    ]);
  });

  it("list the seeded Pro plan with the plural, customer management and priority support", () => {
    expect(planFeatureLines(pro)).toEqual([
      "Até 5 restaurantes",
      "Geração de conteúdo com IA",
      "Análises avançadas: todo o histórico, comparação entre lojas, Excel e relatório semanal por email",
      "Gestão de clientes",
      "Colaboração em equipe",
      "Suporte prioritário, resposta em até 4 horas úteis",
    ]);
  });

  it("leave out what a plan does not have", () => {
    const bare = {
      features: { ...starter.features, basicAnalytics: false, emailSupport: false, maxRestaurants: 2 },
    };
    expect(planFeatureLines(bare)).toEqual(["Até 2 restaurantes", "Geração de conteúdo com IA"]);
  });

  it("badge pro plans as the popular one", () => {
    expect(planBadge({ type: "pro" })).toBe("Mais Popular");
    expect(planBadge({ type: "starter" })).toBe("Ótimo Início");
  });
});

it("sums a plan up with its store count", () => {
  const features = { maxRestaurants: 5, teamCollaboration: true } as const;
  expect(planSummary({ features: { ...featuresOff, ...features } })).toBe(
    "Até 5 restaurantes, conteúdo com IA, colaboração em equipe",
  );
  expect(planSummary({ features: featuresOff })).toBe("1 restaurante, conteúdo com IA");
});

it("sums a plan up in /register's compact wording: the store count, the team, the priority support", () => {
  expect(planSummary(pro, "register")).toBe("Até 5 restaurantes, equipe, suporte prioritário");
  expect(planSummary(starter, "register")).toBe("1 restaurante");
});

const featuresOff = {
  maxRestaurants: 1,
  basicAnalytics: true,
  advancedAnalytics: false,
  customerManagement: false,
  prioritySupport: false,
  teamCollaboration: false,
  customBranding: false,
  apiAccess: false,
  emailSupport: true,
};
