import { test as base, expect } from "@playwright/test";
import { type AppServer, startAppServer } from "./support/appServer";
import { MailCatcher } from "./support/mailCatcher";

type WorkerFixtures = { app: AppServer; mail: MailCatcher };

/**
 * Each worker gets its own built server on a temp DATA_DIR and a real SMTP
 * catcher on loopback that the server sends all mail to.
 */
export const test = base.extend<{ consoleErrors: string[] }, WorkerFixtures>({
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
