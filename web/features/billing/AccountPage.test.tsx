import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import type { Subscription } from "../../../common/billing";
import { formatDate, formatShortDate } from "../../../common/format";
import { renderWithProviders } from "../../testing/render";
import { AccountPage } from "./AccountPage";
import { planChangePreviewKey } from "./api/planChangePreview";
import { subscriptionKey } from "./api/subscription";
import { billingAnswers } from "./testing";

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
// Intl writes "US$ 39" with a no-break space.
const text = (el: HTMLElement) => el.textContent?.replace(/\u00a0/g, " ") ?? "";

const trial: Subscription = {
  plan: { id: 3, name: "Starter", type: "starter", price: 1900 },
  status: "trialing",
  subscriptionStatus: "trialing",
  subscriptionActive: true,
  accessUntil: inDays(7),
  nextChargeAt: inDays(7),
  nextChargeAmount: 1900,
  currency: "USD",
  cardLast4: "4242",
  trialEndsAt: inDays(7),
  currentPeriodEnd: null,
  last4: "4242",
  cardBrand: "visa",
  refundableUntil: null,
  scheduledPlan: null,
  scheduledPlanAt: null,
};

it("a trial with a card: 'Teste grátis até DD/MM', the first charge, the card, the other plan in place, free cancel", async () => {
  renderWithProviders(<AccountPage />, billingAnswers([[subscriptionKey, trial]]));
  expect(screen.getByRole("heading", { name: "Minha conta" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Voltar ao painel" }).getAttribute("href")).toBe("/dashboard");
  expect(screen.getByText("Plano Starter")).toBeTruthy();
  expect(screen.getByText(`Teste grátis até ${formatShortDate(trial.trialEndsAt!)}`)).toBeTruthy();
  expect(screen.getByText("Faltam 7 dias de teste grátis")).toBeTruthy();
  expect(
    screen.getByText((_, el) =>
      el?.tagName === "P"
        ? text(el as HTMLElement) ===
          `Primeira cobrança: ${formatDate(trial.nextChargeAt!)} · US$ 19, no Visa final 4242. Cancele antes e não paga nada.`
        : false,
    ),
  ).toBeTruthy();
  expect(screen.getByText("Visa final 4242")).toBeTruthy();
  expect(screen.getByRole("button", { name: "Trocar cartão" })).toBeTruthy();
  // A running plan changes in place, not through a second checkout.
  expect(screen.getByRole("button", { name: /^Mudar para Pro · US\$\s39\/mês$/ })).toBeTruthy();

  await userEvent.setup().click(screen.getByRole("button", { name: "Cancelar assinatura" }));
  const dialog = await screen.findByRole("alertdialog", { name: "Cancelar assinatura?" });
  expect(within(dialog).getByText(/^Nada será cobrado/)).toBeTruthy();
  expect(within(dialog).getByText(/Garantia de 30 dias/)).toBeTruthy();
});

it("paying within 30 days of the first charge: 'Ativa até', next charge, and the refund said before cancelling", async () => {
  const active: Subscription = {
    ...trial,
    plan: { id: 4, name: "Pro", type: "pro", price: 3900 },
    status: "active",
    subscriptionStatus: "active",
    trialEndsAt: null,
    currentPeriodEnd: inDays(20),
    accessUntil: inDays(20),
    nextChargeAt: inDays(20),
    nextChargeAmount: 3900,
    refundableUntil: inDays(20),
  };
  renderWithProviders(<AccountPage />, billingAnswers([[subscriptionKey, active]]));
  expect(screen.getByText(`Ativa até ${formatShortDate(active.accessUntil!)}`)).toBeTruthy();
  expect(
    screen.getByText((_, el) =>
      el?.tagName === "P"
        ? text(el as HTMLElement) === `Próxima cobrança: ${formatDate(active.nextChargeAt!)} · US$ 39`
        : false,
    ),
  ).toBeTruthy();
  expect(screen.getByRole("button", { name: /^Mudar para Starter · US\$\s19\/mês$/ })).toBeTruthy();
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
    accessUntil: inDays(10),
    refundableUntil: null,
  };
  renderWithProviders(<AccountPage />, billingAnswers([[subscriptionKey, later]]));
  await userEvent.setup().click(screen.getByRole("button", { name: "Cancelar assinatura" }));
  const dialog = await screen.findByRole("alertdialog");
  expect(within(dialog).getByText(/já passou, então não há devolução/)).toBeTruthy();
  expect(within(dialog).getByText(new RegExp(`acesso até ${formatDate(later.accessUntil!)}`))).toBeTruthy();
});

it("cancelled with access left: 'Cancelada — acesso até DD/MM' and Reativar, no cancel button", () => {
  const cancelled: Subscription = {
    ...trial,
    status: "cancelled",
    subscriptionStatus: "cancelled",
    trialEndsAt: null,
    accessUntil: inDays(12),
    nextChargeAt: null,
    nextChargeAmount: null,
  };
  renderWithProviders(<AccountPage />, billingAnswers([[subscriptionKey, cancelled]]));
  expect(screen.getByText(`Cancelada — acesso até ${formatShortDate(cancelled.accessUntil!)}`)).toBeTruthy();
  expect(screen.getByRole("button", { name: "Reativar assinatura" })).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Cancelar assinatura" })).toBeNull();
  // Charged before: no new charge.
  expect(screen.getByText("Você não será cobrado de novo.")).toBeTruthy();
});

it("a trial cancelled before any charge says 'Você não será cobrado.', never 'de novo' (issue 30)", () => {
  const cancelledTrial: Subscription = {
    ...trial,
    status: "cancelled",
    subscriptionStatus: "cancelled",
    currentPeriodEnd: trial.trialEndsAt,
    nextChargeAt: null,
    nextChargeAmount: null,
  };
  renderWithProviders(<AccountPage />, billingAnswers([[subscriptionKey, cancelledTrial]]));
  expect(screen.getByText("Você não será cobrado.")).toBeTruthy();
  expect(screen.queryByText(/cobrado de novo/)).toBeNull();
});

it("deactivated: 'Desativada', every plan through checkout and no cancel button", () => {
  renderWithProviders(
    <AccountPage />,
    billingAnswers([
      [
        subscriptionKey,
        {
          ...trial,
          status: "deactivated",
          subscriptionStatus: "expired",
          subscriptionActive: false,
          trialEndsAt: null,
          accessUntil: null,
          nextChargeAt: null,
        },
      ],
    ]),
  );
  expect(screen.getAllByText("Desativada").length).toBeGreaterThan(0);
  expect(screen.getByRole("link", { name: /^Assinar Starter · US\$\s19\/mês$/ }).getAttribute("href")).toBe(
    "/checkout/3",
  );
  expect(screen.getByRole("link", { name: /^Assinar Pro · US\$\s39\/mês$/ })).toBeTruthy();
  expect(screen.queryByRole("button", { name: "Cancelar assinatura" })).toBeNull();
});

it("a trial without a card registers it through the checkout of its plan", () => {
  renderWithProviders(
    <AccountPage />,
    billingAnswers([
      [
        subscriptionKey,
        {
          ...trial,
          cardLast4: null,
          last4: null,
          cardBrand: null,
          nextChargeAt: null,
          nextChargeAmount: null,
        },
      ],
    ]),
  );
  expect(screen.getByText("Nenhum cartão cadastrado.")).toBeTruthy();
  expect(screen.getByRole("link", { name: "Cadastrar cartão" }).getAttribute("href")).toBe("/checkout/3");
  expect(screen.getByText(/Cadastre o cartão para continuar depois do teste/)).toBeTruthy();
});

it("paying Starter: 'Mudar para Pro' shows the prorated amount charged today before confirming", async () => {
  const starter: Subscription = {
    ...trial,
    status: "active",
    subscriptionStatus: "active",
    trialEndsAt: null,
    currentPeriodEnd: inDays(20),
    accessUntil: inDays(20),
    nextChargeAt: inDays(20),
  };
  const preview = {
    planId: 4,
    planName: "Pro",
    kind: "upgrade" as const,
    chargeToday: 1333,
    currency: "USD",
    effectiveAt: null,
    nextChargeAt: starter.nextChargeAt,
    nextChargeAmount: 3900,
  };
  renderWithProviders(
    <AccountPage />,
    billingAnswers([
      [subscriptionKey, starter],
      [planChangePreviewKey(4), preview],
    ]),
  );
  await userEvent.setup().click(screen.getByRole("button", { name: /^Mudar para Pro · US\$\s39\/mês$/ }));
  expect(screen.getByText("Mudar para o plano Pro?")).toBeTruthy();
  expect(
    screen.getByText((_, el) =>
      el?.tagName === "P"
        ? text(el as HTMLElement) ===
          `Novo preço: US$ 39 por mês. Hoje: US$ 13,33, a diferença proporcional aos dias que faltam do período já pago. O plano Pro começa agora. A próxima cobrança, em ${formatDate(starter.nextChargeAt!)}, será de US$ 39.`
        : false,
    ),
  ).toBeTruthy();
  expect(screen.getByRole("button", { name: /^Pagar US\$\s13,33 e mudar$/ })).toBeTruthy();
  await userEvent.setup().click(screen.getByRole("button", { name: "Voltar" }));
  expect(screen.getByRole("button", { name: /^Mudar para Pro · US\$\s39\/mês$/ })).toBeTruthy();
});

it("a scheduled downgrade: its date and price, 'Manter o plano Pro', and no second offer of Starter", () => {
  const scheduled: Subscription = {
    ...trial,
    plan: { id: 4, name: "Pro", type: "pro", price: 3900 },
    status: "active",
    subscriptionStatus: "active",
    trialEndsAt: null,
    currentPeriodEnd: inDays(3),
    accessUntil: inDays(3),
    nextChargeAt: inDays(3),
    nextChargeAmount: 1900,
    scheduledPlan: { id: 3, name: "Starter", price: 1900 },
    scheduledPlanAt: inDays(3),
  };
  renderWithProviders(<AccountPage />, billingAnswers([[subscriptionKey, scheduled]]));
  expect(
    screen.getByText((_, el) =>
      el?.tagName === "P"
        ? text(el as HTMLElement) ===
          `Mudança para o plano Starter marcada para ${formatDate(scheduled.scheduledPlanAt!)}, o fim do período pago. Até lá, tudo do plano Pro continua; depois, US$ 19/mês.`
        : false,
    ),
  ).toBeTruthy();
  expect(screen.getByRole("button", { name: "Manter o plano Pro" })).toBeTruthy();
  expect(screen.queryByRole("button", { name: /Mudar para Starter/ })).toBeNull();
});
