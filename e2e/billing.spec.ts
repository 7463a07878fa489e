import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { CARD_MESSAGES } from "../common/billing";
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
import { startAppServer } from "./support/appServer";

const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notificações/ }).getByText(text);

async function fillCard(page: Page, number: string) {
  const main = page.getByRole("main");
  await main.getByLabel("Número do cartão").fill(number);
  await main.getByLabel("Validade (MM/AA)").fill("12/40");
  await main.getByLabel("CVC").fill("123");
  await main.getByLabel("Nome impresso no cartão").fill("Ana Souza");
}

/** The dashboard for a signed-in owner: the session answers and the shell offers Logout. */
async function expectSignedInDashboard(page: Page, email: string) {
  await page.waitForURL("**/dashboard");
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  const me = await page.request.get("/api/user");
  expect(me.status()).toBe(200);
  const user = (await me.json()) as { email: string; isEmailVerified: boolean; subscriptionStatus: string };
  expect(user.email).toBe(email);
  return user;
}

for (const [device, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", PHONE],
] as const) {
  test.describe(`checkout after /register on a ${device}`, () => {
    test.use({ viewport });

    test("a declined card, 'Tentar Novamente', then 4242 is approved and the dashboard opens signed in", async ({
      page,
    }) => {
      const email = uniqueEmail("registro");
      await fillRegisterForm(page, { email, plan: /Pro/ });
      await page.getByRole("button", { name: "Começar 7 dias grátis" }).click();

      await page.waitForURL(/\/checkout\?/);
      const query = new URL(page.url()).searchParams;
      expect(query.get("userId")).toMatch(/^[0-9a-f-]{36}$/);
      expect(query.get("email")).toBe(email);
      expect(query.get("name")).toBe("Ana Souza");
      expect(query.get("planId")).toBe("4");

      const main = page.getByRole("main");
      await expect(main.getByRole("listitem").filter({ hasText: "Pagamento" })).toHaveAttribute(
        "aria-current",
        "step",
      );
      await expect(main.getByText("Ana Souza", { exact: true })).toBeVisible();
      await expect(main.getByText(email)).toBeVisible();
      await expect(main.getByText(/Plano\s+Pro/)).toBeVisible();
      if (device === "phone") await expectNoSideScroll(page);

      const pay = main.getByRole("button", { name: "Começar 7 dias grátis" });
      await expect(pay).toBeDisabled();
      await fillCard(page, "4000 0000 0000 0002");
      await pay.click();
      await expect(main.getByRole("heading", { name: "Pagamento Negado ❌" })).toBeVisible();
      await expect(main.getByText(CARD_MESSAGES.declined)).toBeVisible();
      await expect(toast(page, "Erro no Pagamento ❌")).toBeVisible();

      await main.getByRole("button", { name: "Tentar Novamente" }).click();
      // What was typed is still there; only the number changes.
      await expect(main.getByLabel("Nome impresso no cartão")).toHaveValue("Ana Souza");
      await main.getByLabel("Número do cartão").fill("4242424242424242");
      await expect(main.getByLabel("Número do cartão")).toHaveValue("4242 4242 4242 4242");
      await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();
      await expect(main.getByRole("heading", { name: "✅ Teste grátis ativado!" })).toBeVisible();
      await expect(
        main.getByText("Cartão final 4242 verificado, nada foi cobrado.", { exact: false }),
      ).toBeVisible();

      const me = await expectSignedInDashboard(page, email);
      // SPEC §4's email step ran and answered, but paying proves a card, not a mailbox:
      // only the mailed link confirms the address (issue 25).
      expect(me.isEmailVerified).toBe(false);
      const sub = await (await page.request.get("/api/billing/subscription")).json();
      // Issue 17: the checkout of a trial verifies the card and charges nothing.
      expect(sub).toMatchObject({ status: "trialing", cardLast4: "4242", plan: { id: 4, name: "Pro" } });
    });
  });
}

