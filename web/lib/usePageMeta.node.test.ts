import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { PAGE_META } from "../../common/pageMeta";
import type { PageRoute } from "../../common/routes";

const WEB = path.resolve(import.meta.dirname, "..");

/** Route pages that still pass their title and description as text instead of PAGE_META[route]. */
const IN_PLACE: Record<string, PageRoute> = {
  "pages/LoginPage.tsx": "/login",
  "pages/RegisterPage.tsx": "/register",
  "features/auth/AuthScreen.tsx": "/auth",
  "pages/RegisterSuccessPage.tsx": "/register-success",
  "pages/CheckoutPage.tsx": "/checkout",
  "features/dashboard/DashboardShell.tsx": "/dashboard",
  "pages/ForgotPasswordPage.tsx": "/forgot-password",
  "pages/ResetPasswordPage.tsx": "/reset-password",
};

/**
 * The server writes PAGE_META into the HTML it serves (link previews); a page
 * that names its meta in place must use the same words, or the open tab and a
 * shared link's preview disagree.
 */
it.each(Object.entries(IN_PLACE))("%s uses the words of PAGE_META[%s]", async (file, route) => {
  const source = await readFile(path.join(WEB, file), "utf8");
  const literal = /usePageMeta\(\s*"([^"]+)",\s*"([^"]+)",?\s*\)/.exec(source);
  if (!literal) {
    expect(source, "sem texto no lugar, a página deve usar PAGE_META").toContain("PAGE_META");
    return;
  }
  expect({ title: literal[1], description: literal[2] }).toEqual(PAGE_META[route]);
});
