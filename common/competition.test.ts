import { describe, expect, it } from "vitest";
import { newObservationSchema, readPrefill } from "./competition";

describe("readPrefill", () => {
  it("reads the board's links and ignores anything that is not a positive id", () => {
    expect(readPrefill("?promoDish=12&promoPrice=3317")).toEqual({
      promotion: { dishId: 12, priceCents: 3317 },
    });
    expect(readPrefill("?calcDish=5")).toEqual({ calculator: { dishId: 5, costCents: null } });
    expect(readPrefill("?promoDish=abc&calcDish=-1")).toEqual({});
    expect(readPrefill("")).toEqual({});
  });
});

describe("newObservationSchema", () => {
  it("takes money as typed or in cents and refuses what is not money, in Portuguese", () => {
    expect(newObservationSchema.parse({ deliveryFee: "6,99", minimumOrder: 3000 })).toMatchObject({
      deliveryFee: 699,
      minimumOrder: 3000,
      withClub: false,
    });
    const bad = newObservationSchema.safeParse({ deliveryFee: "seis reais" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("Taxa de entrega inválida. Use o formato 5,99.");
  });
});
