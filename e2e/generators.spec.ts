import type { BrowserContext, Page, Request } from "@playwright/test";
import { ACCESS_REQUIRED_MESSAGE } from "../common/generations";
import { GENERATOR_MESSAGES } from "../common/generators";
import { expect, expectNoSideScroll, PHONE, test } from "./fixtures";
import { type AppServer, startAppServer } from "./support/appServer";

/**
 * Opens the dashboard and, unless told otherwise, waits for the menu it
 * generates on load: its toast would otherwise replace (one at a time) the
 * toast a journey is looking for.
 */
async function openDashboard(
  page: Page,
  name: string,
  options: { baseUrl?: string; waitForMenu?: boolean } = {},
): Promise<void> {
  await page.goto(`${options.baseUrl ?? ""}/dashboard`);
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  if (options.waitForMenu === false) return;
  await expect(
    section(page, "Gerador de cardápio").getByRole("region", { name: "Cardápio gerado" }),
  ).toBeVisible();
}

/** Every POST the page makes to one generate call, with its JSON body. */
function recordCalls(page: Page, path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === path) {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return bodies;
}

const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notificações/ }).getByText(text, { exact: true });

const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

async function allowClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe("dashboard generators on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("content comes 1 s after the dish name stops changing, as a description or a post, and copies", async ({
    page,
    context,
    newOwner,
  }) => {
    await allowClipboard(context);
    await newOwner({
      restaurant: { name: "Pizzaria Forno a Lenha", type: "pizzaria" },
      openDashboard: false,
    });
    const calls = recordCalls(page, "/api/generate-content");
    await openDashboard(page, "Pizzaria Forno a Lenha");
    const generator = section(page, "Gerador de conteúdo");

    // Typed key by key, faster than the 1 s pause: one call, for the whole name.
    await generator.getByLabel("Nome do prato").pressSequentially("Pizza de calabresa", { delay: 60 });
    const result = generator.getByRole("region", { name: "Conteúdo gerado" });
    await expect(result).toBeVisible();
    await expect(toast(page, "Conteúdo gerado!")).toBeVisible();
    expect(calls).toEqual([
      { dishName: "Pizza de calabresa", businessType: "pizzaria", format: "description" },
    ]);
    await expect(result.getByText(/^\d+ de 400 caracteres$/)).toBeVisible();
    const description = ((await result.locator("p").first().textContent()) ?? "").trim();
    expect(description.toLowerCase()).toContain("calabresa");

    await result.getByRole("button", { name: "Copiar" }).click();
    await expect(toast(page, "Copiado!")).toBeVisible();
    expect(await clipboard(page)).toBe(description);

    // The Instagram post: a new call at once, counted without the app's limit.
    await generator.getByText("Post no Instagram").click();
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[1]).toMatchObject({ dishName: "Pizza de calabresa", format: "post" });
    await expect(result.getByText(/^\d+ caracteres$/)).toBeVisible();

    await result.getByRole("button", { name: "Gerar outra" }).click();
    await expect.poll(() => calls.length).toBe(3);
    expect(calls[2]).toMatchObject({ dishName: "Pizza de calabresa", format: "post" });
    await expect(generator.getByRole("button", { name: "Gerar post" })).toBeEnabled();

    // The button with an empty name says the SPEC rule and asks nothing.
    await generator.getByLabel("Nome do prato").fill("");
    await generator.getByRole("button", { name: "Gerar post" }).click();
    await expect(generator.getByText(GENERATOR_MESSAGES.dishNameRequired)).toBeVisible();
    expect(calls).toHaveLength(3);
  });

  test("choosing a goal generates a promotion 1 s later; Copiar says 'Promoção copiada!'", async ({
    page,
    context,
    newOwner,
  }) => {
    await allowClipboard(context);
    await newOwner({ restaurant: { name: "Burger do Zé", type: "hamburgueria" }, openDashboard: false });
    const calls = recordCalls(page, "/api/generate-promotion");
    await openDashboard(page, "Burger do Zé");
    const generator = section(page, "Gerador de promoções");

    await generator.getByLabel("Objetivo da promoção").selectOption({ label: "Atrair novos clientes" });
    const result = generator.getByRole("region", { name: "Promoção gerada" });
    await expect(result).toBeVisible();
    await expect(toast(page, "Promoção gerada!")).toBeVisible();
    expect(calls).toEqual([{ goal: "atrair-novos-clientes", businessType: "hamburgueria" }]);
    const title = ((await result.getByRole("heading", { level: 3 }).textContent()) ?? "").trim();
    expect(title).not.toBe("");
    await expect(result.getByText("Desconto", { exact: true })).toBeVisible();
    await expect(result.getByText("Período", { exact: true })).toBeVisible();
    await expect(result.getByText(/^\d+ caracteres$/)).toBeVisible();

    await result.getByRole("button", { name: "Copiar" }).click();
    await expect(toast(page, "Promoção copiada!")).toBeVisible();
    await expect(toast(page, "Cole no seu app de delivery")).toBeVisible();
    const copied = await clipboard(page);
    expect(copied.startsWith(title)).toBe(true);
    expect(copied).toMatch(/Desconto: .+\nPeríodo: .+/);

    await generator
      .getByLabel("Objetivo da promoção")
      .selectOption({ label: "Vender mais nos fins de semana" });
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[1]).toMatchObject({ goal: "vendas-finais-de-semana" });
  });

  test("a pasted review gets a reply signed by the restaurant", async ({ page, newOwner }) => {
    await newOwner({ restaurant: { name: "Marmitaria Dona Cida", type: "marmitex" }, openDashboard: false });
    const calls = recordCalls(page, "/api/generate-response");
    await openDashboard(page, "Marmitaria Dona Cida");
    const generator = section(page, "Gerador de respostas");

    await generator.getByRole("button", { name: "Gerar resposta" }).click();
    await expect(generator.getByText(GENERATOR_MESSAGES.reviewRequired)).toBeVisible();
    expect(calls).toHaveLength(0);

    const review = "A marmita chegou fria e com uma hora de atraso. Decepcionante.";
    await generator.getByLabel("Avaliação do cliente").fill(review);
    await expect(generator.getByText(`${review.length} de 2.000 caracteres`)).toBeVisible();
    await generator.getByRole("button", { name: "Gerar resposta" }).click();
    const result = generator.getByRole("region", { name: "Resposta gerada" });
    await expect(result).toBeVisible();
    await expect(toast(page, "Resposta gerada!")).toBeVisible();
    await expect(result).toContainText("Marmitaria Dona Cida");
    await expect(result.getByText(/^\d+ caracteres$/)).toBeVisible();
    expect(calls).toEqual([{ reviewText: review, businessType: "marmitex" }]);
  });

  test("the menu is generated on load with the restaurant's type and again when the type changes", async ({
    page,
    newOwner,
  }) => {
    await newOwner({ restaurant: { name: "Cantina da Nonna", type: "italiana" }, openDashboard: false });
    const calls = recordCalls(page, "/api/generate-menu");
    // Hold the first answer until the flag has been seen: the real server answers, just later.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/generate-menu", async (route) => {
      await held;
      await route.continue();
    });
    await openDashboard(page, "Cantina da Nonna", { waitForMenu: false });
    const generator = section(page, "Gerador de cardápio");

    await expect(generator.getByRole("status")).toHaveText("Gerando cardápio…");
    expect(calls).toEqual([{ restaurantType: "italiana" }]);
    release();
    const result = generator.getByRole("region", { name: "Cardápio gerado" });
    await expect(result).toBeVisible();
    // The first menu is automatic, not asked for: no toast (on a phone it covered the logo and Logout).
    await expect(page.getByRole("region", { name: /Notificações/ }).getByRole("status")).toHaveCount(0);
    await expect(toast(page, "Cardápio gerado!")).toBeHidden();
    await expect(generator.getByRole("status")).toHaveText("");
    const dishes = result.getByRole("listitem");
    const count = await dishes.count();
    expect(count).toBeGreaterThanOrEqual(5);
    expect(count).toBeLessThanOrEqual(8);
    await expect(dishes.first().getByText(/^R\$\s\d{1,3}(\.\d{3})*,\d{2}$/)).toBeVisible();
    const italianMenu = await result.getByRole("list").textContent();

    await generator.getByLabel("Tipo de restaurante").selectOption({ label: "Japonesa" });
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[1]).toEqual({ restaurantType: "japonesa" });
    await expect.poll(() => result.getByRole("list").textContent()).not.toBe(italianMenu);
    await expect(toast(page, "Cardápio gerado!")).toBeVisible();
  });

  test("the history keeps what was generated, filters by kind and copies", async ({
    page,
    context,
    newOwner,
  }) => {
    await allowClipboard(context);
    await newOwner({ restaurant: { name: "Açaí da Praia", type: "acai" }, openDashboard: false });
    await openDashboard(page, "Açaí da Praia");
    const history = section(page, "Textos gerados");

    const content = section(page, "Gerador de conteúdo");
    await content.getByLabel("Nome do prato").fill("Açaí com morango e granola");
    await content.getByRole("button", { name: "Gerar descrição" }).click();
    await expect(content.getByRole("region", { name: "Conteúdo gerado" })).toBeVisible();
    const replies = section(page, "Gerador de respostas");
    await replies.getByLabel("Avaliação do cliente").fill("Veio pouca fruta e o copo vazou na sacola.");
    await replies.getByRole("button", { name: "Gerar resposta" }).click();
    const reply = replies.getByRole("region", { name: "Resposta gerada" });
    await expect(reply).toBeVisible();
    const replyText = ((await reply.locator("p").first().textContent()) ?? "").trim();

    const list = history.getByRole("list", { name: "Textos gerados" });
    await expect(list.getByRole("heading", { name: "Açaí com morango e granola" })).toBeVisible();
    await expect(list.getByRole("heading", { name: /^Resposta a: “Veio pouca fruta/ })).toBeVisible();

    await page.reload();
    await expect(list.getByRole("heading", { name: "Açaí com morango e granola" })).toBeVisible();
    await history.getByRole("button", { name: "Resposta", exact: true }).click();
    await expect(list.getByRole("heading", { name: "Açaí com morango e granola" })).toBeHidden();
    const item = list.getByRole("listitem").filter({ hasText: "Veio pouca fruta" });
    await expect(item.getByText("Resposta", { exact: true })).toBeVisible();
    await item.getByRole("button", { name: /^Copiar/ }).click();
    await expect(toast(page, "Copiado!")).toBeVisible();
    expect(await clipboard(page)).toBe(replyText);
  });

  test("an owner whose plan ends while the dashboard is open sees how to reactivate, not an error", async ({
    page,
    app,
    newOwner,
  }) => {
    const { userId } = await newOwner({
      restaurant: { name: "Pastelaria Pausada", type: "lanchonete" },
      openDashboard: false,
    });
    await openDashboard(page, "Pastelaria Pausada");
    const off = await page.request.put(`/api/admin/users/${userId}/subscription`, {
      headers: { "x-admin-password": app.adminPassword },
      data: { subscriptionActive: false },
    });
    expect(off.ok(), await off.text()).toBe(true);

    const generator = section(page, "Gerador de conteúdo");
    await generator.getByLabel("Nome do prato").fill("Pastel de queijo");
    await generator.getByRole("button", { name: "Gerar descrição" }).click();
    const line = generator.getByRole("alert").filter({ hasText: ACCESS_REQUIRED_MESSAGE });
    await expect(line).toBeVisible();
    await expect(toast(page, "Erro")).toHaveCount(0);
    await expect(generator.getByRole("region", { name: "Conteúdo gerado" })).toHaveCount(0);
    await line.getByRole("link", { name: "Reativar meu plano" }).click();
    await expect(page).toHaveURL(/\/dashboard\/conta$/);
  });
});

