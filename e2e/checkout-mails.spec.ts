import type { Page, Route } from "@playwright/test";
import { expect, fillRegisterForm, PHONE, test, uniqueEmail } from "./fixtures";

/*
 * Issue 30, "Checkout and mails": every upgrade link of a Starter trial ends
 * where Pro can be chosen, with the new price confirmed before it applies;
 * the trial's checkout shows its wait in view and in the trial's words; the
 * invitation page keeps the email whole.
 */

const CARD = {
  cardNumber: "4242424242424242",
  cardExpiry: "12/40",
  cardCvc: "123",
  cardholderName: "Ana Souza",
};
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: /Notificações/ }).getByText(text);

async function fillCard(page: Page) {
  const main = page.getByRole("main");
  await main.getByLabel("Número do cartão").fill(CARD.cardNumber);
  await main.getByLabel("Validade (MM/AA)").fill(CARD.cardExpiry);
  await main.getByLabel("CVC").fill(CARD.cardCvc);
  await main.getByLabel("Nome impresso no cartão").fill(CARD.cardholderName);
}

/** The Pro offer at /checkout/4 for an account on a Starter trial with a card: the new price, then a confirmation. */
async function expectProOffer(page: Page) {
  const main = page.getByRole("main");
  await expect(page).toHaveURL(/\/checkout\/4$/);
  await expect(main.getByRole("heading", { name: "Você já está no plano Starter" })).toBeVisible();
  await expect(main.getByText("Mudar para o plano Pro?")).toBeVisible();
  await expect(main.getByText(/Novo preço: [^.]*39[^.]* por mês\. Nada é cobrado agora\./)).toBeVisible();
  await expect(
    main.getByText(/A próxima cobrança, em \d\d\/\d\d\/\d{4}, será de [^.]*39[^.]*\./),
  ).toBeVisible();
  await expect(main.getByRole("button", { name: "Confirmar mudança" })).toBeInViewport({ ratio: 0.5 });
}

for (const [device, viewport] of [
  ["phone", PHONE],
  ["desktop", { width: 1280, height: 800 }],
] as const) {
  test.describe(`at ${viewport.width} px (${device})`, () => {
    test.use({ viewport });

    test("a Starter trial owner follows each upgrade link to Pro and confirms the new price", async ({
      page,
      onboardedOwner: _,
    }) => {
      // The card given, as /register → checkout does: a Starter trial with its first charge set.
      const given = await page.request.post("/api/billing/checkout", { data: { planId: 3, ...CARD } });
      expect(given.status(), await given.text()).toBe(200);

      // The team card's link.
      await page.goto("/dashboard");
      const team = page.getByRole("region", { name: "Equipe", exact: true });
      await team.getByRole("link", { name: "Mudar para o Pro" }).click();
      await expectProOffer(page);
      // "Voltar" leaves the plan as it was and offers the change again, with its price.
      await page.getByRole("main").getByRole("button", { name: "Voltar" }).click();
      await expect(
        page.getByRole("main").getByRole("button", { name: /^Mudar para o Pro · .*39.*\/mês$/ }),
      ).toBeVisible();

      // The customers page's link, then the change for real.
      await page.goto("/dashboard/clientes");
      await page.getByRole("link", { name: "Fazer upgrade para o Pro" }).click();
      await expectProOffer(page);
      await page.getByRole("main").getByRole("button", { name: "Confirmar mudança" }).click();
      await expect(toast(page, "Plano Pro escolhido")).toBeVisible();
      await expect(
        page.getByRole("main").getByRole("heading", { name: "Você já está no plano Pro" }),
      ).toBeVisible();
      const sub = await (await page.request.get("/api/billing/subscription")).json();
      expect(sub).toMatchObject({ status: "trialing", plan: { id: 4 }, nextChargeAmount: 3900 });
      expect(await (await page.request.get("/api/billing/charges")).json()).toEqual([]);
    });

    test("after 'Começar 7 dias grátis' the wait is in view, says no charge today, and the sign-up toast is gone", async ({
      page,
    }) => {
      await fillRegisterForm(page, { email: uniqueEmail() });
      await page.getByRole("button", { name: "Começar 7 dias grátis" }).click();
      await expect(page).toHaveURL(/\/checkout\?/);
      await expect(toast(page, "Conta criada com sucesso!")).toBeVisible();
      await fillCard(page);

      // The card check is held until the page has been looked at.
      const held = new Promise<Route>((resolve) => {
        void page.route("**/api/billing/checkout", (route) => resolve(route));
      });
      const main = page.getByRole("main");
      await main.getByRole("button", { name: "Começar 7 dias grátis" }).click();
      const route = await held;
      // The words on screen (the spinner's own label says the same to screen readers).
      const wait = main.locator("p", { hasText: "Verificando seu cartão…" });
      await expect(wait).toBeVisible();
      await expect(wait).toBeInViewport();
      await expect(
        main.getByText("Nenhuma cobrança hoje: só conferimos o cartão e ativamos seu teste grátis."),
      ).toBeInViewport();
      await expect(main.getByText("Processando pagamento…")).toHaveCount(0);
      await expect(toast(page, "Conta criada com sucesso!")).toHaveCount(0);
      await route.continue();

      const done = main.getByRole("heading", { name: "✅ Teste grátis ativado!" });
      await expect(done).toBeVisible();
      await expect(done).toBeInViewport();
      await page.waitForURL("**/dashboard");
    });

    test("/convite keeps the invited email whole (it breaks at @ or a dot, never mid-word)", async ({
      browser,
      app,
      mail,
      page,
      teamOwner: _,
    }) => {
      // An address longer than what is left of the sentence's line: it must move down whole or break at "@" or ".".
      const email = uniqueEmail("cozinheiro");
      const invited = await page.request.post("/api/team", { data: { email } });
      expect(invited.status(), await invited.text()).toBe(201);
      const invite = await mail.waitFor(email, /Convite para a equipe/);
      const link = invite.text.match(/https?:\/\/\S+\/convite#token=[A-Za-z0-9_-]+/)?.[0];
      expect(link).toBeTruthy();

      const context = await browser.newContext({ viewport, baseURL: app.url, locale: "pt-BR" });
      const guest = await context.newPage();
      await guest.goto(link!);
      const line = guest.getByText(/^Para aceitar, entre ou crie sua conta com o email/);
      await expect(line).toBeVisible();
      // Each piece between break points (after "@" and each ".") sits on one line.
      const pieces = await line.locator("strong").evaluate((strong) =>
        Array.from(strong.querySelectorAll("span > span")).map((piece) => {
          const range = document.createRange();
          range.selectNodeContents(piece);
          const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
          return { text: piece.textContent, lines: tops.size };
        }),
      );
      expect(pieces.map((p) => p.text).join("")).toBe(email);
      for (const piece of pieces)
        expect(piece, `"${piece.text}" partido no meio`).toMatchObject({ lines: 1 });
      const overflow = await guest.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    });
  });
}
