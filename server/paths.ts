import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project root, found from this file whether it runs from source
 * (server/paths.ts) or bundled (dist/server/main.js).
 */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}

export const PROJECT_ROOT = findRoot();

export function projectPath(...parts: string[]): string {
  return path.join(PROJECT_ROOT, ...parts);
}
