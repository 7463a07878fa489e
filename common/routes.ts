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
  "/dashboard/relatorios/importar",
  "/forgot-password",
  "/reset-password",
  "/convite",
  // Issue 30: the terms and the privacy notice the sign-up forms link to.
  "/termos",
  "/privacidade",
] as const;

export type PageRoute = (typeof PAGE_ROUTES)[number];

/** The path without trailing slashes ("/login/" is "/login"; "/" stays "/"). */
export function canonicalPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** The page route a path (without query) matches, or null for an unknown path. */
export function matchPageRoute(path: string): PageRoute | null {
  const got = canonicalPath(path).split("/");
  return (
    PAGE_ROUTES.find((route) => {
      const want = route.split("/");
      if (want.length !== got.length) return false;
      return want.every((part, i) => (part.startsWith(":") ? got[i] !== "" : part === got[i]));
    }) ?? null
  );
}

/** True when a path (without query) matches one of the page routes. */
export function isPageRoute(path: string): boolean {
  return matchPageRoute(path) !== null;
}
