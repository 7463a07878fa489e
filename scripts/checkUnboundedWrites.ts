/**
 * Part of `npm run check`: exits 1 when a Drizzle `.update(` or `.delete(`
 * in server/, scripts/, bench/ or e2e/ has no `.where(` (see findUnboundedWrites).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { findUnboundedWrites } from "./findUnboundedWrites";

const ROOT = join(import.meta.dirname, "..");
const FOLDERS = ["server", "scripts", "bench", "e2e"];

function* typeScriptFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && entry.name !== "migrations") yield* typeScriptFiles(path);
    } else if (/\.(ts|mts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
      yield path;
    }
  }
}

const found = FOLDERS.flatMap((folder) => {
  try {
    return [...typeScriptFiles(join(ROOT, folder))];
  } catch {
    return [];
  }
}).flatMap((path) => findUnboundedWrites(relative(ROOT, path), readFileSync(path, "utf8")));

for (const write of found) {
  console.error(
    `${write.file}:${write.line}:${write.column} .${write.method}( without .where( writes the whole table; add a .where( or, if meant, "// unbounded-write: <why>" on the line above`,
  );
}
if (found.length > 0) process.exit(1);
