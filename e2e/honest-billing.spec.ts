import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { CARD_MESSAGES } from "../common/billing";
import { type Charge, chargesSchema } from "../common/billingAccount";
import {
  choosePlan,
  expect,
  expectNoSideScroll,
  fillRegisterForm,
  OWNER_PASSWORD,
  PHONE,
  test,
  uniqueEmail,
} from "./fixtures";

/*
 * Issue 17, the web side: one trial on every sign-up path, the screen says
 * what the server did, Minha conta, and a header that knows the session.
 */

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: /Notificações/ }).getByText(text);

/** "Hoje: US$ 0 · Primeira cobrança em DD/MM: US$ 39" (Intl's no-break spaces allowed). */
const trialLine = (amount: number) =>
  new RegExp(`Hoje: US\\$\\s0 · Primeira cobrança em \\d\\d/\\d\\d: US\\$\\s${amount}`);

async function fillCard(page: Page, number: string, scope = page.getByRole("main")) {
  await scope.getByLabel("Número do cartão").fill(number);
  await scope.getByLabel("Validade (MM/AA)").fill("12/40");
  await scope.getByLabel("CVC").fill("123");
  await scope.getByLabel("Nome impresso no cartão").fill("Ana Souza");
}

async function charges(page: Page): Promise<Charge[]> {
  const res = await page.request.get("/api/billing/charges");
  expect(res.status()).toBe(200);
  return chargesSchema.parse(await res.json());
}

async function subscription(page: Page) {
  return (await (await page.request.get("/api/billing/subscription")).json()) as {
    status: string;
    cardLast4: string | null;
    plan: { id: number; name: string } | null;
    nextChargeAt: string | null;
  };
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

/** A new account with its trial started by /trial with 4242 (signed in on this page). */
async function startTrialByForm(page: Page, plan: RegExp) {
  const email = uniqueEmail("teste");
  await page.goto("/trial");
  const main = page.getByRole("main");
  await choosePlan(page, plan);
  await main.getByLabel("Nome", { exact: true }).fill("Bruno");
  await main.getByLabel("Sobrenome").fill("Lima");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Senha", { exact: true }).fill(OWNER_PASSWORD);
  await fillCard(page, "4242 4242 4242 4242");
  await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();
  await expect(toast(page, "✅ Teste grátis ativado!")).toBeVisible();
  await page.waitForURL("**/dashboard");
  return email;
}

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", PHONE],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test("/register → /checkout starts the trial: R$ 0 today, a refused card, then 4242; Back and reload show the plan, not the form", async ({
      page,
    }) => {
      const email = uniqueEmail("registro");
      await fillRegisterForm(page, { email, plan: /Pro/ });
      await expect(page.getByText(/^Depois US\$\s39\/mês$/)).toBeVisible();
      await page.getByRole("button", { name: "Começar 7 dias grátis" }).click();
      await page.waitForURL(/\/checkout\?/);

      const main = page.getByRole("main");
      await expect(main.getByText(trialLine(39))).toBeVisible();
      await expect(main.getByText(/Plano\s+Pro/)).toBeVisible();
      await expect(main.getByText(/US\$\s39\/mês/).first()).toBeVisible();
      await expect(main.getByRole("button", { name: /Pagar/ })).toHaveCount(0);
      if (device === "phone") await expectNoSideScroll(page);

      await fillCard(page, "4000 0000 0000 0002");
      await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();
      await expect(main.getByRole("heading", { name: "Pagamento Negado ❌" })).toBeVisible();
      await expect(main.getByText(CARD_MESSAGES.declined)).toBeVisible();
      await main.getByRole("button", { name: "Tentar Novamente" }).click();
      await main.getByLabel("Número do cartão").fill("4242424242424242");
      await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();

      await expect(main.getByRole("heading", { name: "✅ Teste grátis ativado!" })).toBeVisible();
      await expect(main.getByText("Pagamento Aprovado! 🎉")).toHaveCount(0);
      await expect(main.getByText(/Cartão final 4242 verificado, nada foi cobrado/)).toBeVisible();
      // Nothing is charged during the trial; the first charge is set for its end.
      expect(await charges(page)).toEqual([]);
      const sub = await subscription(page);
      expect(sub).toMatchObject({ status: "trialing", cardLast4: "4242", plan: { id: 4 } });
      expect(sub.nextChargeAt).not.toBeNull();

      await page.waitForURL("**/dashboard");
      await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/checkout/);
      await expect(main.getByRole("heading", { name: "Você já está no plano Pro" })).toBeVisible();
      await expect(main.getByLabel("Número do cartão")).toHaveCount(0);
      await page.reload();
      await expect(main.getByRole("heading", { name: "Você já está no plano Pro" })).toBeVisible();
      await expect(main.getByLabel("Número do cartão")).toHaveCount(0);
      await main.getByRole("link", { name: "Minha conta" }).click();
      await expect(page).toHaveURL("/dashboard/conta");
      expect(await charges(page)).toEqual([]);
    });

    test("the header of a signed-in owner says Painel, not Entrar nor 7 dias grátis (bar and Menu)", async ({
      page,
    }) => {
      await page.goto("/pricing");
      const header = page.getByRole("banner");
      if (device === "desktop") {
        await expect(header.getByRole("link", { name: "Entrar" })).toBeVisible();
        await expect(header.getByRole("link", { name: "7 dias grátis" })).toBeVisible();
      }
      await startTrialByForm(page, /Starter/);
      await page.goto("/pricing");
      if (device === "phone") {
        await header.getByRole("button", { name: "Abrir menu" }).click();
        const menu = page.locator("header").getByRole("navigation", { name: "Menu" });
        await expect(menu).toBeVisible();
      }
      const painel = header.getByRole("link", { name: "Painel" });
      await expect(painel).toBeVisible();
      await expect(header.getByRole("link", { name: "Entrar" })).toHaveCount(0);
      await expect(header.getByRole("link", { name: "7 dias grátis" })).toHaveCount(0);
      await expectAxeClean(page);
      await painel.click();
      await expect(page).toHaveURL("/dashboard");
      if (device === "phone") await expectNoSideScroll(page);
    });
  });
}

