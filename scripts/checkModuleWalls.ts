/**
 * Part of `npm run check`: exits 1 when a server module reaches into another
 * module's internals instead of its public.ts, or when modules import each other
 * in a cycle (see findModuleWallBreaches).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describeBreach, findModuleWallBreaches } from "./findModuleWallBreaches";

const ROOT = join(import.meta.dirname, "..");

function* typeScriptFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* typeScriptFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) yield path;
  }
}

const files = [...typeScriptFiles(join(ROOT, "server"))].map((path) => ({
  file: relative(ROOT, path).split(sep).join("/"),
  source: readFileSync(path, "utf8"),
}));
const breaches = findModuleWallBreaches(files);
for (const breach of breaches) console.error(describeBreach(breach));
if (breaches.length > 0) process.exit(1);
