import { describe, expect, it } from "vitest";
import {
  GENERATOR_BUSINESS_TYPES,
  generatedPromotionSchema,
  PROMOTION_GOALS_AND_OBJECTIVES,
} from "../../../../common/generators";
import type { RestaurantContext } from "../../engine";
import { promotionSetup } from "../../promotionSetup";
import { promotionProblems } from "../eval/promotionChecks";
import { englishWords, holes } from "../eval/textChecks";
import { createPromotion, GOAL_FAMILY } from "./createPromotion";
import { goesOut, promoPrice } from "./promotionMechanics";
import { createRng } from "./random";

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const restaurant: RestaurantContext = {
  name: "Cantina da Nona",
  type: "pizzaria",
  dishes: [
    { name: "Pizza de Calabresa", price: "49.90", sales: 42 },
    { name: "Pizza Margherita", price: "R$ 52,90", sales: 10 },
    { name: "Lasanha à Bolonhesa", price: "44.90" },
  ],
  metrics: { averageTicketCents: 7230 },
};

/** A promotion people can run: a sensible discount, a real period, text without holes. */
function expectSensible(p: ReturnType<typeof createPromotion>) {
  const all = [p.title, p.description, p.discount, p.period, p.promotion].join("\n");
  expect(generatedPromotionSchema.safeParse(p).success, all).toBe(true);
  for (const field of [p.title, p.description, p.period]) expect(holes(field), all).toEqual([]);
  expect(englishWords(all, ""), all).toEqual([]);
  for (const [, percent] of all.matchAll(/(\d+)%/g)) {
    expect(Number(percent), all).toBeGreaterThanOrEqual(5);
    expect(Number(percent), all).toBeLessThanOrEqual(50);
  }
  expect(p.discount, all).toMatch(/\d+%|R\$ \d+|Frete grátis|Leve 3, pague 2/);
  expect(p.period, all).toMatch(/dia|dias|semana|mês|meses|hoje|sexta|sábado|domingo|segunda|estoque|\d+h/i);
  // Coupon codes are typed on a phone keyboard: plain capitals and digits.
  for (const [code] of all.matchAll(/cupom ([^\s,.!]+)/g))
    expect(code.split(" ")[1], all).toMatch(/^[A-Z]+\d*$/);
}

describe("promotions", () => {
  it.each(PROMOTION_GOALS_AND_OBJECTIVES)("fits the goal %s for every business type", (goal) => {
    for (const businessType of [...GENERATOR_BUSINESS_TYPES, undefined]) {
      for (const seed of SEEDS) expectSensible(createPromotion({ goal, businessType }, createRng(seed)));
    }
  });

  it.each(PROMOTION_GOALS_AND_OBJECTIVES)("uses the restaurant's own data for %s", (goal) => {
    for (const seed of SEEDS) expectSensible(createPromotion({ goal }, createRng(seed), restaurant));
  });

  it("uses a mechanic that fits each goal", () => {
    const texts = (goal: (typeof PROMOTION_GOALS_AND_OBJECTIVES)[number]) =>
      SEEDS.map((s) => {
        const p = createPromotion({ goal, businessType: "hamburgueria" }, createRng(s));
        return `${p.title} ${p.description} ${p.period}`;
      }).join("\n");
    expect(texts("atrair-novos-clientes")).toMatch(/primeiro pedido/);
    expect(texts("attract-customers")).toMatch(/primeiro pedido/);
    expect(texts("fidelizar-clientes")).toMatch(/próximo pedido|a cada \d+ pedidos|segundo pedido/i);
    expect(texts("vendas-finais-de-semana")).toMatch(/sexta|sábado|domingo/i);
    expect(texts("weekend-boost")).toMatch(/sexta|sábado|domingo/i);
    expect(texts("aumentar-vendas")).toMatch(
      /2 hambúrgueres|acima de R\$|Combo|desconto das|de segunda a quarta/,
    );
    expect(texts("clear-stock")).toMatch(/estoque|até acabar/);
    expect(texts("promover-prato-especifico")).toMatch(/semana/);
    expect(Object.keys(GOAL_FAMILY).sort()).toEqual([...PROMOTION_GOALS_AND_OBJECTIVES].sort());
  });

  it("promotes the restaurant's best seller with its real price", () => {
    const all = SEEDS.map((s) =>
      createPromotion({ goal: "promover-prato-especifico" }, createRng(s), restaurant),
    );
    for (const one of all) expect(one.title).toContain("Pizza de Calabresa");
    // The dish of the week (the other mechanic is a plain special price) says why it is promoted.
    const p = all.find((one) => one.description.startsWith("Nesta semana")) as (typeof all)[number];
    expect(p.description).toMatch(/de R\$ 49,90 por R\$ \d{2},90/);
    // "a Pizza de Calabresa" is feminine: one of the champions, agreed.
    expect(p.description).toContain("É uma das campeãs de pedidos");
  });

  it("agrees the best seller's praise with its name", () => {
    const bestSeller = (name: string) =>
      SEEDS.map(
        (s) =>
          createPromotion({ goal: "promover-prato-especifico" }, createRng(s), {
            name: "X",
            dishes: [{ name, price: "39.90", sales: 30 }],
          }).description,
      ).join("\n");
    expect(bestSeller("X-Bacon")).toContain("É um dos campeões de pedidos");
    expect(bestSeller("Feijoada Completa")).toContain("É uma das campeãs de pedidos");
    expect(bestSeller("Pastéis de Queijo")).toContain("Estão entre os campeões de pedidos");
    expect(bestSeller("Yakimeshi")).toContain("Está entre os mais pedidos da casa");
  });

  it("says a promotion is valid in one way: 'Válida', never 'Válido'", () => {
    for (const goal of PROMOTION_GOALS_AND_OBJECTIVES) {
      for (const businessType of [...GENERATOR_BUSINESS_TYPES, undefined]) {
        for (const seed of SEEDS) {
          const p = createPromotion(
            { goal, businessType },
            createRng(seed),
            businessType ? undefined : restaurant,
          );
          const all = [p.title, p.description, p.period, p.promotion].join("\n");
          expect(all, all).not.toMatch(/Válido/);
          expect(all, all).not.toMatch(
            /o seu nova|a sua novo|um dos campeões de pedidos da casa.*\b(Pizza|Feijoada)/,
          );
        }
      }
    }
  });

  it("keeps end-of-day offers inside the business's hours", () => {
    for (const seed of SEEDS) {
      const p = createPromotion({ goal: "clear-stock", businessType: "acai" }, createRng(seed));
      expect(p.period, p.period).not.toMatch(/a partir das (2[0-3])h/);
    }
  });

  it("sets thresholds from the restaurant's average ticket", () => {
    const thresholds = SEEDS.flatMap((s) => {
      const p = createPromotion({ goal: "aumentar-vendas" }, createRng(s), restaurant);
      return [...p.description.matchAll(/acima de R\$ (\d+)/g)].map((m) => Number(m[1]));
    });
    for (const t of thresholds) expect(t).toBeGreaterThanOrEqual(72);
  });

  it("gives the landing demo a promotion and a one-line summary from the business type alone", () => {
    const p = createPromotion({ businessType: "acai" }, createRng(9));
    expectSensible(p);
    expect(p.promotion).toContain(p.title);
  });

  it("varies across seeds and repeats for the same seed", () => {
    const titles = new Set(
      SEEDS.map((s) => createPromotion({ goal: "aumentar-vendas" }, createRng(s)).title),
    );
    expect(titles.size).toBeGreaterThan(2);
    expect(createPromotion({ goal: "clear-stock" }, createRng(4))).toEqual(
      createPromotion({ goal: "clear-stock" }, createRng(4)),
    );
  });
});

