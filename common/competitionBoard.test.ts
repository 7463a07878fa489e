import { describe, expect, it } from "vitest";
import {
  atTheirPriceSentence,
  floorPriceCents,
  gapOf,
  leftCents,
  positionOf,
  receivedCents,
} from "./competitionBoard";

const nbsp = (s: string) => s.replace(/\u00a0/g, " ");

describe("board arithmetic", () => {
  it("what a price leaves after the iFood Básico profile (12 % + 3,2 %) and the food cost", () => {
    // R$ 29,90 × 15,2 % = 4,5448 → R$ 4,54 of fees; R$ 25,36 received; minus R$ 9,00 of food = R$ 16,36.
    expect(receivedCents(2990, 15.2)).toBe(2536);
    expect(leftCents(2990, 15.2, 900)).toBe(1636);
    expect(leftCents(2990, 15.2, null)).toBeNull();
    // iFood Entrega 26,2 %: R$ 29,00 × 26,2 % = 7,598 → 7,60; received 21,40.
    expect(receivedCents(2900, 26.2)).toBe(2140);
  });

  it("places our price against the rivals' average, ±5 % being 'na média'", () => {
    expect(positionOf(3000, [3000, 3200])).toBe("na média");
    expect(positionOf(2700, [3000, 3200])).toBe("mais barato");
    expect(positionOf(3400, [3000, 3200])).toBe("mais caro");
    expect(positionOf(3000, [])).toBeNull();
  });

  it("gives the gap in R$ and % of their price", () => {
    expect(gapOf(3490, 2990)).toEqual({ cents: 500, percent: 16.7 });
    expect(gapOf(2990, 3490)).toEqual({ cents: -500, percent: -14.3 });
  });

  it("finds the lowest price keeping the margin after fees (the calculator's formula)", () => {
    // (10,00 × 1,6) ÷ (1 − 0,152) = 18,867… → R$ 18,87
    expect(floorPriceCents(1000, 60, 15.2)).toBe(1887);
    expect(floorPriceCents(null, 60, 15.2)).toBeNull();
  });

  it("says what the owner keeps at the rival's price, in the issue's words", () => {
    expect(
      nbsp(
        atTheirPriceSentence({
          rivalName: "Pizzaria X",
          theirCents: 2900,
          feePercent: 26.2,
          foodCostCents: 1530,
          dishName: "Pizza Calabresa",
        }),
      ),
    ).toBe("Se cobrar R$ 29,00 como Pizzaria X, você recebe R$ 21,40 e sobra R$ 6,10 por pizza.");
    expect(
      nbsp(
        atTheirPriceSentence({
          rivalName: "Lanchonete Y",
          theirCents: 1000,
          feePercent: 15.2,
          foodCostCents: null,
          dishName: "Coca-Cola 2 L",
        }),
      ),
    ).toBe("Se cobrar R$ 10,00 como Lanchonete Y, você recebe R$ 8,48 por pedido.");
  });
});
