import { expect, scriptsLoaded, test } from "./fixtures";

// Issue 13, item 5: zod reaches the browser as one chunk (vite.config.ts,
// codeSplitting groups). The marketing pages parse their answers with zod too,
// but load it beside their calls: their first paint never waits for it.

const ZOD = /\/assets\/zod-[\w-]+\.js$/;
const FORMS = /\/assets\/forms-[\w-]+\.js$/;

test("the marketing pages paint while zod's and the forms' chunks are held", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => ZOD.test(url.pathname) || FORMS.test(url.pathname),
    async (route) => {
      await held;
      await route.continue().catch(() => undefined); // the page may have moved on meanwhile
    },
  );
  for (const path of ["/", "/pricing", "/solutions", "/resources"]) {
    await page.goto(path, { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1 }), `${path} paints without zod`).toBeVisible();
  }
  release();
});

test("a page with a form loads zod from one chunk", async ({ page }) => {
  const loaded = scriptsLoaded(page);
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(loaded.filter((url) => ZOD.test(url))).toHaveLength(1);
  expect(loaded.filter((url) => FORMS.test(url))).toHaveLength(1);
});