test("/auth sign-up leads to /pricing, where the chosen plan continues to /checkout/{planId} for the trial it started", async ({
  page,
}) => {
  const email = uniqueEmail("auth");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Criar conta" }).click();
  const form = page.getByRole("tabpanel");
  await form.getByLabel("Nome", { exact: true }).fill("Caio");
  await form.getByLabel("Sobrenome").fill("Reis");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Senha", { exact: true }).fill(OWNER_PASSWORD);
  await form.getByRole("button", { name: "Criar conta" }).click();
  await expect(toast(page, "Conta criada com sucesso! 🎉")).toBeVisible();
  await page.waitForURL("**/pricing");

  const main = page.getByRole("main");
  await expect(
    main.getByText(/Sua conta está pronta\. Escolha o plano dos seus 7 dias grátis/),
  ).toBeVisible();
  await main.getByRole("link", { name: "Começar teste grátis no plano Pro" }).click();
  await expect(page).toHaveURL("/checkout/4");
  await expect(main.getByText("Você já está na sua conta")).toHaveCount(0);
  await expect(main.getByText(trialLine(39))).toBeVisible();
  await fillCard(page, "4242 4242 4242 4242");
  await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();
  await expect(main.getByRole("heading", { name: "✅ Teste grátis ativado!" })).toBeVisible();
  expect(await subscription(page)).toMatchObject({ status: "trialing", cardLast4: "4242", plan: { id: 4 } });
  expect(await charges(page)).toEqual([]);
});

test("/trial and /checkout for an owner already on a trial with a card: 'Você já está no plano X', never a form", async ({
  page,
}) => {
  await startTrialByForm(page, /Starter/);
  await page.goto("/trial");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Você já está no plano Starter" })).toBeVisible();
  await expect(main.getByText(/^Teste grátis até \d\d\/\d\d\.$/)).toBeVisible();
  await expect(main.getByLabel("Número do cartão")).toHaveCount(0);
  await expectAxeClean(page);

  await page.goto("/checkout/4");
  await expect(main.getByRole("heading", { name: "Você já está no plano Starter" })).toBeVisible();
  await expect(main.getByLabel("Número do cartão")).toHaveCount(0);
  await main.getByRole("link", { name: "Minha conta" }).click();
  await expect(page).toHaveURL("/dashboard/conta");
});

