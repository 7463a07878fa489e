// Writes the public pages' HTML at build time (decision 040): after the
// browser's build (dist/web) and the Node build of web/prerender.tsx
// (dist/prerender), each page of common/prerenderedPages.ts is rendered as a
// visitor sees it into a copy of index.html (dist/web/prerendered/<page>.html),
// which the server sends to visitors and the browser hydrates. index.html
// itself gets the boot shell (the logo), painted before any script runs on
// every other page.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const webRoot = path.join(root, "dist/web");
const serverEntry = path.join(root, "dist/prerender/prerender.js");
// The list and its file names come through the Node build too, which bundles common/.
const { renderPage, renderBootShell, PRERENDERED_PAGES, prerenderedFileName, PRERENDERED_ATTRIBUTE } =
  await import(pathToFileURL(serverEntry).href);

const ROOT_DIV = /<div id="root"><\/div>/;
const template = await readFile(path.join(webRoot, "index.html"), "utf8");
if (!ROOT_DIV.test(template)) throw new Error('index.html sem <div id="root"></div>: nada a prerenderizar');

// The stylesheet goes inline in the prerendered pages: their first paint then
// waits for the HTML alone, not for a second request on a slow phone network
// (about 8 KB compressed; the CSP allows inline styles, not inline scripts).
// index.html keeps the link: the signed-in app shares it, cached, across pages.
const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;
const stylesheet = STYLESHEET.exec(template);
if (!stylesheet?.[1]) throw new Error("index.html sem a folha de estilo do build");
const css = await readFile(path.join(webRoot, stylesheet[1]), "utf8");
// The app's script goes after the page and without modulepreload hints: the
// page is already painted from the HTML, so the scripts only hydrate it, and
// fetching them while the text paints cost ~0.4 s of LCP in Lighthouse's mobile
// run (Slow 4G: 1.9 s → 1.5 s on /pricing). The module graph then loads as
// the entry imports it.
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*src="\/assets\/[^"]+"[^>]*><\/script>/;
const entryScript = ENTRY_SCRIPT.exec(template);
if (!entryScript) throw new Error("index.html sem o script de entrada do build");
const pageTemplate = template
  .replace(STYLESHEET, () => `<style>${css.replaceAll("</style", "<\\/style")}</style>`)
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
  .replace(ENTRY_SCRIPT, "")
  .replace("</body>", () => `${entryScript[0].trim()}</body>`);

const outDir = path.join(webRoot, "prerendered");
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });

const started = Date.now();
for (const route of PRERENDERED_PAGES) {
  const body = await renderPage(route);
  // The CSP (script-src 'self') refuses inline scripts: a page that needs one would not hydrate.
  if (/<script\b/i.test(body)) throw new Error(`${route}: o HTML prerenderizado tem um <script> inline`);
  const html = pageTemplate.replace(ROOT_DIV, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${body}</div>`);
  await writeFile(path.join(outDir, prerenderedFileName(route)), html);
}
await writeFile(
  path.join(webRoot, "index.html"),
  template.replace(ROOT_DIV, () => `<div id="root">${renderBootShell()}</div>`),
);
await rm(path.join(root, "dist/prerender"), { recursive: true, force: true });
console.log(
  `prerendered: ${PRERENDERED_PAGES.join(" ")} (${Date.now() - started} ms); index.html has the boot shell`,
);
