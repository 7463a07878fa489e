import { expect, it } from "vitest";
import { formatShortDate } from "../../../common/format";
import { newTrialTerms, todayLine } from "./checkoutTerms";

const plain = (text: string) => text.replace(/\u00a0/g, " ");

it("a trial says US$ 0 today, in the plan's one currency, and the date and amount of the first charge", () => {
  const firstChargeAt = "2026-11-30T15:00:00.000Z";
  expect(plain(todayLine({ amount: 3900, currency: "USD", chargeToday: 0, firstChargeAt }))).toBe(
    `Hoje: US$ 0 · Primeira cobrança em ${formatShortDate(firstChargeAt)}: US$ 39`,
  );
});

it("an account whose trial is over is told it is charged today", () => {
  expect(plain(todayLine({ amount: 1900, currency: "USD", chargeToday: 1900, firstChargeAt: null }))).toBe(
    "Cobrança de US$ 19 hoje",
  );
});

it("a new trial's first charge is 7 days away", () => {
  const now = new Date("2026-11-23T12:00:00.000Z");
  expect(newTrialTerms(1900, now)).toEqual({
    amount: 1900,
    currency: "USD",
    chargeToday: 0,
    firstChargeAt: "2026-11-30T12:00:00.000Z",
  });
});