test.describe("a generator that fails", () => {
  let server: AppServer;
  test.beforeAll(async ({ mail }) => {
    // One generation a minute per owner: the initial menu spends it, so the next call is refused for real.
    server = await startAppServer({ SMTP_URL: mail.url, AI_RATE_LIMIT_PER_MINUTE: "1" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("shows the SPEC's 'Erro' toast and says why", async ({ page, newOwner }) => {
    await newOwner({
      restaurant: { name: "Churrascaria Limite", type: "churrasqueira" },
      openDashboard: false,
      origin: server.url,
    });
    await openDashboard(page, "Churrascaria Limite", { baseUrl: server.url });

    const generator = section(page, "Gerador de respostas");
    await generator.getByLabel("Avaliação do cliente").fill("A carne veio crua.");
    await generator.getByRole("button", { name: "Gerar resposta" }).click();
    await expect(toast(page, "Erro")).toBeVisible();
    await expect(toast(page, "Não foi possível gerar a resposta")).toBeVisible();
    await expect(generator.getByRole("alert")).toContainText("Espere um minuto");
    await expect(generator.getByRole("region", { name: "Resposta gerada" })).toHaveCount(0);
  });
});

test.describe("dashboard generators on a phone", () => {
  test.use({ viewport: PHONE });

  test("generates, copies and fits the 390 px screen", async ({ page, context, newOwner }) => {
    await allowClipboard(context);
    await newOwner({ restaurant: { name: "Sushi Bar Kenji", type: "japonesa" }, openDashboard: false });
    await openDashboard(page, "Sushi Bar Kenji");

    const generator = section(page, "Gerador de conteúdo");
    await generator.getByLabel("Nome do prato").pressSequentially("Temaki de salmão", { delay: 40 });
    const result = generator.getByRole("region", { name: "Conteúdo gerado" });
    await expect(result).toBeVisible();
    const copy = result.getByRole("button", { name: "Copiar" });
    const box = await copy.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await copy.click();
    await expect(toast(page, "Copiado!")).toBeVisible();

    const promotions = section(page, "Gerador de promoções");
    await promotions.getByLabel("Objetivo da promoção").selectOption({ label: "Fidelizar clientes" });
    await expect(promotions.getByRole("region", { name: "Promoção gerada" })).toBeVisible();
    await expectNoSideScroll(page);
  });

  test("the review's points come first: nothing recognised says so, the owner picks a chip, the specifics show", async ({
    page,
    newOwner,
  }) => {
    await newOwner({ restaurant: { name: "Pizzaria do Zé", type: "pizzaria" }, openDashboard: false });
    const calls = recordCalls(page, "/api/generate-response");
    await openDashboard(page, "Pizzaria do Zé");
    const generator = section(page, "Gerador de respostas");
    const chips = generator.getByRole("region", { name: "Pontos da avaliação" });

    await generator.getByLabel("Avaliação do cliente").fill("hmm");
    await generator.getByRole("button", { name: "Gerar resposta" }).click();
    await expect(chips.getByText("Não identifiquei a reclamação: escolha os pontos")).toBeVisible();
    await chips.getByLabel(/Acrescentar um ponto/).selectOption({ label: "Item errado" });
    await chips.getByRole("button", { name: "Refazer com estes pontos" }).click();
    await expect.poll(() => calls.length).toBe(2);
    expect(calls[1]).toMatchObject({ points: [{ topic: "wrongItem" }] });
    await expect(generator.getByRole("region", { name: "Resposta gerada" })).toContainText(/troca|errad/);

    await generator.getByLabel("Avaliação do cliente").fill("PEDI CALABRESA VEIO PORTUGUESA");
    await generator.getByRole("button", { name: "Gerar resposta" }).click();
    await expect(chips.getByText("Item errado: pediu calabresa, veio portuguesa")).toBeVisible();
    await expect(generator.getByRole("region", { name: "Resposta gerada" })).toContainText("calabresa");
    await expectNoSideScroll(page);
  });
});

test.describe("the landing demo", () => {
  let server: AppServer;
  test.beforeAll(async ({ mail }) => {
    // Its own server: the visitors' 5-a-minute allowance is not shared with the other public journeys.
    server = await startAppServer({ SMTP_URL: mail.url });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("shows generated text for a dish and a promotion", async ({ page }) => {
    await page.goto(`${server.url}/`);
    const demo = page.getByRole("region", { name: "Experimente agora, sem cadastro" });
    await demo.getByLabel("Nome do prato").fill("Coxinha de frango com catupiry");
    await demo.getByRole("button", { name: "Gerar descrição" }).click();
    const text = demo.getByRole("region", { name: "Descrição gerada" });
    await expect(text).toBeVisible();
    await expect(text).toContainText(/coxinha/i);
    await expect(text.getByText(/^\d+ caracteres$/)).toBeVisible();

    await demo.getByRole("button", { name: "Gerar promoção" }).click();
    const promotion = demo.getByRole("region", { name: "Promoção gerada" });
    await expect(promotion).toBeVisible();
    await expect(promotion.locator("p").first()).not.toBeEmpty();
  });
});
