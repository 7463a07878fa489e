import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import type { Subscription } from "../../../common/billing";
import { renderWithProviders } from "../../testing/render";
import { subscriptionKey } from "./api/subscription";
import { ReactivatePlan, SWITCHED_OFF } from "./ReactivatePlan";
import { billingAnswers } from "./testing";

const expired: Subscription = {
  plan: { id: 3, name: "Starter", type: "starter", price: 1900 },
  status: "deactivated",
  subscriptionStatus: "expired",
  subscriptionActive: false,
  accessUntil: null,
  nextChargeAt: null,
  nextChargeAmount: null,
  currency: "USD",
  cardLast4: null,
  trialEndsAt: "2026-01-08T00:00:00.000Z",
  currentPeriodEnd: null,
  last4: null,
  cardBrand: null,
  refundableUntil: null,
  scheduledPlan: null,
  scheduledPlanAt: null,
};

it("says what ended, that the data is kept, and offers each plan through checkout", () => {
  renderWithProviders(<ReactivatePlan />, billingAnswers([[subscriptionKey, expired]]));
  expect(screen.getByRole("heading", { level: 2, name: "Reative seu plano para continuar" })).toBeTruthy();
  expect(screen.getByText("Seu teste grátis ou seu plano terminou.")).toBeTruthy();
  expect(screen.getByText(/continuam guardados/)).toBeTruthy();
  expect(screen.getByRole("link", { name: "Assinar Starter" }).getAttribute("href")).toBe("/checkout/3");
  expect(screen.getByRole("link", { name: "Assinar Pro" }).getAttribute("href")).toBe("/checkout/4");
  expect(screen.getByText("Seu plano anterior")).toBeTruthy();
});

it("can be the page's only h1", () => {
  renderWithProviders(<ReactivatePlan titleAs="h1" />, billingAnswers([[subscriptionKey, expired]]));
  expect(screen.getByRole("heading", { level: 1, name: "Reative seu plano para continuar" })).toBeTruthy();
});

it("says so when the admin switched off a plan that still runs on its dates", () => {
  renderWithProviders(
    <ReactivatePlan />,
    billingAnswers([
      [
        subscriptionKey,
        {
          ...expired,
          status: "active",
          subscriptionStatus: "active",
          subscriptionActive: false,
          currentPeriodEnd: "2099-01-01T00:00:00.000Z",
        },
      ],
    ]),
  );
  expect(screen.getByText(SWITCHED_OFF)).toBeTruthy();
});
