import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { fullTitle, NOT_FOUND_META, PAGE_META, pageMetaForPath } from "../../common/pageMeta";
import { PRERENDERED_PAGES, prerenderedFileName } from "../../common/prerenderedPages";
import { PAGE_ROUTES, type PageRoute } from "../../common/routes";
import { compressedHtml, pickEncoding } from "./compressedHtml";
import { notFound } from "./errors";
import { SESSION_COOKIE } from "./session";

const SESSION_COOKIE_SET = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=[^;\\s]`);

/** True when the request carries a session cookie (valid or not: the app finds out). */
function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE_SET.test(cookieHeader);
}

/**
 * The prerendered pages the build wrote (scripts/prerender.mjs), by route.
 * A page whose file is missing (a build without that step) gets index.html.
 */
async function readPrerendered(webRoot: string): Promise<Map<PageRoute, string>> {
  const pages = new Map<PageRoute, string>();
  for (const route of PRERENDERED_PAGES) {
    const file = path.join(webRoot, "prerendered", prerenderedFileName(route));
    if (existsSync(file)) pages.set(route, await readFile(file, "utf8"));
  }
  return pages;
}

/** Text for an HTML attribute value or element content. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** The head tags written per page; any copy already in index.html is taken out first. */
const MANAGED_TAGS = [
  /[ \t]*<meta\s[^>]*\bname=["']description["'][^>]*>[ \t]*\r?\n?/gi,
  /[ \t]*<meta\s[^>]*\bproperty=["']og:(?:title|description|url|type)["'][^>]*>[ \t]*\r?\n?/gi,
];
const TITLE_TAG = /<title\b[^>]*>[\s\S]*?<\/title>/i;
const MARK = "<!--page-meta-->";

export type HeadMeta = { title: string; description: string; url: string | null; type: string };

/**
 * index.html with a page's <title>, meta description and Open Graph tags,
 * where index.html had its <title> (else before </head>). Link previews
 * (WhatsApp, Facebook) read these without running the SPA.
 */
export function withHeadMeta(template: string, meta: HeadMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${escapeHtml(meta.type)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.url === null ? [] : [`<meta property="og:url" content="${escapeHtml(meta.url)}" />`]),
  ];
  let html = MANAGED_TAGS.reduce((out, tag) => out.replace(tag, ""), template);
  if (TITLE_TAG.test(html)) html = html.replace(TITLE_TAG, MARK);
  else if (/<\/head>/i.test(html)) html = html.replace(/<\/head>/i, `${MARK}\n  </head>`);
  else html = html.replace(/^(\s*<!doctype[^>]*>)?/i, (doctype) => `${doctype}${MARK}`);
  const at = html.indexOf(MARK);
  const indent = /[ \t]*$/.exec(html.slice(html.lastIndexOf("\n", at) + 1, at))?.[0] ?? "";
  // A function, so a "$" in a description is never read as a replacement pattern.
  return html.replace(MARK, () => tags.join(`\n${indent}`));
}

/**
 * Serves the built SPA: hashed assets with a year of cache (precompressed
 * .br/.gz written at build time), index.html for every page path with that
 * page's title, description and Open Graph tags (common/pageMeta.ts). Unknown
 * paths still get index.html, which renders the 404 page, with status 404.
 * A public page the build prerendered (common/prerenderedPages.ts) is sent
 * as that HTML to a request without a session cookie; with one, the page
 * gets index.html as before, so a signed-in "/" opens the dashboard with no
 * landing shown first (decision 040).
 */
export async function registerSpa(app: FastifyInstance, webRoot: string | null, appUrl = ""): Promise<void> {
  const indexFile = webRoot ? path.join(webRoot, "index.html") : null;
  const hasBuild = indexFile !== null && existsSync(indexFile);
  const indexHtml = hasBuild ? await readFile(indexFile, "utf8") : null;
  const prerendered = hasBuild && webRoot ? await readPrerendered(webRoot) : new Map<PageRoute, string>();
  const pages = indexHtml === null ? null : pageHtml(indexHtml, prerendered, appUrl.replace(/\/+$/, ""));

  if (hasBuild && webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  const compressed = compressedHtml();
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      throw notFound("Esse endereço da API não existe.");
    }
    if ((request.method !== "GET" && request.method !== "HEAD") || !pages) {
      throw notFound("Página não encontrada.");
    }
    const page = pages(pathname, hasSessionCookie(request.headers.cookie));
    // A cache in between must not hand a visitor's landing to a signed-in person, or back.
    reply.header("vary", page.byCookie ? "Accept-Encoding, Cookie" : "Accept-Encoding");
    reply.status(page.status).header("cache-control", "no-cache").type("text/html; charset=utf-8");
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    const body = page.fixed ? await compressed(page.html, encoding) : null;
    if (body !== null && encoding !== null) reply.header("content-encoding", encoding);
    const payload = body ?? page.html;
    // HEAD: GET's headers, no body (this handler gets no HEAD route of its own to strip it).
    if (request.method === "HEAD") return reply.header("content-length", Buffer.byteLength(payload)).send();
    return reply.send(payload);
  });
}

/**
 * The HTML of each page route, built once: a route without parameters is one
 * string; a route with one ("/checkout/:planId") is cut around its og:url,
 * the only part that changes per path. Unknown paths share one 404 page
 * without og:url, so no path a visitor makes up is ever kept in memory.
 */
function pageHtml(template: string, prerendered: ReadonlyMap<PageRoute, string>, appUrl: string) {
  const URL_MARK = "__page_url__";
  const parts = new Map(
    PAGE_ROUTES.map((route) => {
      const { title, description } = PAGE_META[route];
      const html = withHeadMeta(template, {
        title: fullTitle(title),
        description,
        type: "website",
        url: URL_MARK,
      });
      const [before = "", after = ""] = html.split(URL_MARK);
      return [route, (path: string) => before + escapeHtml(`${appUrl}${path}`) + after] as const;
    }),
  );
  const whole = new Map(
    PAGE_ROUTES.filter((route) => !route.includes(":")).map((route) => [
      route,
      parts.get(route)?.(route) ?? "",
    ]),
  );
  // The visitor's copy of each prerendered page, with the same head tags.
  const forVisitors = new Map(
    [...prerendered].map(([route, html]) => {
      const { title, description } = PAGE_META[route];
      const url = `${appUrl}${route}`;
      return [route, withHeadMeta(html, { title: fullTitle(title), description, type: "website", url })];
    }),
  );
  const missing = withHeadMeta(template, {
    title: fullTitle(NOT_FOUND_META.title),
    description: NOT_FOUND_META.description,
    type: "website",
    url: null,
  });

  /** `fixed`: one of the strings made here at start (not one made for this path), so it may be cached compressed. */
  return (
    pathname: string,
    signedIn: boolean,
  ): { status: number; html: string; byCookie: boolean; fixed: boolean } => {
    const { route, path } = pageMetaForPath(pathname);
    const visitorHtml = route === null ? undefined : forVisitors.get(route);
    if (visitorHtml !== undefined && !signedIn)
      return { status: 200, html: visitorHtml, byCookie: true, fixed: true };
    const fixedHtml = route === null ? undefined : whole.get(route);
    if (fixedHtml !== undefined)
      return { status: 200, html: fixedHtml, byCookie: visitorHtml !== undefined, fixed: true };
    const html = route === null || path === null ? undefined : parts.get(route)?.(path);
    if (html === undefined) return { status: 404, html: missing, byCookie: false, fixed: true };
    return { status: 200, html, byCookie: false, fixed: false };
  };
}
