import { expect, it } from "vitest";
import type { Subscription } from "../../../common/billing";
import { canUseApp, daysLeft, daysLeftText } from "./subscriptionDetails";

const now = new Date("2026-03-10T12:00:00Z");

it("counts a started day as a day left and never goes below zero", () => {
  expect(daysLeft("2026-03-17T12:00:00Z", now)).toBe(7);
  expect(daysLeft("2026-03-17T11:00:00Z", now)).toBe(7);
  expect(daysLeft("2026-03-10T13:00:00Z", now)).toBe(1);
  expect(daysLeft("2026-03-09T12:00:00Z", now)).toBe(0);
  expect(daysLeftText(1)).toBe("Falta 1 dia de teste grátis");
  expect(daysLeftText(6)).toBe("Faltam 6 dias de teste grátis");
  expect(daysLeftText(0)).toBe("Seu teste grátis termina hoje");
});

const base: Subscription = {
  plan: { id: 3, name: "Starter", type: "starter", price: 1900 },
  status: "trialing",
  subscriptionStatus: "trialing",
  subscriptionActive: true,
  trialEndsAt: "2026-03-12T00:00:00Z",
  accessUntil: null,
  nextChargeAt: null,
  nextChargeAmount: null,
  currency: "USD",
  cardLast4: null,
  currentPeriodEnd: null,
  last4: "4242",
  cardBrand: "visa",
  refundableUntil: null,
  scheduledPlan: null,
  scheduledPlanAt: null,
};

it("lets a running trial, a paid period or a cancelled period still running use the app", () => {
  expect(canUseApp(base, now)).toBe(true);
  expect(canUseApp({ ...base, trialEndsAt: "2026-03-01T00:00:00Z" }, now)).toBe(false);
  expect(canUseApp({ ...base, subscriptionStatus: "active", trialEndsAt: null }, now)).toBe(true);
  expect(
    canUseApp({ ...base, subscriptionStatus: "cancelled", currentPeriodEnd: "2026-04-01T00:00:00Z" }, now),
  ).toBe(true);
  expect(
    canUseApp({ ...base, subscriptionStatus: "cancelled", currentPeriodEnd: "2026-03-01T00:00:00Z" }, now),
  ).toBe(false);
  expect(canUseApp({ ...base, subscriptionStatus: "expired", subscriptionActive: false }, now)).toBe(false);
});

it("follows the admin's switch like the server: off wins, on over an ended plan is a grant", () => {
  const active = {
    ...base,
    subscriptionStatus: "active" as const,
    trialEndsAt: null,
    currentPeriodEnd: "2026-04-01T00:00:00Z",
  };
  expect(canUseApp({ ...active, subscriptionActive: false }, now)).toBe(false);
  expect(canUseApp({ ...base, subscriptionActive: false }, now)).toBe(false);
  expect(canUseApp({ ...base, subscriptionStatus: "expired", trialEndsAt: null }, now)).toBe(true);
  expect(canUseApp({ ...base, subscriptionStatus: "none", trialEndsAt: null, plan: null }, now)).toBe(true);
});
