// Measurements that are not HTTP load (engine speed, bundle sizes); later issues add theirs here.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { localEngineSpeed } from "./localEngine.mjs";

const gzip = promisify(zlib.gzip);

export default async function extras(context) {
  await landingBundleSize(context);
  await localEngineSpeed(context);
}

/**
 * What a visitor's phone downloads before the landing can draw: the script and
 * styles index.html loads (with its modulepreloads), plus the chunks of "/"
 * (HomePage, LandingPage) and everything they import statically, gzipped
 * (level 9, as the build precompresses them).
 */
export async function landingBundleSize({ root }) {
  const webRoot = path.join(root, "dist/web");
  const assets = path.join(webRoot, "assets");
  const html = await readFile(path.join(webRoot, "index.html"), "utf8");
  const fromHtml = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const files = await readdir(assets);
  const pageChunks = files.filter((f) => /^(HomePage|LandingPage)-[\w-]+\.js$/.test(f));
  if (!pageChunks.some((f) => f.startsWith("LandingPage-"))) {
    console.log("landing: LandingPage chunk not found in dist/web/assets (is the build current?)");
    return;
  }

  const seen = new Set();
  const queue = [...fromHtml, ...pageChunks];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith(".js")) continue;
    const code = await readFile(path.join(assets, file), "utf8");
    // Static imports only (`from"./x.js"`, `import"./x.js"`); import("./x.js") loads later, on demand.
    for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) queue.push(m[1]);
  }

  const totals = { js: { raw: 0, gz: 0, count: 0 }, css: { raw: 0, gz: 0, count: 0 } };
  for (const file of seen) {
    const content = await readFile(path.join(assets, file));
    const kind = file.endsWith(".css") ? totals.css : totals.js;
    kind.raw += content.length;
    kind.gz += (await gzip(content, { level: 9 })).length;
    kind.count += 1;
  }
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(
    `\n${"landing first load (gzip)".padEnd(34)} JS ${kib(totals.js.gz)} in ${totals.js.count} files (${kib(totals.js.raw)} raw), ` +
      `CSS ${kib(totals.css.gz)} in ${totals.css.count} file(s) (${kib(totals.css.raw)} raw), ` +
      `total ${kib(totals.js.gz + totals.css.gz)}`,
  );
}