test("/trial: a refused card creates nothing; with 4242 the trial starts and the dashboard opens", async ({
  page,
}) => {
  const email = uniqueEmail("teste");
  await page.goto("/trial");
  await expect(page.getByText("sem cobrar nada", { exact: false })).toBeVisible();
  const main = page.getByRole("main");
  await choosePlan(page, /Starter/);
  await main.getByLabel("Nome", { exact: true }).fill("Bruno");
  await main.getByLabel("Sobrenome").fill("Lima");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Senha", { exact: true }).fill("curta1");
  await fillCard(page, "4000 0000 0000 0069");
  await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();
  await expect(main.getByText("Mínimo 8 caracteres")).toHaveAttribute("role", "alert");

  await main.getByLabel("Senha", { exact: true }).fill(OWNER_PASSWORD);
  await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();
  await expect(toast(page, "Erro no cadastro ❌")).toBeVisible();
  await expect(toast(page, CARD_MESSAGES.expired)).toBeVisible();
  expect((await page.request.get("/api/user")).status()).toBe(401);

  await main.getByLabel("Número do cartão").fill("4242 4242 4242 4242");
  await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();
  await expect(toast(page, "✅ Teste grátis ativado!")).toBeVisible();

  const me = await expectSignedInDashboard(page, email);
  expect(me.subscriptionStatus).toBe("trialing");
  const sub = await (await page.request.get("/api/billing/subscription")).json();
  expect(sub).toMatchObject({ status: "trialing", last4: "4242", plan: { name: "Starter" } });
});

test("/trial with a mailbox that already had a trial: said plainly, then 'Assinar agora' pays today at checkout", async ({
  page,
}) => {
  const box = `ana${Date.now().toString(36)}`;
  const first = await page.request.post("/api/billing/trial", {
    data: {
      firstName: "Ana",
      lastName: "Souza",
      email: `${box}@gmail.com`,
      password: OWNER_PASSWORD,
      planId: 3,
      cardNumber: "4242424242424242",
      cardExpiry: "12/40",
      cardCvc: "123",
      cardholderName: "ANA SOUZA",
    },
  });
  expect(first.status()).toBe(200);
  expect((await page.request.post("/api/logout", { data: {} })).ok()).toBe(true);

  // The same Gmail mailbox with a dot and a +tag.
  const email = `${box.slice(0, 1)}.${box.slice(1)}+loja@gmail.com`;
  await page.goto("/trial");
  const main = page.getByRole("main");
  await choosePlan(page, /Starter/);
  await main.getByLabel("Nome", { exact: true }).fill("Ana");
  await main.getByLabel("Sobrenome").fill("Souza");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Senha", { exact: true }).fill(OWNER_PASSWORD);
  await fillCard(page, "4242 4242 4242 4242");
  await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();
  await expect(
    main.getByRole("alert").filter({ hasText: "Este email já usou o teste grátis" }),
  ).toBeVisible();
  expect((await page.request.get("/api/user")).status()).toBe(401);

  await main.getByRole("link", { name: "Assinar agora, sem teste grátis" }).click();
  await page.waitForURL(/\/checkout\/3$/);
  await main.getByRole("button", { name: "Continuar" }).click();
  await main.getByRole("button", { name: "Criar conta" }).click();
  await expect(main.getByRole("heading", { name: "Crie sua conta" })).toBeVisible();
  await main.getByLabel("Nome", { exact: true }).fill("Ana");
  await main.getByLabel("Sobrenome").fill("Souza");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Senha", { exact: true }).fill(OWNER_PASSWORD);
  await main.getByRole("button", { name: "Criar conta e continuar" }).click();

  // The payment step says why today is charged, and charges it.
  await expect(
    main.getByRole("alert").filter({ hasText: "Este email já usou o teste grátis" }),
  ).toBeVisible();
  await fillCard(page, "4242 4242 4242 4242");
  await main.getByRole("button", { name: /^Pagar / }).click();
  await expect(main.getByRole("heading", { name: /Pagamento Aprovado/ })).toBeVisible();
  const sub = await (await page.request.get("/api/billing/subscription")).json();
  expect(sub).toMatchObject({ status: "active", plan: { id: 3 } });
});

