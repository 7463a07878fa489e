import { expect, scriptsLoaded, test } from "./fixtures";

// Issue 13, item 5: zod reaches the browser as one chunk (vite.config.ts,
// codeSplitting groups), and the public pages' first load has none of it.

const ZOD = /\/assets\/zod-[\w-]+\.js$/;
const FORMS = /\/assets\/forms-[\w-]+\.js$/;

test("the marketing pages load no zod; a page with a form loads zod from one chunk", async ({ page }) => {
  const loaded = scriptsLoaded(page);
  for (const path of ["/", "/pricing", "/solutions", "/resources"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await page.waitForLoadState("networkidle");
  expect(loaded.filter((url) => ZOD.test(url) || FORMS.test(url))).toEqual([]);

  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(loaded.filter((url) => ZOD.test(url))).toHaveLength(1);
  expect(loaded.filter((url) => FORMS.test(url))).toHaveLength(1);
});
