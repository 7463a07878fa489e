import { PROMOTION_GOALS_AND_OBJECTIVES } from "../../../../common/generators";
import type { RestaurantContext } from "../../engine";
import { promotionSetup } from "../../promotionSetup";
import { createPromotion } from "../engine/createPromotion";
import { createRng } from "../engine/random";
import { displayName } from "../engine/text";
import { promotionProblems } from "./promotionChecks";

/**
 * The promotion part of `npm run eval:content`: every goal for restaurants
 * whose dishes are plural, feminine, priced at ",90", ",00" or ",50", with
 * and without sales, with and without a dish chosen by the owner. A test oracle.
 */
export const EVAL_RESTAURANTS: readonly RestaurantContext[] = [
  {
    name: "Salgaderia da Vó",
    type: "lanches",
    dishes: [
      { name: "Coxinhas (10 un)", price: "34.90", sales: 40 },
      { name: "Pastel de Carne", price: "9.00", sales: 12 },
      { name: "Esfihas Abertas", price: "29.50" },
    ],
  },
  {
    name: "Forno a Lenha",
    type: "pizzaria",
    dishes: [
      { name: "Pizza G meia calabresa meia portuguesa", price: "59.90" },
      { name: "Pizza de Calabresa", price: "49.90" },
      { name: "Calzones de Frango", price: "38.00" },
    ],
  },
  {
    name: "Brasa Burger",
    type: "hamburgueria",
    dishes: [
      { name: "X-Bacon", price: "27.90", sales: 3 },
      { name: "Batatas Rústicas", price: "19.90", sales: 30 },
      { name: "Combo 2 X-Bacon + fritas + refri 2L", price: "69.90" },
    ],
  },
  {
    name: "Açaí do Porto",
    type: "acai",
    dishes: [
      { name: "Açaí 500 ml", price: "22.00", sales: 50 },
      { name: "Barcas de Açaí", price: "45.00" },
    ],
  },
  {
    name: "Cozinha da Ana",
    type: "marmitex",
    dishes: [
      { name: "Marmita de Frango Grelhado", price: "18.90", sales: 80 },
      { name: "Feijoada Completa", price: "32.90" },
    ],
  },
  {
    name: "Kenji Sushi",
    type: "japonesa",
    dishes: [
      { name: "Temakis de Salmão", price: "38.90" },
      { name: "Combinado 20 peças", price: "54.90", sales: 9 },
    ],
  },
];

export type PromotionFigures = {
  promotions: number;
  /** Promotions stating a promotional price, and of those how many show its real percentage. */
  priced: number;
  truePercent: number;
  /** Promotions with any problem (percentage, agreement, period, coupon, chosen dish). */
  withProblems: number;
  samples: { input: string; text: string; problems: string[] }[];
};

const SEEDS = [1, 2, 3, 4, 5, 6];

export function promotionFigures(): PromotionFigures {
  let promotions = 0;
  let priced = 0;
  let truePercent = 0;
  let withProblems = 0;
  const samples: PromotionFigures["samples"] = [];
  const settings: { restaurant?: RestaurantContext; dish?: string }[] = [{}];
  for (const restaurant of EVAL_RESTAURANTS) {
    settings.push({ restaurant });
    for (const d of restaurant.dishes ?? []) settings.push({ restaurant, dish: d.name });
  }
  for (const goal of PROMOTION_GOALS_AND_OBJECTIVES) {
    for (const { restaurant, dish } of settings) {
      // The owner picks a dish only for "promover prato específico".
      if (dish && goal !== "promover-prato-especifico") continue;
      for (const seed of SEEDS) {
        const chosen = restaurant?.dishes?.find((d) => d.name === dish);
        const p = createPromotion({ goal, dish: chosen }, createRng(seed), restaurant);
        const setup = promotionSetup(p);
        const problems = promotionProblems(
          { ...p, setup },
          chosen ? { chosenDish: displayName(chosen.name) } : {},
        );
        promotions++;
        if (/\bde R\$ [\d.,]+ por R\$|sairiam por/.test(p.description)) {
          priced++;
          if (!problems.some((x) => x.startsWith("percentual"))) truePercent++;
        }
        if (problems.length > 0) {
          withProblems++;
          samples.push({
            input: `${goal} · ${restaurant?.name ?? "sem restaurante"}${dish ? ` · ${dish}` : ""} · semente ${seed}`,
            text: [p.title, p.description, p.discount, p.period, setup ?? ""].join(" | "),
            problems,
          });
        }
      }
    }
  }
  return { promotions, priced, truePercent: priced ? truePercent / priced : 1, withProblems, samples };
}
