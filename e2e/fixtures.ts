import { test as base, expect, type Page } from "@playwright/test";
import { type AppServer, startAppServer } from "./support/appServer";
import { MailCatcher } from "./support/mailCatcher";

type WorkerFixtures = { app: AppServer; mail: MailCatcher };

/** An account made for one journey, signed in on the page it was made with. */
export type Owner = { userId: string; email: string; password: string; firstName: string; lastName: string };

/** How newOwner makes an account; every field has the default the fixtures' owners use. */
export type NewOwnerOptions = {
  /** 3 Starter (default) or 4 Pro; every new account starts its 7-day trial. */
  planId?: number;
  /** Set up through POST /api/restaurant (onboarded); none when left out. */
  restaurant?: { name: string; type: string };
  /** With a restaurant: open /dashboard and wait for its heading (default true). */
  openDashboard?: boolean;
  /** Confirm the email through the link of the mail the sign-up sends (default: left unconfirmed). */
  verified?: boolean;
  firstName?: string;
  lastName?: string;
  /** Another person's page (another browser context); default the test's page. */
  page?: Page;
  /** Another app server's address, for a journey that starts its own server. */
  origin?: string;
};

type OwnerFixtures = {
  /** The restaurant onboardedOwner and proOwner set up (override with test.use). */
  ownerRestaurant: { name: string; type: string };
  /** A new Starter account in its trial, signed in, no restaurant yet (the onboarding form). */
  signedInOwner: Owner;
  /** A new Starter account with its restaurant set up, on /dashboard. */
  onboardedOwner: Owner;
  /** A new Pro account (trial) with its restaurant set up, on /dashboard. */
  proOwner: Owner;
  /** proOwner with its email confirmed through the mailed link, as inviting a team asks. */
  teamOwner: Owner;
  /**
   * Makes an account the way the options say (a second owner, a given plan,
   * a confirmed email, one on another page or server), signed out after the test.
   */
  newOwner: (options?: NewOwnerOptions) => Promise<Owner>;
};

/** One password for every journey's account. */
export const OWNER_PASSWORD = "Sabor-da-Casa-2026";

let owners = 0;

/** An address no other journey of the run uses. */
export function uniqueEmail(who = "dono"): string {
  owners += 1;
  return `${who}-${Date.now()}-${owners}-${Math.random().toString(36).slice(2, 8)}@restaurante.test`;
}

/**
 * Registers through the real POST /api/register with the page's own request
 * context, so the session cookie it sets is the page's; then brings the
 * account to the state the options ask for, through the API and the mail.
 */
