import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";

const WEB = path.resolve(import.meta.dirname, "..");

/** Every route page and the file that sets its meta, which must read PAGE_META. */
const ROUTE_PAGES = [
  "pages/LandingPage.tsx",
  "pages/LoginPage.tsx",
  "pages/RegisterPage.tsx",
  "features/auth/AuthScreen.tsx",
  "pages/RegisterSuccessPage.tsx",
  "pages/PricingPage.tsx",
  "pages/SolutionsPage.tsx",
  "pages/ContactPage.tsx",
  "pages/ResourcesPage.tsx",
  "pages/AdminPage.tsx",
  "pages/TrialPage.tsx",
  "pages/CheckoutPage.tsx",
  "layout/DashboardShell.tsx",
  "pages/ForgotPasswordPage.tsx",
  "pages/ResetPasswordPage.tsx",
];

/**
 * The server writes PAGE_META into the HTML it serves (link previews); a route
 * page that typed its own words would make the open tab and a shared link's
 * preview disagree.
 */
it.each(ROUTE_PAGES)("%s takes its title and description from PAGE_META", async (file) => {
  const source = await readFile(path.join(WEB, file), "utf8");
  expect(source).toMatch(/usePageMeta\([^;]*PAGE_META\["/);
  expect(source).not.toMatch(/usePageMeta\(\s*["`]/);
});
