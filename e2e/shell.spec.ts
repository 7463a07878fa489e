import { expect, PHONE, test } from "./fixtures";

test.describe("public header on a desktop", () => {
  test("links and buttons lead where SPEC §2 says", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Principal" });
    for (const [label, path] of [
      ["Soluções", "/solutions"],
      ["Preços", "/pricing"],
      ["Recursos", "/resources"],
      ["Contato", "/contact"],
    ] as const) {
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(path);
    }
    await page.getByRole("banner").getByRole("link", { name: "7 dias grátis" }).click();
    await expect(page).toHaveURL("/trial");
    await page.goto("/contact");
    await page.getByRole("banner").getByRole("link", { name: "Entrar" }).click();
    await expect(page).toHaveURL("/login");
    await page.goto("/pricing");
    await page.getByRole("link", { name: /Prato Cheio — início/ }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("public header on a phone", () => {
  test.use({ viewport: PHONE });

  test("the Menu dropdown opens, leads to a page and closes after the choice", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await expect(page.getByText("Menu", { exact: true })).toBeVisible();
    await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Preços" }).click();
    await expect(page).toHaveURL("/pricing");
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeHidden();
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.getByRole("link", { name: "7 dias grátis" }).click();
    await expect(page).toHaveURL("/trial");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
  });

  test("the Menu dropdown closes with Escape (focus back on its button) and with a tap outside", async ({
    page,
  }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Menu" });
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Abrir menu" })).toBeFocused();
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await expect(menu).toBeVisible();
    await page.getByRole("main").click({ position: { x: 10, y: 500 } });
    await expect(menu).toBeHidden();
  });
});

test("an unknown path shows the 404 page with its two buttons", async ({ page }) => {
  const response = await page.goto("/anything-unknown");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  await page.getByRole("link", { name: "Fazer Login" }).click();
  await expect(page).toHaveURL("/auth");
  await page.goto("/nada/aqui");
  await page.getByRole("link", { name: "Voltar ao Início" }).click();
  await expect(page).toHaveURL("/");
});

test("a deep link to a page is served by the SPA fallback", async ({ page }) => {
  const response = await page.goto("/checkout/4?from=email");
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toBeVisible();
});
