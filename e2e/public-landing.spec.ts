import type { Locator, Page } from "@playwright/test";
import { expect, PHONE, test } from "./fixtures";
import { type AppServer, startAppServer } from "./support/appServer";

const FEATURES = [
  "Gerador automático de posts",
  "Gerador inteligente de promoções",
  "Gerador de respostas profissionais",
  "Análise de vendas",
  "Relatórios de desempenho",
  "Gestão de clientes",
];
const DEMO_ERROR = "Erro ao gerar conteúdo. Tente novamente.";

/** Spends the visitor's whole generation allowance, so the next call from this address is refused. */
async function exhaustDemoLimit(page: Page, url: string) {
  for (let i = 0; i < 3; i++) {
    await page.request.post(`${url}/api/generate-promotion`, { data: { businessType: "pizzaria" } });
  }
}

for (const viewport of [
  { name: "desktop", size: { width: 1280, height: 800 } },
  { name: "phone", size: PHONE },
]) {
  test.describe(`landing on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test("shows the hero, six features, the SPEC's figures and the support hours", async ({ page }) => {
      await page.goto("/");
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(
        "Venda mais no app de delivery com IA simples",
      );
      await expect(main.getByText("IA feita para restaurantes de delivery")).toBeVisible();
      await expect(main.getByText(/prontas em segundos/)).toBeVisible();

      for (const feature of FEATURES) {
        await expect(main.getByRole("link", { name: new RegExp(feature) })).toHaveAttribute(
          "href",
          "/resources",
        );
      }
      await expect(main.getByRole("link", { name: /Ver recurso/ })).toHaveCount(6);

      const stats = main.getByRole("region", { name: /já vendem mais/ });
      for (const [figure, label] of [
        ["2.500+", "restaurantes ativos"],
        ["US$\u00a02\u00a0mi+", "em vendas dos restaurantes clientes"],
        ["150\u00a0mil+", "textos criados com a IA"],
        ["98%", "de clientes satisfeitos"],
      ] as const) {
        await expect(stats.getByText(figure, { exact: true })).toBeVisible();
        await expect(stats.getByText(label)).toBeVisible();
      }

      await expect(
        main.getByRole("region", { name: "Quem usa, recomenda" }).getByRole("listitem"),
      ).toHaveCount(3);
      const faq = main.getByRole("region", { name: "Perguntas frequentes" });
      await faq.getByText("Quando o suporte atende?").click();
      await expect(faq.getByText(/das 9h às 18h/)).toBeVisible();

      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText("Segunda a sexta, das 9h às 18h.");
      for (const [label, href] of [
        ["Soluções", "/solutions"],
        ["Preços", "/pricing"],
        ["Recursos", "/resources"],
        ["Contato", "/contact"],
      ] as const) {
        await expect(footer.getByRole("link", { name: label })).toHaveAttribute("href", href);
      }
    });

    test("its calls to action lead to /trial and a feature card to /resources", async ({ page }) => {
      await page.goto("/");
      const main = page.getByRole("main");
      await main.getByRole("link", { name: "Começar 7 dias grátis" }).click();
      await expect(page).toHaveURL("/trial");
      await page.goBack();
      await main.getByRole("link", { name: "Testar 7 dias grátis" }).click();
      await expect(page).toHaveURL("/trial");
      await page.goBack();
      await main.getByRole("link", { name: /Gestão de clientes/ }).click();
      await expect(page).toHaveURL("/resources");
      await expect(page.getByRole("heading", { name: "Seu Centro de Controle" })).toBeVisible();
      await page.goBack();
      await page.getByRole("contentinfo").getByRole("link", { name: "Contato" }).click();
      await expect(page).toHaveURL("/contact");
    });
  });
}

test.describe("the landing's content and promotion demo", () => {
  let server: AppServer;
  test.beforeAll(async ({ mail }) => {
    // One generation a minute per visitor, so the test can reach the refusal for sure.
    server = await startAppServer({ SMTP_URL: mail.url, AI_DEMO_RATE_LIMIT_PER_MINUTE: "1" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("asks for a dish name, then answers with a copyable text or the SPEC's error", async ({ page }) => {
    await page.goto(`${server.url}/`);
    const demo = page.getByRole("region", { name: "Experimente agora, sem cadastro" });
    await demo.getByRole("button", { name: "Gerar descrição" }).click();
    await expect(demo.getByText("Digite o nome de um prato")).toBeVisible();

    await demo.getByLabel("Nome do prato").fill("Pizza de calabresa");
    await demo.getByRole("combobox", { name: "Tipo de negócio" }).first().selectOption("pizzaria");
    await demo.getByRole("button", { name: "Gerar descrição" }).click();
    const result = demo.getByRole("region", { name: "Descrição gerada" });
    const error = demo.getByRole("alert").filter({ hasText: DEMO_ERROR });
    await expect(result.or(error)).toBeVisible();
    if (await result.isVisible()) {
      // The generators are live: the text sits in a card with its counter and Copiar.
      await expect(result.getByText(/^\d+ caracteres$/)).toBeVisible();
      await expect(result.getByRole("button", { name: "Copiar" })).toBeVisible();
    }

    // The allowance is spent now: the visitor is told how long to wait and offered the trial.
    await demo.getByRole("button", { name: "Gerar promoção" }).click();
    await expectLimitNotice(demo);
    await expect(demo.getByRole("button", { name: "Gerar promoção" })).toBeEnabled();
  });

  for (const [device, viewport] of [
    ["desktop", { width: 1280, height: 800 }],
    ["phone", PHONE],
  ] as const) {
    test(`on a ${device}, the limit says how long to wait and offers the trial instead of "tente novamente"`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await exhaustDemoLimit(page, server.url);
      await page.goto(`${server.url}/`);
      const demo = page.getByRole("region", { name: "Experimente agora, sem cadastro" });
      await demo.getByRole("combobox", { name: "Tipo de negócio" }).last().selectOption("acai");
      await demo.getByRole("button", { name: "Gerar promoção" }).click();
      await expectLimitNotice(demo);
      await expect(demo.getByText(DEMO_ERROR)).toHaveCount(0);
      await expect(demo.getByRole("region", { name: "Promoção gerada" })).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await demo.getByRole("link", { name: "Testar 7 dias grátis" }).click();
      await expect(page).toHaveURL(`${server.url}/trial`);
    });
  }

  test("any other failure keeps the SPEC's line", async ({ page }) => {
    await page.route("**/api/generate-promotion", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"fora","code":"X"}' }),
    );
    await page.goto(`${server.url}/`);
    const demo = page.getByRole("region", { name: "Experimente agora, sem cadastro" });
    await demo.getByRole("button", { name: "Gerar promoção" }).click();
    await expect(demo.getByRole("alert")).toHaveText(DEMO_ERROR);
    await expect(demo.getByRole("link", { name: "Testar 7 dias grátis" })).toHaveCount(0);
  });
});

/** The 429 notice: the wait in seconds (the server's Retry-After, at most a minute) and the trial. */
async function expectLimitNotice(demo: Locator): Promise<void> {
  const notice = demo.getByRole("alert").filter({ hasText: "gerações grátis deste minuto" });
  await expect(notice).toBeVisible();
  const text = (await notice.textContent()) ?? "";
  const seconds = Number(
    /Espere (\d+) segundos?|Espere (1) minuto/.exec(text)?.slice(1).find(Boolean) ?? NaN,
  );
  expect(seconds, text).toBeGreaterThan(0);
  expect(seconds, text).toBeLessThanOrEqual(60);
  await expect(demo.getByRole("link", { name: "Testar 7 dias grátis" })).toBeVisible();
}
