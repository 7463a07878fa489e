import type { Page } from "@playwright/test";
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
        ["$2M+", "em vendas geradas"],
        ["150K+", "conteúdos criados"],
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

    // The allowance is spent now (or the generator is missing): the visitor sees the SPEC's line.
    await demo.getByRole("button", { name: "Gerar promoção" }).click();
    await expect(demo.getByRole("alert").filter({ hasText: DEMO_ERROR }).last()).toBeVisible();
    await expect(demo.getByRole("button", { name: "Gerar promoção" })).toBeEnabled();
  });

  test("a refused promotion shows the SPEC's error and the button comes back", async ({ page }) => {
    await exhaustDemoLimit(page, server.url);
    await page.goto(`${server.url}/`);
    const demo = page.getByRole("region", { name: "Experimente agora, sem cadastro" });
    await demo.getByRole("combobox", { name: "Tipo de negócio" }).last().selectOption("acai");
    await demo.getByRole("button", { name: "Gerar promoção" }).click();
    await expect(demo.getByRole("alert")).toHaveText(DEMO_ERROR);
    await expect(demo.getByRole("region", { name: "Promoção gerada" })).toHaveCount(0);
  });
});
