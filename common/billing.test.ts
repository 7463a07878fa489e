import { describe, expect, it } from "vitest";
import { CARD_MESSAGES, CARD_NUMBER_REQUIRED, cardSchema, hasPaidAccess, lastFourOf } from "./billing";

const now = new Date("2026-03-10T12:00:00Z");
const later = "2026-03-12T00:00:00Z";
const earlier = "2026-03-01T00:00:00Z";

describe("hasPaidAccess: the one access rule of server and page", () => {
  const on = { subscriptionActive: true, trialEndsAt: null, currentPeriodEnd: null };

  it.each([
    ["a trial before its end", { subscriptionStatus: "trialing", trialEndsAt: later }, true],
    ["a trial past its end", { subscriptionStatus: "trialing", trialEndsAt: earlier }, false],
    ["a trial without an end date", { subscriptionStatus: "trialing" }, false],
    ["a paid period", { subscriptionStatus: "active", currentPeriodEnd: later }, true],
    [
      "a paid month ended an hour ago (renewal due)",
      { subscriptionStatus: "active", currentPeriodEnd: "2026-03-10T11:00:00Z" },
      true,
    ],
    [
      "a paid month ended days ago and never renewed",
      { subscriptionStatus: "active", currentPeriodEnd: earlier },
      false,
    ],
    ["an admin-activated account without a period", { subscriptionStatus: "active" }, true],
    ["a cancelled month still running", { subscriptionStatus: "cancelled", currentPeriodEnd: later }, true],
    ["a cancelled month over", { subscriptionStatus: "cancelled", currentPeriodEnd: earlier }, false],
    ["an admin grant over an ended plan", { subscriptionStatus: "expired" }, true],
    ["an admin grant without a plan", { subscriptionStatus: "none" }, true],
    ["an unknown status", { subscriptionStatus: "paused" }, false],
  ])("switched on, %s → %s", (_, facts, expected) => {
    expect(hasPaidAccess({ ...on, ...facts }, now)).toBe(expected);
  });

  it("switched off by the admin, nothing gives access", () => {
    for (const subscriptionStatus of ["trialing", "active", "cancelled", "expired", "none"]) {
      const facts = {
        subscriptionActive: false,
        subscriptionStatus,
        trialEndsAt: later,
        currentPeriodEnd: later,
      };
      expect(hasPaidAccess(facts, now), subscriptionStatus).toBe(false);
    }
  });

  it("reads the subscription answer (status) and the users row (subscriptionStatus) alike, dates or strings", () => {
    const row = { ...on, subscriptionStatus: "trialing", trialEndsAt: new Date(later) };
    const answer = { ...on, status: "trialing", trialEndsAt: later };
    expect(hasPaidAccess(row, now)).toBe(true);
    expect(hasPaidAccess(answer, now)).toBe(true);
  });
});

describe("cardSchema: the number", () => {
  const card = (cardNumber: string) =>
    cardSchema.safeParse({ cardNumber, cardExpiry: "12/30", cardCvc: "123", cardholderName: "ANA" });

  it("strips spaces and lets any other number through to the gateway (SPEC §8's message comes from there)", () => {
    expect(card("4242 4242 4242 4242").data?.cardNumber).toBe("4242424242424242");
    for (const number of ["4", "1234 5678", "abcd", "4242 4242 4242 4242 4242 4242"]) {
      expect(card(number).success, number).toBe(true);
    }
  });

  it("refuses an empty number in Portuguese and one over 30 characters with the invalid-number message", () => {
    for (const empty of ["", "   "]) {
      expect(card(empty).error?.issues.map((i) => i.message)).toEqual([CARD_NUMBER_REQUIRED]);
    }
    expect(card("4".repeat(31)).error?.issues.map((i) => i.message)).toEqual([CARD_MESSAGES.invalidNumber]);
  });

  it("keeps the last four only for a card-shaped number", () => {
    expect(lastFourOf("4000000000000002")).toBe("0002");
    expect(lastFourOf("1234")).toBeNull();
    expect(lastFourOf("abcdefghijklm")).toBeNull();
  });
});