async function makeOwner(page: Page, mail: MailCatcher, options: NewOwnerOptions = {}): Promise<Owner> {
  const origin = options.origin ?? "";
  const owner = {
    email: uniqueEmail(),
    password: OWNER_PASSWORD,
    firstName: options.firstName ?? "Ana",
    lastName: options.lastName ?? "Souza",
  };
  const res = await page.request.post(`${origin}/api/register`, {
    data: { ...owner, planId: options.planId ?? 3 },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { userId } = (await res.json()) as { userId: string };
  if (options.verified) {
    const confirm = await mail.waitFor(owner.email, /Confirme seu email/);
    const link = confirm.text.match(/https?:\/\/\S+\/api\/verify-email\?token=\S+/)?.[0];
    if (!link) throw new Error(`sem link de confirmação no email:\n${confirm.text}`);
    const verified = await page.request.get(link);
    expect(verified.ok(), await verified.text()).toBe(true);
  }
  if (options.restaurant) {
    const saved = await page.request.post(`${origin}/api/restaurant`, {
      data: { ...options.restaurant, isOnboarded: true },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    if (options.openDashboard !== false) {
      await page.goto(`${origin}/dashboard`);
      await expect(page.getByRole("heading", { level: 2, name: options.restaurant.name })).toBeVisible();
    }
  }
  return { userId, ...owner };
}

/** Every script the page asks for from now on (paths), to see what a page downloads. */
export function scriptsLoaded(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") paths.push(new URL(r.url()).pathname);
  });
  return paths;
}

/** Plan cards are labels around visually hidden radios: people tap the card. */
export async function choosePlan(page: Page, name: RegExp): Promise<void> {
  const radio = page.getByRole("radio", { name });
  await page.getByRole("main").locator("label").filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

/**
 * Fills /register as a person does, for the journeys whose subject is that
 * form or the checkout right after it (the others get their account from the
 * fixtures above). The caller submits, so it can look at the form first.
 */
export async function fillRegisterForm(
  page: Page,
  person: { email: string; plan?: RegExp; firstName?: string; lastName?: string; password?: string },
): Promise<void> {
  await page.goto("/register");
  // The first plan (Starter) comes preselected once the plans load; another is tapped.
  if (person.plan) await choosePlan(page, person.plan);
  else await expect(page.getByRole("radio", { name: /Starter/ })).toBeChecked();
  await page.getByLabel("Nome", { exact: true }).fill(person.firstName ?? "Ana");
  await page.getByLabel("Sobrenome").fill(person.lastName ?? "Souza");
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Senha", { exact: true }).fill(person.password ?? OWNER_PASSWORD);
}

/**
 * Clean-up: the journey's session is ended through POST /api/logout (a page
 * whose context the journey closed has nothing left to end). The account
 * itself stays until the worker's server stops and its temporary DATA_DIR
 * (the whole database) is removed: the app has no route that deletes an
 * account, and the suite deliberately has no door into the database.
 */
async function signOut(page: Page, origin = ""): Promise<void> {
  await page.request.post(`${origin}/api/logout`, { data: {} }).catch(() => undefined);
}

/**
 * Each worker gets its own built server on a temp DATA_DIR and a real SMTP
 * catcher on loopback that the server sends all mail to.
 */
/**
 * Until a prerendered page is hydrated (decision 040) it is visible and
 * clickable but not yet the app: what a journey typed or tapped then could be
 * lost. The app marks #root `data-hydrated` (web/ui/HydratedMark.tsx).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("#root[data-prerendered]:not([data-hydrated])").waitFor({ state: "detached" });
}

export const test = base.extend<{ consoleErrors: string[] } & OwnerFixtures, WorkerFixtures>({
  // Every journey's page.goto waits for a prerendered page to be the app, as a
  // person waits for a page to answer (not with JavaScript off, nor when the
  // journey asked for the first bytes only).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== "commit") await waitForHydration(page);
        return response;
      };
    }
    await use(page);
  },
  ownerRestaurant: [{ name: "Cantina da Ana", type: "italiana" }, { option: true }],
  signedInOwner: async ({ page, mail }, use) => {
    await use(await makeOwner(page, mail));
    await signOut(page);
  },
  onboardedOwner: async ({ page, mail, ownerRestaurant }, use) => {
    await use(await makeOwner(page, mail, { restaurant: ownerRestaurant }));
    await signOut(page);
  },
  proOwner: async ({ page, mail, ownerRestaurant }, use) => {
    await use(await makeOwner(page, mail, { planId: 4, restaurant: ownerRestaurant }));
    await signOut(page);
  },
  teamOwner: async ({ page, mail, ownerRestaurant }, use) => {
    await use(await makeOwner(page, mail, { planId: 4, verified: true, restaurant: ownerRestaurant }));
    await signOut(page);
  },
  newOwner: async ({ page, mail }, use) => {
    const made: { page: Page; origin?: string }[] = [];
    await use(async (options = {}) => {
      const on = options.page ?? page;
      made.push({ page: on, origin: options.origin });
      return makeOwner(on, mail, options);
    });
    for (const { page: on, origin } of made) await signOut(on, origin);
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

/** The page does not scroll sideways: nothing is wider than the viewport (a phone's 390 px above all). */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
