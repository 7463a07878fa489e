import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import type { Subscription } from "../../../common/billing";
import { formatDayMonthName } from "../../../common/format";
import type { Team } from "../../../common/team";
import { teamKey } from "../../lib/team";
import { renderWithProviders } from "../../testing/render";
import { subscriptionKey } from "./api/subscription";
import { TrialStatusLine, trialDaysText } from "./TrialStatusLine";
import { billingAnswers } from "./testing";

const inDays = (days: number, hoursMore = 0) =>
  new Date(Date.now() + days * 86_400_000 + hoursMore * 3_600_000).toISOString();

const ownersTeam: Team = { members: [], teamPlan: false, emailVerified: true, canInvite: false, max: 0 };

const trial: Subscription = {
  plan: { id: 3, name: "Starter", type: "starter", price: 1900 },
  status: "trialing",
  subscriptionStatus: "trialing",
  subscriptionActive: true,
  accessUntil: inDays(4, 2),
  nextChargeAt: inDays(4, 2),
  nextChargeAmount: 1900,
  currency: "USD",
  cardLast4: "4242",
  trialEndsAt: inDays(4, 2),
  currentPeriodEnd: null,
  last4: "4242",
  cardBrand: "visa",
  refundableUntil: null,
  scheduledPlan: null,
  scheduledPlanAt: null,
};

it("tells the owner on the trial the days left (a started day counts) and the first charge's date", () => {
  renderWithProviders(
    <TrialStatusLine />,
    billingAnswers([
      [teamKey, ownersTeam],
      [subscriptionKey, trial],
    ]),
  );
  expect(screen.getByRole("status").textContent).toBe(
    `Teste grátis: 5 dias restantes · primeira cobrança em ${formatDayMonthName(trial.nextChargeAt!)}. Ver plano e cartão`,
  );
  expect(screen.getByRole("link", { name: "Ver plano e cartão" }).getAttribute("href")).toBe(
    "/dashboard/conta",
  );
});

it("without a card, says the trial goes on only with one; nothing once the trial is over", () => {
  const { unmount } = renderWithProviders(
    <TrialStatusLine />,
    billingAnswers([
      [teamKey, ownersTeam],
      [
        subscriptionKey,
        { ...trial, nextChargeAt: null, nextChargeAmount: null, cardLast4: null, last4: null },
      ],
    ]),
  );
  expect(screen.getByRole("status").textContent).toContain("cadastre um cartão para seguir depois dele");
  unmount();
  renderWithProviders(
    <TrialStatusLine />,
    billingAnswers([
      [teamKey, ownersTeam],
      [subscriptionKey, { ...trial, status: "active", subscriptionStatus: "active", trialEndsAt: null }],
    ]),
  );
  expect(screen.queryByRole("status")).toBeNull();
});

it("counts the days as people say them", () => {
  expect([0, 1, 2].map(trialDaysText)).toEqual(["termina hoje", "1 dia restante", "2 dias restantes"]);
});
