import { describe, expect, it } from "vitest";
import {
  dishContentResultSchema,
  menuResultSchema,
  promotionResultSchema,
  reviewReplyResultSchema,
} from "../../../common/generators";
import { createLocalEngine } from ".";

const engine = createLocalEngine();
const restaurant = {
  name: "Bella Massa",
  type: "italiana",
  dishes: [{ name: "Lasanha à Bolonhesa", price: "44.90" }],
};

describe("the built-in engine", () => {
  it("answers the four calls with the shapes of SPEC §7 and source 'local'", async () => {
    const content = await engine.describeDish({ dishName: "Lasanha à Bolonhesa" }, { restaurant });
    const promotion = await engine.createPromotion({ goal: "fidelizar-clientes" }, { restaurant });
    const menu = await engine.suggestMenu({ restaurantType: "" }, { restaurant });
    const reply = await engine.replyToReview({ reviewText: "Chegou frio" }, { restaurant });
    expect(dishContentResultSchema.parse(content).source).toBe("local");
    expect(promotionResultSchema.parse(promotion).source).toBe("local");
    expect(menuResultSchema.parse(menu).source).toBe("local");
    expect(reviewReplyResultSchema.parse(reply).source).toBe("local");
    expect(menu.dishes.map((d) => d.name).join(" ")).toMatch(
      /Risoto|Nhoque|Espaguete|Fettuccine|Ravióli|Talharim|Canelone/,
    );
    expect(reply.response).toMatch(/Equipe Bella Massa$/);
  });

  it("is deterministic for a seed and varied without one", async () => {
    const seeded = await Promise.all(
      [1, 1].map((seed) => engine.describeDish({ dishName: "Coxinha" }, { seed })),
    );
    expect(seeded[0]).toEqual(seeded[1]);
    const free = await Promise.all(
      Array.from({ length: 20 }, () => engine.describeDish({ dishName: "Coxinha" })),
    );
    expect(new Set(free.map((r) => r.content)).size).toBeGreaterThanOrEqual(10);
  });

  it("gives different dishes different texts under the same seed", async () => {
    const a = await engine.describeDish({ dishName: "Pizza de Calabresa" }, { seed: 5 });
    const b = await engine.describeDish({ dishName: "Pastel de Queijo" }, { seed: 5 });
    expect(a.content).not.toBe(b.content);
  });
});
