import type { PageRoute } from "./routes";

/**
 * The public pages the build renders to HTML (scripts/prerender.mjs) and the
 * server sends as they are to a visitor, so their first paint needs no
 * script (decision 040). One line adds a page: its route here. A page listed
 * must render for a visitor without the network (what it fetches shows as
 * loading in the HTML) and without reading the browser (window, storage)
 * while rendering.
 */
export const PRERENDERED_PAGES = [
  "/",
  "/pricing",
  "/solutions",
  "/resources",
  "/contact",
  "/login",
  "/register",
  "/trial",
  "/termos",
  "/privacidade",
] as const satisfies readonly PageRoute[];

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/** The file, under dist/web/prerendered/, that holds a page's HTML ("/" is index.html). */
export function prerenderedFileName(route: PrerenderedPage | PageRoute): string {
  return route === "/" ? "index.html" : `${route.slice(1).replaceAll("/", "_")}.html`;
}

/** Set on #root by the build when it holds a page's HTML: the web hydrates it instead of rendering anew. */
export const PRERENDERED_ATTRIBUTE = "data-prerendered";
