import { describe, expect, it } from "vitest";
import { FEE_PRESETS, feePercentOf } from "./feePresets";
import { feeAwarePrice, parseMoneyToCents, suggestPriceCents, totalCostCents } from "./pricing";

describe("suggestPriceCents (SPEC: cost + cost × margin)", () => {
  it("cost R$ 10 at 60 % is R$ 16,00", () => {
    expect(suggestPriceCents(1000, 60)).toBe(1600);
  });
  it("covers the slider's ends", () => {
    expect(suggestPriceCents(1000, 10)).toBe(1100);
    expect(suggestPriceCents(1000, 300)).toBe(4000);
  });
  it("sums ingredient costs", () => {
    expect(
      totalCostCents([
        { name: "massa", costCents: 350 },
        { name: "queijo", costCents: 650 },
      ]),
    ).toBe(1000);
  });
});

describe("feeAwarePrice", () => {
  it("cost R$ 10, margin 60 %, fees 27 % → R$ 21,92 and the margin survives the fees", () => {
    const p = feeAwarePrice({ costCents: 1000, packagingCents: 0, marginPercent: 60, feePercent: 27 });
    expect(p?.priceCents).toBe(2192);
    expect(p?.feesCents).toBe(592);
    expect(p?.netProfitCents).toBe(600);
  });
  it("adds packaging to the cost", () => {
    const p = feeAwarePrice({ costCents: 1000, packagingCents: 150, marginPercent: 60, feePercent: 0 });
    expect(p).toEqual({ priceCents: 1840, feesCents: 0, netProfitCents: 690, costCents: 1150 });
  });
  it("refuses fees of 100 % or more", () => {
    expect(
      feeAwarePrice({ costCents: 1000, packagingCents: 0, marginPercent: 60, feePercent: 100 }),
    ).toBeNull();
  });
  it("iFood Entrega's preset charges 26,2 %", () => {
    const entrega = FEE_PRESETS.find((p) => p.id === "ifood-entrega")!;
    expect(feePercentOf(entrega)).toBeCloseTo(26.2);
  });
});

describe("parseMoneyToCents", () => {
  it.each([
    ["29,90", 2990],
    ["29.90", 2990],
    ["R$ 29,90", 2990],
    ["1.234,56", 123456],
    ["1234.5", 123450],
    ["30", 3000],
    ["1.500", 150000],
  ])("%s → %i", (text, cents) => {
    expect(parseMoneyToCents(text)).toBe(cents);
  });
  it.each(["", "abc", "12,345", "-5", "1,2,3"])("refuses %j", (text) => {
    expect(parseMoneyToCents(text)).toBeNull();
  });
});