test("/trial with a card that already had a trial: said plainly; at checkout 'Assinar agora' pays today", async ({
  page,
}) => {
  // A server of its own with the sandbox's real rule: one number, one card.
  const server = await startAppServer({ SANDBOX_CARD_FINGERPRINT: "number" });
  try {
    const at = (path: string) => `${server.url}${path}`;
    const first = await page.request.post(at("/api/billing/trial"), {
      headers: { origin: server.url },
      data: {
        firstName: "Ana",
        lastName: "Souza",
        email: uniqueEmail("primeira"),
        password: OWNER_PASSWORD,
        planId: 3,
        cardNumber: "4242424242424242",
        cardExpiry: "12/40",
        cardCvc: "123",
        cardholderName: "ANA SOUZA",
      },
    });
    expect(first.status()).toBe(200);
    expect(
      (await page.request.post(at("/api/logout"), { headers: { origin: server.url }, data: {} })).ok(),
    ).toBe(true);

    const email = uniqueEmail("segunda");
    await page.goto(at("/trial"));
    const main = page.getByRole("main");
    await choosePlan(page, /Starter/);
    await main.getByLabel("Nome", { exact: true }).fill("Bia");
    await main.getByLabel("Sobrenome").fill("Lima");
    await main.getByLabel("Email").fill(email);
    await main.getByLabel("Senha", { exact: true }).fill(OWNER_PASSWORD);
    await fillCard(page, "4242 4242 4242 4242");
    await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();
    await expect(
      main.getByRole("alert").filter({ hasText: "Este cartão já usou o teste grátis" }),
    ).toBeVisible();

    await main.getByRole("link", { name: "Assinar agora, sem teste grátis" }).click();
    await page.waitForURL(/\/checkout\/3$/);
    await main.getByRole("button", { name: "Continuar" }).click();
    await main.getByRole("button", { name: "Criar conta" }).click();
    await main.getByLabel("Nome", { exact: true }).fill("Bia");
    await main.getByLabel("Sobrenome").fill("Lima");
    await main.getByLabel("Email").fill(email);
    await main.getByLabel("Senha", { exact: true }).fill(OWNER_PASSWORD);
    await main.getByRole("button", { name: "Criar conta e continuar" }).click();

    // A new mailbox has its trial, but this card does not: the payment step says so and offers to pay now.
    await fillCard(page, "4242 4242 4242 4242");
    await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();
    await expect(
      main.getByRole("alert").filter({ hasText: "Este cartão já usou o teste grátis" }),
    ).toBeVisible();
    await expect(main.getByText("Nada foi cobrado.")).toBeVisible();
    await main.getByRole("button", { name: /^Assinar agora: US\$\s19 hoje$/ }).click();
    await expect(main.getByRole("heading", { name: /Pagamento Aprovado/ })).toBeVisible();
    const sub = await (await page.request.get(at("/api/billing/subscription"))).json();
    expect(sub).toMatchObject({ status: "active", plan: { id: 3 } });
  } finally {
    await server.stop();
  }
});

test("/checkout/4 for a visitor: plan preselected, the login step, then payment", async ({
  page,
  signedInOwner: { email, password, firstName, lastName },
}) => {
  expect((await page.request.post("/api/logout")).ok()).toBe(true);

  await page.goto("/checkout/4");
  const main = page.getByRole("main");
  await expect(main.getByRole("radio", { name: /Pro/ })).toBeChecked();
  await main.getByRole("button", { name: "Continuar" }).click();

  await expect(main.getByRole("heading", { name: "Entre na sua conta" })).toBeVisible();
  await main.getByRole("button", { name: "Criar conta" }).click();
  await expect(main.getByRole("heading", { name: "Crie sua conta" })).toBeVisible();
  await main.getByRole("button", { name: "Entrar", exact: true }).click();

  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Senha", { exact: true }).fill("senha-errada-1");
  await main.getByRole("button", { name: "Entrar", exact: true }).click();
  await expect(toast(page, "Erro no login")).toBeVisible();
  await main.getByLabel("Senha", { exact: true }).fill(password);
  await main.getByRole("button", { name: "Entrar", exact: true }).click();

  await expect(main.getByText(`${firstName} ${lastName}`, { exact: true })).toBeVisible();
  await fillCard(page, "4242424242424242");
  await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();
  await expect(main.getByRole("heading", { name: "✅ Teste grátis ativado!" })).toBeVisible();

  await expectSignedInDashboard(page, email);
  const sub = await (await page.request.get("/api/billing/subscription")).json();
  expect(sub).toMatchObject({ status: "trialing", cardLast4: "4242", plan: { id: 4 } });
});

test("checkout: any other number is refused with SPEC's message; after approval the waits, then a failed email check is said", async ({
  page,
  signedInOwner: { email },
}) => {
  await page.goto("/checkout/3");
  const main = page.getByRole("main");

  await fillCard(page, "1234 5678 9012 3456");
  await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();
  await expect(main.getByRole("heading", { name: "Pagamento Negado ❌" })).toBeVisible();
  await expect(main.getByText(CARD_MESSAGES.invalidNumber)).toBeVisible();
  await main.getByRole("button", { name: "Tentar Novamente" }).click();

  // The email check fails on its way (a dropped connection); the payment itself went through.
  let verifyAskedAt = 0;
  await page.route("**/api/verify-email-after-payment", (route) => {
    verifyAskedAt = Date.now();
    return route.abort("connectionreset");
  });
  await main.getByLabel("Número do cartão").fill("4242424242424242");
  const charged = page.waitForResponse("**/api/billing/checkout");
  await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();
  expect((await charged).status()).toBe(200);
  const chargedAt = Date.now();
  // SPEC §4: 1.5 s before the email check, with the processing state still on screen.
  await expect(main.getByText("Verificando seu cartão…").first()).toBeVisible();
  await expect(main.getByRole("heading", { name: "✅ Teste grátis ativado!" })).toBeVisible();
  expect(verifyAskedAt - chargedAt).toBeGreaterThanOrEqual(1400);
  await expect(main.getByRole("alert")).toContainText("Erro na verificação automática do email");
  await expect(toast(page, "Erro na verificação automática do email")).toBeVisible();

  const me = await expectSignedInDashboard(page, email);
  expect(me.isEmailVerified).toBe(false);
  const sub = await (await page.request.get("/api/billing/subscription")).json();
  expect(sub).toMatchObject({ status: "trialing", plan: { id: 3 } });
});

