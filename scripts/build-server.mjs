// Bundles the server into dist/server/main.js (dependencies stay in node_modules)
// and precompresses the built SPA so it is served as .br/.gz without CPU per request.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

await build({
  // main.js is the server; listShapes.js the lists' declarations as data, for the bench's baselines.
  entryPoints: {
    main: path.join(root, "server/main.ts"),
    listShapes: path.join(root, "server/modules/listShapes.ts"),
  },
  outdir: path.join(root, "dist/server"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const webRoot = path.join(root, "dist/web");
for await (const file of files(webRoot)) {
  if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file)) continue;
  const content = await readFile(file);
  if (content.length < 1024) continue;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(content, { level: 9 }),
  ]);
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gz);
}
await writeFile(path.join(root, "dist/.build-stamp"), new Date().toISOString());
const size = (await stat(path.join(root, "dist/server/main.js"))).size;
console.log(`server bundle: dist/server/main.js (${Math.round(size / 1024)} KiB); web assets precompressed`);
