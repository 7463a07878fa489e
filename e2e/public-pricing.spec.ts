import { expect, PHONE, test } from "./fixtures";

type ApiPlan = { id: number; name: string; type: string; price: number };

for (const viewport of [
  { name: "desktop", size: { width: 1280, height: 800 } },
  { name: "phone", size: PHONE },
]) {
  test.describe(`pricing on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test("draws one card per plan of GET /api/plans, with badges, prices and features", async ({ page }) => {
      const plans = (await (await page.request.get("/api/plans")).json()) as ApiPlan[];
      expect(plans.map((p) => p.name)).toEqual(["Starter", "Pro"]);

      await page.goto("/pricing");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Planos simples para vender mais");
      const cards = page.getByRole("main").getByRole("article");
      await expect(cards).toHaveCount(plans.length);

      const starter = page.getByRole("article", { name: "Starter" });
      await expect(starter.getByText("Ótimo Início")).toBeVisible();
      await expect(starter.getByText(/^US\$\s19$/)).toBeVisible();
      await expect(starter.getByText("/mês")).toBeVisible();
      await expect(starter.getByText("1 restaurante", { exact: true })).toBeVisible();
      await expect(starter.getByText("Geração de conteúdo com IA")).toBeVisible();
      await expect(starter.getByText("Gestão de clientes")).toHaveCount(0);
      await expect(starter.getByText("Suporte prioritário")).toHaveCount(0);
      await expect(starter.getByText("Mais Popular")).toHaveCount(0);

      const pro = page.getByRole("article", { name: "Pro" });
      await expect(pro.getByText("Mais Popular")).toBeVisible();
      await expect(pro.getByText(/^US\$\s39$/)).toBeVisible();
      await expect(pro.getByText("/mês")).toBeVisible();
      await expect(pro.getByText("Até 5 restaurantes")).toBeVisible();
      await expect(pro.getByText("Geração de conteúdo com IA")).toBeVisible();
      await expect(pro.getByText("Gestão de clientes")).toBeVisible();
      await expect(pro.getByText("Suporte prioritário")).toBeVisible();
      // No seeded plan has an old price, so nothing is struck through.
      await expect(page.getByRole("main").locator("s")).toHaveCount(0);
    });

    test("shows ROI claims, testimonials and FAQ, and every call to action goes to /trial", async ({
      page,
    }) => {
      await page.goto("/pricing");
      const main = page.getByRole("main");
      await expect(main.getByRole("article", { name: "Pro" })).toBeVisible();
      await expect(main.getByRole("region", { name: "O plano se paga, e sobra" })).toContainText(
        "+35% de pedidos",
      );
      await expect(
        main.getByRole("region", { name: "Quem assinou, não volta atrás" }).getByRole("listitem"),
      ).toHaveCount(3);
      const faq = main.getByRole("region", { name: "Dúvidas sobre os planos" });
      await faq.getByText("Preciso de cartão de crédito para testar?").click();
      await expect(faq.getByText(/pedimos o cartão ao começar/)).toBeVisible();
      await expect(faq.getByText(/nada é cobrado durante os 7 dias grátis/)).toBeVisible();

      const links = main.getByRole("link");
      await expect(links).toHaveCount(3);
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
        expect(href).toBe("/trial");
      }
      await main.getByRole("link", { name: "Começar teste grátis no plano Pro" }).click();
      await expect(page).toHaveURL("/trial");
      await page.goBack();
      await main.getByRole("link", { name: "Quero testar grátis" }).click();
      await expect(page).toHaveURL("/trial");
    });
  });
}

test("when GET /api/plans never arrives, the page says so and tries again on request", async ({ page }) => {
  await page.route("**/api/plans", (route) => route.abort("internetdisconnected"));
  await page.goto("/pricing");
  const failure = page.getByRole("main").getByRole("alert");
  // Two retries a second apart first (SPEC §9), then the message.
  await expect(failure).toContainText("Não foi possível carregar os planos agora.");
  await expect(failure).toContainText("Confira sua conexão e tente de novo em instantes.");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);

  await page.unroute("**/api/plans");
  await failure.getByRole("button", { name: "Tentar de novo" }).click();
  await expect(page.getByRole("article", { name: "Pro" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
});

test("a shared /pricing link carries the pricing title and Open Graph tags before any JavaScript", async ({
  page,
  app,
}) => {
  const res = await page.request.get("/pricing?utm_source=whatsapp");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain("<title>Preços | Prato Cheio</title>");
  expect(html).toContain('<meta property="og:title" content="Preços | Prato Cheio" />');
  expect(html).toMatch(/<meta name="description" content="Planos Starter e Pro[^"]*" \/>/);
  expect(html).toMatch(/<meta property="og:description" content="Planos Starter e Pro[^"]*" \/>/);
  expect(html).toContain(`<meta property="og:url" content="${app.url}/pricing" />`);
  expect(html).toContain('<meta property="og:type" content="website" />');
  expect(html.match(/<title>/g)).toHaveLength(1);

  // The tab agrees once the page runs.
  await page.goto("/pricing");
  await expect(page).toHaveTitle("Preços | Prato Cheio");
});

test("the page paints before zod's chunk arrives; the plans show once it does", async ({ page }) => {
  // The answers are checked with zod, but a visitor's first paint must not wait for it (no bigger first load).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heldRequests = 0;
  // If the chunk is ever renamed, the count below says so instead of the test passing without holding anything.
  await page.route(/\/assets\/zod-[^/]*\.js$/, async (route) => {
    heldRequests += 1;
    await held;
    await route.continue();
  });
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Planos simples para vender mais");
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);

  await expect.poll(() => heldRequests).toBeGreaterThan(0);
  release();
  await expect(page.getByRole("article", { name: "Pro" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
});