test("checkout: when the automatic login fails after the payment, SPEC's message and a way to sign in", async ({
  page,
  signedInOwner: _,
}) => {
  await page.goto("/checkout/3");
  const main = page.getByRole("main");
  await fillCard(page, "4242 4242 4242 4242");
  // From here the session read fails (a server hiccup): the payment and the email check still happen.
  await page.route("**/api/user", (route) => route.fulfill({ status: 503, body: "" }));
  await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();
  await expect(main.getByRole("heading", { name: "✅ Teste grátis ativado!" })).toBeVisible();
  const message = "Conta criada com sucesso, mas houve erro no login automático. Faça login manualmente.";
  await expect(main.getByRole("alert")).toContainText(message);
  await expect(toast(page, message)).toBeVisible();
  await expect(main.getByRole("link", { name: "Fazer login" })).toHaveAttribute("href", "/login");
  await expect(main.getByRole("link", { name: "Ir para o painel agora" })).toHaveCount(0);
  await page.unroute("**/api/user");
  const sub = await (await page.request.get("/api/billing/subscription")).json();
  expect(sub).toMatchObject({ status: "trialing", plan: { id: 3 } });
});

test.describe("billing pages on a phone", () => {
  test.use({ viewport: PHONE });

  test("/trial and each checkout step have one h1, no side scroll and no serious axe violations", async ({
    page,
    newOwner,
  }) => {
    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    const check = async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expectNoSideScroll(page);
      expect(await serious()).toEqual([]);
    };

    await page.goto("/trial");
    await expect(page.getByRole("radio", { name: /Starter/ })).toBeChecked();
    await check();

    await page.goto("/checkout/3");
    await expect(page.getByRole("radio", { name: /Starter/ })).toBeChecked();
    await check();
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByRole("heading", { name: "Entre na sua conta" })).toBeVisible();
    await check();
    await page.getByRole("main").getByRole("button", { name: "Criar conta" }).click();
    await expect(page.getByRole("heading", { name: "Crie sua conta" })).toBeVisible();
    await check();

    // Signed in now (an account of its own, made after the visitor's steps): the payment step.
    await newOwner();
    await page.goto("/checkout/3");
    await expect(page.getByRole("button", { name: "Começar 7 dias grátis" })).toBeDisabled();
    await check();
  });
});

/** A fresh account through /register, left on its /checkout page with the payment form. */
async function registerToCheckout(page: Page, who: string) {
  const email = uniqueEmail(who);
  await fillRegisterForm(page, { email });
  await page.getByRole("button", { name: "Começar 7 dias grátis" }).click();
  await page.waitForURL(/\/checkout\?/);
  return email;
}

test.describe("checkout on a phone, with a nervous thumb", () => {
  test.use({ viewport: PHONE });

  test("a double tap on the button sends one checkout and still lands on the dashboard", async ({ page }) => {
    const email = await registerToCheckout(page, "toque-duplo");
    const main = page.getByRole("main");
    await fillCard(page, "4242 4242 4242 4242");
    const charges: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/billing/checkout")) charges.push(r.method());
    });
    await main.getByRole("button", { name: "Começar 7 dias grátis" }).dblclick();
    await expect(main.getByRole("heading", { name: "✅ Teste grátis ativado!" })).toBeVisible();
    await expectSignedInDashboard(page, email);
    expect(charges).toEqual(["POST"]);
  });
});

test("the Pro card's call to action opens /trial with Pro chosen", async ({ page }) => {
  await page.goto("/pricing");
  await page.getByRole("link", { name: "Começar teste grátis no plano Pro" }).click();
  await page.waitForURL(/\/trial$/);
  await expect(page.getByRole("radio", { name: /Pro/ })).toBeChecked();
  // Any other way in starts on the first plan, as SPEC §4 says.
  await page.goto("/pricing");
  await page.getByRole("banner").getByRole("link", { name: "7 dias grátis" }).click();
  await page.waitForURL(/\/trial$/);
  await expect(page.getByRole("radio", { name: /Starter/ })).toBeChecked();
});
