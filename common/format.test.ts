import { expect, it } from "vitest";
import {
  formatCount,
  formatMoney,
  formatPercent,
  formatPlanPrice,
  formatShortDate,
  formatUsdFromCents,
} from "./format";

// Intl puts a no-break space between symbol and number.
const plain = (text: string) => text.replace(/\u00a0/g, " ");

it("writes a charge's money as pt-BR reads it, cents only when there are any", () => {
  expect(plain(formatMoney(3900, "USD"))).toBe("US$ 39");
  expect(plain(formatMoney(1990, "usd"))).toBe("US$ 19,90");
  expect(plain(formatMoney(0, "BRL"))).toBe("R$ 0");
  expect(plain(formatMoney(123456, "BRL"))).toBe("R$ 1.234,56");
});

it("writes a plan price one way: US$, whole dollars without cents, /mês in running text", () => {
  expect(plain(formatUsdFromCents(1900))).toBe("US$ 19");
  expect(plain(formatUsdFromCents(1333))).toBe("US$ 13,33");
  expect(plain(formatUsdFromCents(0))).toBe("US$ 0");
  expect(plain(formatPlanPrice(3900))).toBe("US$ 39/mês");
  // The number never leaves "US$" at the end of a line.
  expect(formatUsdFromCents(1900)).toBe("US$\u00a019");
});

it("writes an instant's DD/MM", () => {
  expect(formatShortDate(new Date(2026, 10, 30, 12))).toBe("30/11");
});

it("writes the landing's and Resources' figures as their own Intl formatters did", () => {
  expect(`${formatCount(2500)}+`).toBe("2.500+");
  expect(formatCount(1247)).toBe("1.247");
  expect(formatPercent(98)).toBe("98%");
  expect(formatPercent(20)).toBe("20%");
  expect(formatPercent(23.5)).toBe("23,5%");
});
