/**
 * The page routes of SPEC §2. The SPA's router and the server's fallback both
 * read this list, so an unknown path gets the 404 page with a real 404 status.
 */
export const PAGE_ROUTES = [
  "/",
  "/login",
  "/register",
  "/auth",
  "/register-success",
  "/pricing",
  "/solutions",
  "/contact",
  "/resources",
  "/admin",
  "/trial",
  "/checkout",
  "/checkout/:planId",
  "/dashboard",
  "/dashboard/:section",
  "/forgot-password",
  "/reset-password",
] as const;

/** True when a path (without query) matches one of the page routes. */
export function isPageRoute(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return PAGE_ROUTES.some((route) => {
    const want = route.split("/");
    const got = clean.split("/");
    if (want.length !== got.length) return false;
    return want.every((part, i) => (part.startsWith(":") ? got[i] !== "" : part === got[i]));
  });
}
