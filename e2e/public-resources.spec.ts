import type { BrowserContext, Locator, Page } from "@playwright/test";
import { expect, PHONE, test } from "./fixtures";
import { type AppServer, startAppServer } from "./support/appServer";

for (const viewport of [
  { name: "desktop", size: { width: 1280, height: 800 } },
  { name: "phone", size: PHONE },
]) {
  test.describe(`resources on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test("the preview shows the SPEC's sample figures, summary and promotions", async ({ page }) => {
      await page.goto("/resources");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seu Centro de Controle");

      const summary = page.getByRole("region", { name: "Resumo da semana" });
      for (const title of ["Promoção ativa", "Fotos para atualizar", "Alcance no WhatsApp"]) {
        await expect(summary.getByRole("heading", { name: title })).toBeVisible();
      }

      const metrics = page.getByRole("region", { name: "Desempenho" });
      for (const [title, value] of [
        ["Ticket médio", "R$ 45,80"],
        ["Clientes ativos", "1.247"],
        ["Mensagens enviadas", "856"],
        ["Conversão", "23,5%"],
      ] as const) {
        await expect(metrics.getByText(title)).toBeVisible();
        await expect(metrics.getByText(value, { exact: true })).toBeVisible();
      }
      await expect(metrics.getByText("nos últimos 7 dias")).toBeVisible();

      const promos = page.getByRole("region", { name: "Promoções inteligentes" });
      const happyHour = promos.getByRole("listitem").filter({ hasText: "Happy Hour da Tarde" });
      await expect(happyHour).toContainText("15:00 - 17:00");
      await expect(happyHour).toContainText("20% de desconto");
      await expect(happyHour).toContainText("Ativa");
      const combo = promos.getByRole("listitem").filter({ hasText: "Combo Família" });
      await expect(combo).toContainText("Todos os dias");
      await expect(combo).toContainText("25% de desconto");
      const tuesday = promos.getByRole("listitem").filter({ hasText: "Terça Especial" });
      await expect(tuesday).toContainText("30% de desconto");
      await expect(tuesday).toContainText("Inativa");
      // The preview's buttons change nothing (SPEC §2).
      await tuesday.getByRole("button", { name: "Ativar Terça Especial" }).click();
      await expect(tuesday).toContainText("Inativa");
      await expect(tuesday.getByRole("button", { name: "Ativar Terça Especial" })).toBeVisible();
    });

    test("the checklist toggles items and its progress follows", async ({ page }) => {
      await page.goto("/resources");
      const progress = page.getByRole("progressbar", { name: "Progresso do checklist" });
      await expect(progress).toHaveAttribute("aria-valuenow", "2");
      await expect(progress).toHaveAttribute("aria-valuemax", "5");
      await expect(page.getByText("2 de 5 tarefas concluídas")).toBeVisible();

      const photos = page.getByRole("checkbox", { name: /Atualizar as fotos de 3 pratos/ });
      await photos.check();
      await expect(page.getByText("3 de 5 tarefas concluídas")).toBeVisible();
      await expect(progress).toHaveAttribute("aria-valuenow", "3");
      await page.getByRole("checkbox", { name: /Ativar a promoção de terça/ }).check();
      await expect(progress).toHaveAttribute("aria-valuenow", "4");
      await photos.uncheck();
      await page.getByRole("checkbox", { name: /Responder as avaliações da semana/ }).uncheck();
      await expect(page.getByText("2 de 5 tarefas concluídas")).toBeVisible();
      await expect(progress).toHaveAttribute("aria-valuenow", "2");
    });

    test("success stories and the calls to action to /trial", async ({ page }) => {
      await page.goto("/resources");
      const stories = page.getByRole("region", { name: "Histórias de sucesso" }).getByRole("article");
      await expect(stories).toHaveCount(6);
      const first = stories.first();
      await expect(first.getByRole("heading", { name: "Pizzaria Forno da Vila" })).toBeVisible();
      for (const text of ["Campinas, SP", "CM", "+127%", "em vendas em 3 meses", "— Carla Mendes"]) {
        await expect(first.getByText(text, { exact: true })).toBeVisible();
      }
      await expect(first.locator("blockquote")).toContainText("A promoção de terça");
      await expect(first).toContainText("Estratégia principal: Promoção de meio de semana");

      await page.getByRole("link", { name: "Quero esse painel no meu restaurante" }).click();
      await expect(page).toHaveURL("/trial");
      await page.goBack();
      await page.getByRole("link", { name: "Começar 7 Dias Grátis" }).click();
      await expect(page).toHaveURL("/trial");
    });

    test("each generator asks for what it needs before calling", async ({ page }) => {
      await page.goto("/resources");
      const main = page.getByRole("main");
      await main.getByRole("button", { name: "Gerar descrição" }).click();
      await expect(main.getByText("Informe o nome do prato.")).toBeVisible();
      await main.getByRole("button", { name: "Gerar promoção" }).click();
      await expect(main.getByText("Escolha um objetivo para a promoção.")).toBeVisible();
      await main.getByRole("button", { name: "Gerar resposta" }).click();
      await expect(main.getByText("Cole o texto da avaliação.")).toBeVisible();
      await expect(main.getByRole("combobox", { name: "Objetivo" }).locator("option")).toHaveText([
        "Selecione um objetivo",
        "Aumentar as vendas",
        "Girar o estoque parado",
        "Atrair novos clientes",
        "Competir em preço",
        "Turbinar o fim de semana",
      ]);
    });
  });
}

const toast = (page: Page, text: string) =>
  page.getByRole("region", { name: /Notificações/ }).getByText(text, { exact: true });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function allowClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
}

/** The counter under a generated text says how many characters it has, as pt-BR writes numbers. */
async function expectCounterFor(result: Locator, text: string): Promise<void> {
  expect(text.length).toBeGreaterThan(0);
  const counted = `${new Intl.NumberFormat("pt-BR").format(text.length)} caracteres`;
  await expect(result.getByText(counted, { exact: true })).toBeVisible();
}

test.describe("resources generators that answer", () => {
  let server: AppServer;
  test.beforeAll(async ({ mail }) => {
    // Eight visitor generations per run: more than the default demo allowance of 5 a minute.
    server = await startAppServer({ SMTP_URL: mail.url, AI_DEMO_RATE_LIMIT_PER_MINUTE: "60" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  for (const viewport of [
    { name: "desktop", size: { width: 1280, height: 800 } },
    { name: "phone", size: PHONE },
  ]) {
    test(`each generator answers with a text to copy, on a ${viewport.name}`, async ({ page, context }) => {
      await page.setViewportSize(viewport.size);
      await allowClipboard(context);
      await page.goto(`${server.url}/resources`);
      const main = page.getByRole("main");

      // Dish description: the text, its character counter, and Copiar.
      await main.getByLabel("Nome do prato").fill("Marmita de frango grelhado");
      await main.getByRole("button", { name: "Gerar descrição" }).click();
      const description = main.getByRole("region", { name: "Descrição gerada" });
      await expect(description).toBeVisible();
      const dishText = (await description.locator("p").first().textContent()) ?? "";
      expect(dishText.toLowerCase()).toContain("frango");
      await expectCounterFor(description, dishText);
      await description.getByRole("button", { name: "Copiar" }).click();
      await expect(toast(page, "Copiado!")).toBeVisible();
      expect(await clipboard(page)).toBe(dishText);
      await expect(main.getByRole("button", { name: "Gerar descrição" })).toBeEnabled();

      // Promotion: title and description on screen, the whole promotion copied with its own toast.
      await main.getByRole("combobox", { name: "Objetivo" }).selectOption("weekend-boost");
      await main.getByRole("button", { name: "Gerar promoção" }).click();
      const promotion = main.getByRole("region", { name: "Promoção gerada" });
      await expect(promotion).toBeVisible();
      const promoTitle = ((await promotion.locator("p").first().textContent()) ?? "").trim();
      expect(promoTitle.length).toBeGreaterThan(0);
      await expect(promotion.getByText(/^[\d.]+ caracteres$/)).toBeVisible();
      await promotion.getByRole("button", { name: "Copiar" }).click();
      await expect(toast(page, "Promoção copiada!")).toBeVisible();
      await expect(toast(page, "Cole no seu app de delivery")).toBeVisible();
      const copiedPromotion = await clipboard(page);
      expect(copiedPromotion.startsWith(`${promoTitle}\n`)).toBe(true);
      await expectCounterFor(promotion, copiedPromotion);

      // Review reply.
      await main.getByLabel("Avaliação do cliente").fill("O lanche chegou frio e atrasou 40 minutos.");
      await main.getByRole("button", { name: "Gerar resposta" }).click();
      const reply = main.getByRole("region", { name: "Resposta gerada" });
      await expect(reply).toBeVisible();
      const replyText = (await reply.locator("p").first().textContent()) ?? "";
      expect(replyText.length).toBeGreaterThan(20);
      await expectCounterFor(reply, replyText);
      await reply.getByRole("button", { name: "Copiar" }).click();
      await expect(toast(page, "Copiado!")).toBeVisible();
      expect(await clipboard(page)).toBe(replyText);

      // Menu: generated as soon as a type is chosen, dishes with prices in reais.
      await main.getByRole("combobox", { name: "Tipo de restaurante" }).selectOption("japonesa");
      const menu = main.getByRole("region", { name: "Cardápio gerado" });
      await expect(menu).toBeVisible();
      const dishes = menu.getByRole("listitem");
      expect(await dishes.count()).toBeGreaterThanOrEqual(5);
      await expect(dishes.first()).toContainText(/R\$\s?\d/);
      await expect(menu.getByRole("button", { name: "Gerar outro" })).toBeEnabled();

      await expect(main.getByRole("alert")).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.size.width);
    });
  }
});

const FAILED =
  /Não foi possível gerar (o conteúdo|a promoção|a resposta)\. Tente novamente\.|Muitas gerações/;

/** Spends the visitor's whole generation allowance, so every next call from this address is refused. */
async function exhaustDemoLimit(page: Page, url: string) {
  for (let i = 0; i < 3; i++) {
    await page.request.post(`${url}/api/generate-menu`, { data: { restaurantType: "pizzaria" } });
  }
}

test.describe("resources generators when the server refuses", () => {
  let server: AppServer;
  test.beforeAll(async ({ mail }) => {
    server = await startAppServer({ SMTP_URL: mail.url, AI_DEMO_RATE_LIMIT_PER_MINUTE: "1" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("say so beside each generator; the menu only logs (SPEC §8)", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await exhaustDemoLimit(page, server.url);
    await page.goto(`${server.url}/resources`);
    const main = page.getByRole("main");

    await main.getByLabel("Nome do prato").fill("Marmita de frango grelhado");
    await main.getByRole("button", { name: "Gerar descrição" }).click();
    await expect(main.getByRole("alert").filter({ hasText: FAILED })).toHaveCount(1);
    await expect(main.getByRole("button", { name: "Gerar descrição" })).toBeEnabled();

    await main.getByRole("combobox", { name: "Objetivo" }).selectOption("weekend-boost");
    await main.getByRole("button", { name: "Gerar promoção" }).click();
    await expect(main.getByRole("alert").filter({ hasText: FAILED })).toHaveCount(2);

    await main.getByLabel("Avaliação do cliente").fill("O lanche chegou frio e atrasou 40 minutos.");
    await main.getByRole("button", { name: "Gerar resposta" }).click();
    await expect(main.getByRole("alert").filter({ hasText: FAILED })).toHaveCount(3);

    await main.getByRole("combobox", { name: "Tipo de restaurante" }).selectOption("japonesa");
    await expect(main.getByRole("button", { name: "Gerar cardápio" })).toBeVisible();
    await expect(main.getByRole("region", { name: "Cardápio gerado" })).toHaveCount(0);
    await expect(main.getByRole("alert")).toHaveCount(3);
    await expect.poll(() => logged.some((line) => line.includes("Falha ao gerar o cardápio"))).toBe(true);
  });
});
