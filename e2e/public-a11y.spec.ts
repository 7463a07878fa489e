import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, PHONE, test } from "./fixtures";

/** The public pages and what shows that each has finished drawing. */
const PAGES = [
  { path: "/", ready: (page: Page) => page.getByRole("heading", { level: 1 }) },
  { path: "/pricing", ready: (page: Page) => page.getByRole("heading", { name: "Pro", level: 2 }) },
  { path: "/solutions", ready: (page: Page) => page.getByRole("heading", { name: "Pizzarias" }) },
  {
    path: "/resources",
    ready: (page: Page) => page.getByRole("heading", { name: "Seu Centro de Controle" }),
  },
  { path: "/contact", ready: (page: Page) => page.getByRole("button", { name: "Enviar mensagem" }) },
] as const;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(" ")),
    }));
}

for (const viewport of [
  { name: "desktop", size: { width: 1280, height: 800 } },
  { name: "phone", size: PHONE },
]) {
  test.describe(`accessibility on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    for (const { path, ready } of PAGES) {
      test(`${path} has no serious or critical axe violations, one h1, a title and a description`, async ({
        page,
      }) => {
        await page.goto(path);
        await expect(ready(page)).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page).toHaveTitle(/Prato Cheio/);
        const description = await page.locator('meta[name="description"]').getAttribute("content");
        const ogTitle = await page.locator('meta[property="og:title"]').getAttribute("content");
        expect(ogTitle).toBe(await page.title());
        expect(await page.locator('meta[property="og:description"]').getAttribute("content")).toBe(
          description,
        );
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, "sem rolagem horizontal").toBeLessThanOrEqual(viewport.size.width);
      });
    }
  });
}

test.describe("what Lighthouse's best practices read (issue 16 item 10)", () => {
  test.use({ viewport: PHONE });

  test("a visitor's public pages log no error and get no failed answer (the session probe included)", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(`console: ${m.text()}`);
    });
    page.on("response", (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    for (const { path, ready } of PAGES) {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await page.waitForLoadState("networkidle");
    }
    expect(problems).toEqual([]);
  });
});

for (const viewport of [
  { name: "desktop", size: { width: 1280, height: 800 } },
  { name: "phone", size: PHONE },
]) {
  test.describe(`accessibility of the pages issue 16 touched, on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test("/register with the password hint, /register-success and /trial have no axe violations", async ({
      page,
    }) => {
      const all = async () => (await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id);
      await page.goto("/register");
      await page.getByLabel("Senha", { exact: true }).fill("flamengo");
      await expect(page.getByText("Força da senha: Fraca")).toBeVisible();
      expect(await all()).toEqual([]);
      await page.getByRole("button", { name: "Começar 7 dias grátis" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Senha fácil de adivinhar" })).toBeVisible();
      expect(await all()).toEqual([]);

      await page.goto("/register-success?email=ana%40exemplo.com&name=Ana");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await all()).toEqual([]);

      await page.goto("/trial");
      await page.getByLabel("Senha", { exact: true }).fill("Cozinha@2026");
      await expect(page.getByText("Força da senha: Boa")).toBeVisible();
      expect(await all()).toEqual([]);
    });
  });
}

for (const viewport of [
  { name: "desktop", size: { width: 1280, height: 800 } },
  { name: "phone", size: PHONE },
]) {
  test.describe(`accessibility signed in, on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test("the dashboard (with a dish and a generated menu) and /dashboard/conta have no axe violations", async ({
      page,
      onboardedOwner: _,
    }) => {
      await page.request.post("/api/dishes", { data: { name: "Lasanha da casa", price: "39,90" } });
      const all = async () =>
        (await new AxeBuilder({ page }).analyze()).violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        );

      await page.goto("/dashboard");
      await expect(
        page.getByRole("region", { name: "Gerador de cardápio", exact: true }).getByRole("region", {
          name: "Cardápio gerado",
        }),
      ).toBeVisible();
      expect(await all()).toEqual([]);

      await page.goto("/dashboard/conta");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await all()).toEqual([]);
    });
  });
}
