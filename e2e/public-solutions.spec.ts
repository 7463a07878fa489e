import { expect, PHONE, test } from "./fixtures";

const SEGMENTS = [
  "Pizzarias",
  "Marmitas",
  "Lanches e hambúrgueres",
  "Açaí e sobremesas",
  "Quem vende em vários apps",
  "Quem está começando",
];

for (const viewport of [
  { name: "desktop", size: { width: 1280, height: 800 } },
  { name: "phone", size: PHONE },
]) {
  test.describe(`solutions on a ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test("six segment cards with features, typical results, a case and a checkout link", async ({ page }) => {
      await page.goto("/solutions");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Uma solução para cada tipo de delivery",
      );
      const cards = page.getByRole("main").getByRole("article");
      await expect(cards).toHaveCount(6);
      for (const name of SEGMENTS) {
        const card = page.getByRole("article", { name });
        await expect(card.getByRole("heading", { name: "O que você ganha" })).toBeVisible();
        await expect(card.getByRole("heading", { name: "Resultados típicos" })).toBeVisible();
        await expect(card.getByRole("listitem")).toHaveCount(5);
        await expect(card.locator("blockquote")).toBeVisible();
        await expect(card.getByRole("link")).toHaveAttribute("href", "/checkout/3");
      }
      await expect(page.getByRole("article", { name: "Pizzarias" })).toContainText(
        "+40% de pedidos às terças e quartas",
      );
    });

    test("a segment's call to action opens the Starter checkout", async ({ page }) => {
      await page.goto("/solutions");
      await page.getByRole("link", { name: "Quero vender mais açaí" }).click();
      await expect(page).toHaveURL("/checkout/3");
    });
  });
}
