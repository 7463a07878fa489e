// Issue 30, "Speed and polish of the public pages" (decision 040): the public
// pages arrive as HTML (their heading is there before any script runs), the
// browser hydrates that HTML without a mismatch, signed-in pages paint the
// logo before their script, and the password estimator waits for the form.
import type { Page } from "@playwright/test";
import { PRERENDERED_PAGES } from "../common/prerenderedPages";
import { expect, PHONE, test } from "./fixtures";

/** The main heading's text as the page shows it. */
const mainHeading = (page: Page) => page.getByRole("heading", { level: 1 }).first();

/** Hydrated: React has claimed the node (it keeps its fiber on each node it hydrates); the heading by default. */
async function waitForHydration(page: Page, selector = "h1"): Promise<void> {
  await page.waitForFunction((selector) => {
    const node = document.querySelector(selector);
    return node !== null && Object.keys(node).some((key) => key.startsWith("__reactFiber$"));
  }, selector);
}

/** The HTML as text: React's <!-- --> between a text's parts taken out. */
const asText = (html: string) => html.replaceAll("<!-- -->", "");

test.describe("a visitor's public page is HTML before any script runs", () => {
  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });

    for (const path of PRERENDERED_PAGES) {
      test(`${path} shows its heading and its links with no script`, async ({ page, request }) => {
        const res = await request.get(path);
        expect(res.status()).toBe(200);
        const html = asText(await res.text());
        expect(html).toContain("data-prerendered");
        // Strict CSP and no inline script to need an exception.
        expect(res.headers()["content-security-policy"]).toContain("script-src 'self';");
        expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

        await page.goto(path);
        const heading = (await mainHeading(page).textContent())?.trim() ?? "";
        expect(heading.length).toBeGreaterThan(3);
        // The text is in what the server sent, not made by a script.
        expect(html.includes(heading), `${path}: "${heading}" no HTML servido`).toBe(true);
        await expect(page.getByRole("link", { name: "Prato Cheio — início" }).first()).toBeVisible();
      });
    }
  });

  for (const viewport of [
    { name: "phone", size: PHONE },
    { name: "desktop", size: { width: 1280, height: 800 } },
  ]) {
    test.describe(`hydrated on a ${viewport.name}`, () => {
      test.use({ viewport: viewport.size });

      test("every public page hydrates its HTML with no error, the same heading after as before", async ({
        page,
        request,
      }) => {
        const errors: string[] = [];
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(message.text());
        });
        page.on("pageerror", (error) => errors.push(error.message));
        for (const path of PRERENDERED_PAGES) {
          const served = asText(await (await request.get(path)).text());
          await page.goto(path);
          await waitForHydration(page);
          const heading = (await mainHeading(page).textContent())?.trim() ?? "";
          expect(
            served.includes(heading),
            `${path}: o título hidratado, "${heading}", veio do servidor`,
          ).toBe(true);
          await page.waitForLoadState("networkidle");
          // A mismatch is React's error #418/#425 (production build), reported to the console.
          expect(errors, `${path}: erros no console`).toEqual([]);
        }
      });
    });
  }

  test("a hydrated page is the app: a link goes to the next page without reloading", async ({ page }) => {
    await page.goto("/pricing");
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByRole("banner").getByRole("link", { name: "Prato Cheio — início" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(mainHeading(page)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  });
});

test.describe("signed in, the app's shell as before", () => {
  test("a signed-in owner's / is the dashboard, never the landing's HTML first", async ({
    page,
    onboardedOwner,
  }) => {
    expect(onboardedOwner.email).toContain("@");
    const html = await (await page.request.get("/")).text();
    expect(html).not.toContain("data-prerendered");
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
  });

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false, viewport: PHONE });

    test("/dashboard paints the logo and a loading sign before any script", async ({ page }) => {
      await page.goto("/dashboard");
      await expect(page.getByRole("link", { name: "Prato Cheio — início" })).toBeVisible();
      await expect(page.getByRole("status")).toHaveText("Carregando…");
    });
  });
});

test("the password estimator loads after the page is loaded, and still judges the password", async ({
  page,
}) => {
  for (const path of ["/register", "/trial"]) {
    await page.goto(path);
    // The page's own clock: when the estimator's download started against the load event.
    // (Comparing Playwright's "load" and "request" events raced: both arrive over the wire.)
    const timing = async () =>
      page.evaluate(() => {
        const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
        const estimator = performance
          .getEntriesByType("resource")
          .find((e) => e.name.includes("passwordEstimator"));
        return { loadAt: nav?.loadEventStart ?? 0, requestedAt: estimator?.startTime ?? null };
      });
    await expect.poll(async () => (await timing()).requestedAt, { message: path }).not.toBeNull();
    const { loadAt, requestedAt } = await timing();
    expect(loadAt, path).toBeGreaterThan(0);
    expect(requestedAt!, `${path}: o estimador veio antes de a página carregar`).toBeGreaterThanOrEqual(
      loadAt,
    );
  }
  // On /trial's form, once it is the app: the hint comes when the estimator is in.
  await waitForHydration(page, "input[type=password]");
  await page.getByLabel("Senha", { exact: true }).fill("123456");
  await expect(page.getByText("Força da senha: Muito fraca")).toBeVisible();
});
