import { expect, it } from "vitest";
import { formatDayMonth, formatMoney } from "./money";

// Intl puts a no-break space between symbol and number.
const plain = (text: string) => text.replace(/\u00a0/g, " ");

it("writes a charge's money as pt-BR reads it, cents only when there are any", () => {
  expect(plain(formatMoney(3900, "USD"))).toBe("US$ 39");
  expect(plain(formatMoney(1990, "usd"))).toBe("US$ 19,90");
  expect(plain(formatMoney(0, "BRL"))).toBe("R$ 0");
  expect(plain(formatMoney(123456, "BRL"))).toBe("R$ 1.234,56");
});

it("writes DD/MM", () => {
  expect(formatDayMonth(new Date(2026, 10, 30, 12))).toBe("30/11");
});