test("a 409 from the checkout is not shown as success: the page says the plan the account is on", async ({
  page,
  signedInOwner: _,
}) => {
  await page.goto("/checkout/3");
  const main = page.getByRole("main");
  await expect(main.getByText(trialLine(19))).toBeVisible();
  // Another tab finished the checkout meanwhile: this page's form is now out of date.
  const other = await page.request.post("/api/billing/checkout", {
    data: {
      planId: 3,
      cardNumber: "4242424242424242",
      cardExpiry: "12/40",
      cardCvc: "123",
      cardholderName: "Eva Prado",
    },
  });
  expect(other.status(), await other.text()).toBe(200);

  await fillCard(page, "4242 4242 4242 4242");
  const answer = page.waitForResponse("**/api/billing/checkout");
  await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();
  expect((await answer).status()).toBe(409);
  await expect(main.getByRole("heading", { name: "Você já está no plano Starter" })).toBeVisible();
  await expect(main.getByText("Nada foi cobrado de novo.")).toBeVisible();
  await expect(page.getByText("Pagamento Aprovado! 🎉")).toHaveCount(0);
  await expect(page.getByText("✅ Teste grátis ativado!")).toHaveCount(0);
  expect(await charges(page)).toEqual([]);
});

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", PHONE],
] as const) {
  test(`Minha conta on a ${device}: status, no charges during the trial, change the card (refused, then good), change plan, cancel for free, reactivate`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await startTrialByForm(page, /Pro/);
    await page.goto("/dashboard/conta");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Minha conta" })).toBeVisible();
    await expect(main.getByText(/^Teste grátis até \d\d\/\d\d$/)).toBeVisible();
    await expect(main.getByText(/Primeira cobrança: .* US\$\s39, no Visa final 4242/)).toBeVisible();
    await expect(
      main.getByText("Nenhuma cobrança ainda. Durante o teste grátis nada é cobrado."),
    ).toBeVisible();
    if (device === "phone") await expectNoSideScroll(page);
    await expectAxeClean(page);

    await main.getByRole("button", { name: "Trocar cartão" }).click();
    const form = main.getByRole("form", { name: "Novo cartão" });
    await fillCard(page, "4000 0000 0000 0002", form);
    await form.getByRole("button", { name: "Salvar cartão" }).click();
    await expect(form.getByText(CARD_MESSAGES.declined)).toBeVisible();
    await expect(toast(page, "Cartão não atualizado")).toBeVisible();
    expect((await subscription(page)).cardLast4).toBe("4242");

    await fillCard(page, "4000 0000 0000 0069", form);
    await form.getByRole("button", { name: "Salvar cartão" }).click();
    await expect(form.getByText(CARD_MESSAGES.expired)).toBeVisible();

    await fillCard(page, "4242 4242 4242 4242", form);
    await form.getByRole("button", { name: "Salvar cartão" }).click();
    await expect(toast(page, "Cartão atualizado")).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(main.getByText("Visa final 4242", { exact: true })).toBeVisible();

    // Change plan in place: nothing charged, the next charge is the new plan's (said before confirming).
    await main.getByRole("button", { name: /^Mudar para Starter · US\$\s19\/mês$/ }).click();
    await expect(
      main.getByText(/^Novo preço: US\$\s19 por mês\. Nada é cobrado agora\. O plano Starter começa agora\./),
    ).toBeVisible();
    await main.getByRole("button", { name: "Confirmar mudança" }).click();
    await expect(toast(page, "Plano Starter escolhido")).toBeVisible();
    await expect(main.getByText("Plano Starter", { exact: true })).toBeVisible();
    await expect(main.getByText(/Primeira cobrança: .* US\$\s19, no Visa final 4242/)).toBeVisible();
    expect(await charges(page)).toEqual([]);

    await main.getByRole("button", { name: "Cancelar assinatura" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Cancelar assinatura?" });
    await expect(dialog.getByText(/^Nada será cobrado/)).toBeVisible();
    await dialog.getByRole("button", { name: "Sim, cancelar" }).click();
    await expect(toast(page, "Assinatura cancelada")).toBeVisible();
    await expect(main.getByText(/^Cancelada — acesso até \d\d\/\d\d$/)).toBeVisible();
    await expect(main.getByRole("button", { name: "Cancelar assinatura" })).toHaveCount(0);
    expect(await charges(page)).toEqual([]);
    expect((await subscription(page)).status).toBe("cancelled");

    // Reactivate while the trial still runs: back to the trial, still nothing charged.
    await main.getByRole("button", { name: "Reativar assinatura" }).click();
    await expect(toast(page, "Assinatura reativada")).toBeVisible();
    await expect(main.getByText(/^Teste grátis até \d\d\/\d\d$/)).toBeVisible();
    expect((await subscription(page)).status).toBe("trialing");
    expect(await charges(page)).toEqual([]);

    await main.getByRole("link", { name: "Voltar ao painel" }).click();
    await expect(page).toHaveURL("/dashboard");
  });
}

test("a receipt is its own page that prints without the panel around it", async ({ page }) => {
  await startTrialByForm(page, /Pro/);
  // No charge exists during a trial and the journeys cannot move the clock past it: the list is
  // answered here, in the contract's own shape (parsed by its schema), to show how a receipt reads.
  const charge: Charge = chargesSchema.parse([
    {
      id: 7,
      receiptNumber: "PC-000007",
      createdAt: "2026-11-30T15:00:00.000Z",
      amount: 3900,
      currency: "USD",
      status: "paid",
      cardBrand: "visa",
      cardLast4: "4242",
      planName: "Pro",
      periodStart: "2026-11-30T15:00:00.000Z",
      periodEnd: "2026-12-30T15:00:00.000Z",
      refundedAt: null,
    },
  ])[0] as Charge;
  await page.route("**/api/billing/charges", (route) => route.fulfill({ json: [charge] }));
  await page.goto("/dashboard/conta");
  const main = page.getByRole("main");
  const row = main.getByRole("list", { name: "Cobranças e devoluções" }).getByRole("listitem");
  await expect(row).toContainText("30/11/2026");
  await expect(row).toContainText(/US\$\s39/);
  await expect(row).toContainText("Plano Pro · Visa final 4242");
  await expect(row).toContainText("Paga");
  await row.getByRole("link", { name: /Recibo/ }).click();
  await expect(page).toHaveURL("/dashboard/recibo?id=7");
  await expect(page.getByRole("heading", { level: 1, name: "Recibo nº PC-000007" })).toBeVisible();
  await expect(page.getByText("30/11/2026 a 30/12/2026")).toBeVisible();
  await expect(page.getByRole("button", { name: "Imprimir" })).toBeVisible();
  await expectAxeClean(page);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Imprimir" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Voltar para Minha conta" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Recibo nº PC-000007" })).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  await page.goto("/dashboard/recibo?id=999");
  await expect(page.getByRole("heading", { name: "Recibo não encontrado" })).toBeVisible();
});

test("a payment already under way (409 CHECKOUT_IN_PROGRESS) is said as such, never as a refused card or a success", async ({
  page,
}) => {
  await fillRegisterForm(page, {
    email: uniqueEmail("andamento"),
    plan: /Starter/,
    firstName: "Rita",
    lastName: "Alves",
  });
  await page.getByRole("button", { name: "Começar 7 dias grátis" }).click();
  await page.waitForURL(/\/checkout\?/);

  // What the server answers while another tab's payment holds the lease (paymentLease.ts).
  await page.route("**/api/billing/checkout", (route) =>
    route.fulfill({
      status: 409,
      contentType: "application/json",
      body: JSON.stringify({
        error: "Já existe um pagamento em andamento para esta conta. Aguarde a confirmação.",
        code: "CHECKOUT_IN_PROGRESS",
      }),
    }),
  );
  const main = page.getByRole("main");
  await fillCard(page, "4242 4242 4242 4242");
  await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();
  await expect(main.getByRole("heading", { name: "Pagamento em andamento" })).toBeVisible();
  await expect(main.getByText(/Esta tentativa não cobrou nada/)).toBeVisible();
  await expect(main.getByRole("heading", { name: "Pagamento Negado ❌" })).toHaveCount(0);
  await expect(main.getByText("✅ Teste grátis ativado!")).toHaveCount(0);
  expect(await charges(page)).toEqual([]);
});
