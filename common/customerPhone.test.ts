import { describe, expect, it } from "vitest";
import { isBrazilianMobile, normaliseBrazilianPhone, telLink } from "./customerPhone";

describe("isBrazilianMobile", () => {
  it("a mobile with DDD (11 digits, 9 after the DDD) gets WhatsApp; +55 and punctuation are fine", () => {
    for (const phone of [
      "(11) 98765-4321",
      "11987654321",
      "+55 11 98765-4321",
      "+5531987654321",
      "5531987654321",
    ]) {
      expect(isBrazilianMobile(phone), phone).toBe(true);
    }
  });
  it("a landline, a number without DDD, garbage and nothing do not", () => {
    for (const phone of [
      "(31) 3333-4444",
      "+553133334444",
      "3133334444",
      "98765-4321",
      "abc",
      "",
      null,
      undefined,
    ]) {
      expect(isBrazilianMobile(phone), String(phone)).toBe(false);
    }
  });
  it("the landline is still a phone people can call", () => {
    const landline = normaliseBrazilianPhone("(31) 3333-4444");
    expect(landline).toBe("+553133334444");
    expect(telLink(landline!)).toBe("tel:+553133334444");
  });
});
