import { describe, expect, it } from "vitest";
import { generateContentRequestSchema } from "../../../../common/generators";
import { createLocalEngine } from "..";
import { holes } from "../eval/textChecks";
import { createPromotion } from "./createPromotion";
import { describeDish } from "./describeDish";
import { createRng } from "./random";
import { replyToReview } from "./replyToReview";
import { suggestMenu } from "./suggestMenu";

/** Names and reviews nobody would write on purpose; the generators must still answer cleanly. */
const ODD_NAMES = [
  "(promo)",
  "Combo",
  "Porção",
  "Porção de",
  "c/ queijo",
  "x-",
  "X - Bacon",
  "Prato 1",
  "Frango",
  "Doce",
  "Marmita P",
  "açaí 1L",
  "a".repeat(120),
  "Combo 1 + Combo 2",
  "Porção de Porção",
  "Kit Festa 100 salgados",
  "Rodízio",
  "Bowl de Açaí",
  "Pizza de pizza",
  "Coxinha com coxinha",
  "de de de",
  "The Best Burger",
  "Chicken Wings",
];
const ODD_REVIEWS = [
  "🍕",
  "a",
  "!!!",
  "x".repeat(2000),
  "kkkkkkk",
  "não não não",
  "The food was cold and late",
  "frio frio frio",
];

describe("unusual input", () => {
  it.each(ODD_NAMES)("describes %j without a hole", (name) => {
    for (let seed = 1; seed <= 15; seed++) {
      for (const format of ["description", "post"] as const) {
        const text = describeDish({ dishName: name, format }, createRng(seed));
        expect(holes(text.replace(/\n+/g, " ").replace(/ {2,}/g, " ")), text).toEqual([]);
      }
    }
  });

  it.each(ODD_REVIEWS)("replies to %j without a hole", (review) => {
    for (let seed = 1; seed <= 10; seed++) {
      const text = replyToReview({ reviewText: review }, createRng(seed));
      expect(holes(text.replace(/\n+/g, " ")), text).toEqual([]);
    }
  });

  it("builds promotions and menus for types it does not know", () => {
    for (const type of ["xyz", "Pizzaria", "ACAI", "restaurante-tradicional", "hamburgeria"]) {
      expect(createPromotion({ businessType: type }, createRng(1)).title).not.toBe("");
      expect(suggestMenu({ restaurantType: type }, createRng(1)).length).toBeGreaterThanOrEqual(5);
    }
  });

  it("refuses a dish name without a single letter before it reaches the engine", () => {
    for (const dishName of ["!!!", "123", "🍕🍕"]) {
      expect(generateContentRequestSchema.safeParse({ dishName }).success).toBe(false);
    }
  });

  it("never rejects through the engine: every call answers", async () => {
    const engine = createLocalEngine();
    for (const name of [...ODD_NAMES, "!!!", "🍕"]) {
      await expect(engine.describeDish({ dishName: name })).resolves.toMatchObject({ source: "local" });
    }
  });
});
