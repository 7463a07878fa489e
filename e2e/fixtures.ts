import { test as base, expect, type Page } from "@playwright/test";
import { type AppServer, startAppServer } from "./support/appServer";
import { MailCatcher } from "./support/mailCatcher";

type WorkerFixtures = { app: AppServer; mail: MailCatcher };

/** An account made for one journey, signed in on the test's page. */
export type Owner = { userId: string; email: string; password: string; firstName: string };

type OwnerFixtures = {
  /** The restaurant onboardedOwner and proOwner set up (override with test.use). */
  ownerRestaurant: { name: string; type: string };
  /** A new Starter account in its trial, signed in, no restaurant yet (the onboarding form). */
  signedInOwner: Owner;
  /** A new Starter account with its restaurant set up, on /dashboard. */
  onboardedOwner: Owner;
  /** A new Pro account (trial) with its restaurant set up, on /dashboard. */
  proOwner: Owner;
};

/** One password for every journey's account. */
export const OWNER_PASSWORD = "Sabor-da-Casa-2026";

let owners = 0;

/**
 * Registers through the real POST /api/register with the page's own request
 * context, so the session cookie it sets is the page's.
 */
async function registerOwner(page: Page, planId: number): Promise<Owner> {
  owners += 1;
  const email = `dono-${Date.now()}-${owners}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const firstName = "Ana";
  const res = await page.request.post("/api/register", {
    data: { email, password: OWNER_PASSWORD, firstName, lastName: "Souza", planId },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { userId } = (await res.json()) as { userId: string };
  return { userId, email, password: OWNER_PASSWORD, firstName };
}

/** Sets up the restaurant through POST /api/restaurant and opens the dashboard on it. */
async function onboardOwner(page: Page, restaurant: { name: string; type: string }): Promise<void> {
  const res = await page.request.post("/api/restaurant", { data: { ...restaurant, isOnboarded: true } });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 2, name: restaurant.name })).toBeVisible();
}

/**
 * A second owner inside one journey (another browser context, another plan):
 * registered and onboarded like the fixtures' owners.
 */
export async function newOwner(
  page: Page,
  planId: number,
  restaurant: { name: string; type: string } = { name: "Cantina da Ana", type: "italiana" },
): Promise<Owner> {
  const owner = await registerOwner(page, planId);
  await onboardOwner(page, restaurant);
  return owner;
}

/**
 * Clean-up: the journey's session is ended through POST /api/logout. The
 * account itself stays until the worker's server stops and its temporary
 * DATA_DIR (the whole database) is removed: the app has no route that deletes
 * an account, and the suite deliberately has no door into the database.
 */
async function signOut(page: Page): Promise<void> {
  await page.request.post("/api/logout", { data: {} }).catch(() => undefined);
}

/**
 * Each worker gets its own built server on a temp DATA_DIR and a real SMTP
 * catcher on loopback that the server sends all mail to.
 */
export const test = base.extend<{ consoleErrors: string[] } & OwnerFixtures, WorkerFixtures>({
  ownerRestaurant: [{ name: "Cantina da Ana", type: "italiana" }, { option: true }],
  signedInOwner: async ({ page }, use) => {
    await use(await registerOwner(page, 3));
    await signOut(page);
  },
  onboardedOwner: async ({ page, ownerRestaurant }, use) => {
    const owner = await registerOwner(page, 3);
    await onboardOwner(page, ownerRestaurant);
    await use(owner);
    await signOut(page);
  },
  proOwner: async ({ page, ownerRestaurant }, use) => {
    const owner = await registerOwner(page, 4);
    await onboardOwner(page, ownerRestaurant);
    await use(owner);
    await signOut(page);
  },
  mail: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies destructured.
    async ({}, use) => {
      const catcher = new MailCatcher();
      await catcher.start();
      await use(catcher);
      await catcher.stop();
    },
    { scope: "worker" },
  ],
  app: [
    async ({ mail }, use) => {
      const server = await startAppServer({ SMTP_URL: mail.url });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ app }, use) => {
    await use(app.url);
  },
  // A page error (uncaught exception) fails the journey that caused it.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "erros de JavaScript na página").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The phone width of BRAND.md. */
export const PHONE = { width: 390, height: 844 };
