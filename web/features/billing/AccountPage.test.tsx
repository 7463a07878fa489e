import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import type { Subscription } from "../../../common/billing";
import { formatDate } from "../../lib/format";
import { AccountPage } from "./AccountPage";
import { billingKeys } from "./api/keys";
import { renderWithAnswers } from "./testing";

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const trial: Subscription = {
  plan: { id: 3, name: "Starter", type: "starter", price: 1900 },
  status: "trialing",
  subscriptionStatus: "trialing",
  subscriptionActive: true,
  accessUntil: null,
  nextChargeAt: null,
  nextChargeAmount: null,
  currency: "USD",
  cardLast4: null,
  trialEndsAt: inDays(7),
  currentPeriodEnd: null,
  last4: "4242",
  cardBrand: "visa",
  refundableUntil: null,
};

it("shows the trial's days left, the first charge date, the card and the other plan through checkout", async () => {
  renderWithAnswers(<AccountPage />, [[billingKeys.subscription, trial]]);
  expect(screen.getByRole("heading", { name: "Minha conta" })).toBeTruthy();
  expect(screen.getByText("Plano Starter")).toBeTruthy();
  expect(screen.getByText("Faltam 7 dias de teste grátis")).toBeTruthy();
  expect(
    screen.getByText(`Primeira cobrança de $19 em ${formatDate(trial.trialEndsAt!)}, no cartão final 4242.`),
  ).toBeTruthy();
  expect(screen.getByText("Visa final 4242")).toBeTruthy();
  const change = screen.getByRole("link", { name: "Mudar para Pro · $39/mês" });
  expect(change.getAttribute("href")).toBe("/checkout/4");

  await userEvent.setup().click(screen.getByRole("button", { name: "Cancelar assinatura" }));
  const dialog = await screen.findByRole("alertdialog", { name: "Cancelar assinatura?" });
  expect(within(dialog).getByText("Seu teste grátis termina agora e nada será cobrado.")).toBeTruthy();
  expect(within(dialog).getByText(/Garantia de 30 dias/)).toBeTruthy();
});

it("states the refund before cancelling within 30 days of the first charge", async () => {
  const active: Subscription = {
    ...trial,
    plan: { id: 4, name: "Pro", type: "pro", price: 3900 },
    status: "active",
    subscriptionStatus: "active",
    trialEndsAt: null,
    currentPeriodEnd: inDays(20),
    refundableUntil: inDays(20),
  };
  renderWithAnswers(<AccountPage />, [[billingKeys.subscription, active]]);
  expect(screen.getByText(`Próxima cobrança: ${formatDate(active.currentPeriodEnd!)} · $39`)).toBeTruthy();
  expect(screen.getByRole("link", { name: "Mudar para Starter · $19/mês" })).toBeTruthy();
  await userEvent.setup().click(screen.getByRole("button", { name: "Cancelar assinatura" }));
  const dialog = await screen.findByRole("alertdialog");
  expect(
    within(dialog).getByText(
      `Você está dentro da garantia (até ${formatDate(active.refundableUntil!)}): devolvemos o valor pago no cartão final 4242 e o acesso termina agora.`,
    ),
  ).toBeTruthy();
});

it("after the guarantee, says there is no refund and access runs to the end of the period", async () => {
  const later: Subscription = {
    ...trial,
    status: "active",
    subscriptionStatus: "active",
    trialEndsAt: null,
    currentPeriodEnd: inDays(10),
    refundableUntil: null,
  };
  renderWithAnswers(<AccountPage />, [[billingKeys.subscription, later]]);
  await userEvent.setup().click(screen.getByRole("button", { name: "Cancelar assinatura" }));
  const dialog = await screen.findByRole("alertdialog");
  expect(within(dialog).getByText(/já passou, então não há devolução/)).toBeTruthy();
  expect(
    within(dialog).getByText(new RegExp(`acesso até ${formatDate(later.currentPeriodEnd!)}`)),
  ).toBeTruthy();
});

it("offers every plan and no cancel button once the subscription has ended", () => {
  renderWithAnswers(<AccountPage />, [
    [
      billingKeys.subscription,
      {
        ...trial,
        status: "deactivated",
        subscriptionStatus: "expired",
        subscriptionActive: false,
        trialEndsAt: null,
      },
    ],
  ]);
  expect(screen.getByText("Encerrada")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Assinar Starter · $19/mês" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Assinar Pro · $39/mês" })).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Cancelar assinatura" })).toBeNull();
});