describe("promotions that add up (issue 12)", () => {
  const salgaderia: RestaurantContext = {
    name: "Salgaderia da Vó",
    dishes: [
      { name: "Coxinhas (10 un)", price: "34.90", sales: 40 },
      { name: "Pastel de Carne", price: "9.00", sales: 2 },
    ],
  };

  it("chooses the price first, then states its real cut: R$ 34,90 → R$ 29,90 is 14 %", () => {
    expect(promoPrice(3490, 15)).toEqual({ promo: 2990, percent: 14 });
    expect(promoPrice(4990, 20)).toEqual({ promo: 3990, percent: 20 });
    // No price can give a sensible cut on a R$ 1,50 item.
    expect(promoPrice(150, 15)).toBeNull();
    for (const seed of SEEDS) {
      const p = createPromotion({ goal: "promover-prato-especifico" }, createRng(seed), salgaderia);
      expect(promotionProblems(p), JSON.stringify(p)).toEqual([]);
      if (p.description.includes("R$ 29,90")) expect(p.discount).toBe("14%");
    }
  });

  it("agrees the verb with plural and feminine dish names", () => {
    expect(goesOut("Coxinhas (10 un)")).toBe("saem");
    expect(goesOut("Pizza de Calabresa")).toBe("sai");
    const texts = SEEDS.flatMap((seed) =>
      (["promover-prato-especifico", "clear-stock"] as const).map(
        (goal) => createPromotion({ goal }, createRng(seed), salgaderia).description,
      ),
    ).join("\n");
    expect(texts).toContain("as Coxinhas (10 un) saem");
    expect(texts).not.toMatch(/Coxinhas (\(10 un\) )?sai\b/);
  });

  it("names the dish the owner chose, even when it is not the best seller", () => {
    for (const seed of SEEDS) {
      const p = createPromotion(
        { goal: "promover-prato-especifico", dish: { name: "pastel de carne", price: "9.00" } },
        createRng(seed),
        salgaderia,
      );
      expect(`${p.title} ${p.description}`).toContain("Pastel de Carne");
      expect(p.description).not.toContain("Coxinhas");
      expect(promotionProblems(p), JSON.stringify(p)).toEqual([]);
    }
  });

  it("keeps the text and the period on the same weeks ('Toda semana' never with 'nesta semana')", () => {
    for (const businessType of [...GENERATOR_BUSINESS_TYPES, undefined])
      for (const seed of SEEDS) {
        const p = createPromotion({ goal: "promover-prato-especifico", businessType }, createRng(seed));
        expect(promotionProblems(p), JSON.stringify(p)).toEqual([]);
      }
  });

  it("tells the owner to create the coupon the text hands out", () => {
    const p = createPromotion({ goal: "atrair-novos-clientes", businessType: "pizzaria" }, createRng(1));
    const codes = [...p.description.matchAll(/cupom ([A-Z0-9]+)/g)].map((m) => m[1]);
    const setup = promotionSetup(p);
    if (codes.length > 0) expect(setup).toMatch(new RegExp(`^Crie o cupom ${codes[0]} no app de delivery`));
    expect(
      promotionSetup({
        description: "Use o cupom SEXTOU15 e ganhe 15%.",
        discount: "15%",
        period: "Sexta a domingo",
      }),
    ).toBe("Crie o cupom SEXTOU15 no app de delivery antes de divulgar a promoção (15%, sexta a domingo).");
    expect(
      promotionSetup({
        description: "Frete grátis acima de R$ 60.",
        discount: "Frete grátis",
        period: "Hoje",
      }),
    ).toBeUndefined();
  });
});
