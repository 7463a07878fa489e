import { expect, PHONE, scriptsLoaded, test, uniqueEmail } from "./fixtures";

// Issue 16, item 6: a real strength estimator (zxcvbn-ts, pt-BR) says why a
// password is weak and how to fix it, as typed and on submit; public pages do
// not download it.

const ESTIMATOR = /passwordEstimator-[\w-]+\.js$/;

for (const [device, viewport] of [
  ["phone", PHONE],
  ["desktop", { width: 1280, height: 800 }],
] as const) {
  test.describe(`passwords on a ${device}`, () => {
    test.use({ viewport });

    test("/register explains a weak password as typed and on submit, and accepts 'Cozinha@2026'", async ({
      page,
    }) => {
      const loaded = scriptsLoaded(page);
      await page.goto("/register");
      await expect(page.getByRole("radio", { name: /Starter/ })).toBeChecked();
      await page.getByLabel("Nome", { exact: true }).fill("Ana");
      await page.getByLabel("Sobrenome").fill("Souza");
      await page.getByLabel("Email").fill(uniqueEmail("senha"));
      const password = page.getByLabel("Senha", { exact: true });
      const reason =
        "Senha fácil de adivinhar. Esta é uma senha muito usada. Junte mais uma ou duas palavras pouco comuns.";

      await password.fill("12345678");
      await expect(page.getByText("Força da senha: Muito fraca")).toBeVisible();
      await expect(page.getByText(reason)).toBeVisible();
      const posts: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
      });
      await page.getByRole("button", { name: "Começar 7 dias grátis" }).click();
      // Refused beside the field, with the reason, without asking the server.
      await expect(page.getByRole("alert").filter({ hasText: reason })).toBeVisible();
      await expect(password).toHaveAttribute("aria-invalid", "true");
      expect(posts).toEqual([]);

      await password.fill("flamengo");
      await expect(
        page.getByRole("alert").filter({ hasText: "Palavras simples são fáceis de adivinhar." }),
      ).toBeVisible();

      await password.fill("Cozinha@2026");
      await expect(page.getByText("Força da senha: Boa")).toBeVisible();
      await expect(page.getByText(/Senha fácil de adivinhar/)).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await page.getByRole("button", { name: "Começar 7 dias grátis" }).click();
      await page.waitForURL(/\/checkout\?/);
      expect(loaded.some((url) => ESTIMATOR.test(url))).toBe(true);
    });
  });
}

test("the estimator stays out of public pages; /trial and /register load it", async ({ page }) => {
  const loaded = scriptsLoaded(page);
  for (const path of ["/", "/pricing", "/contact", "/login"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await page.waitForLoadState("networkidle");
  expect(loaded.filter((url) => ESTIMATOR.test(url))).toEqual([]);

  await page.goto("/trial");
  const password = page.getByLabel("Senha", { exact: true });
  await password.fill("brasil2024");
  await expect(page.getByText("Força da senha: Fraca")).toBeVisible();
  await expect(page.getByText(/Nomes e sobrenomes comuns são fáceis de adivinhar\./)).toBeVisible();
  expect(loaded.some((url) => ESTIMATOR.test(url))).toBe(true);
});
