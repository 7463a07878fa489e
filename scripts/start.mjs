// `npm start`: builds when the build is missing or older than the sources, then serves.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "dist/.build-stamp");
const SOURCES = ["common", "server", "web", "package-lock.json", "vite.config.ts", "scripts/prerender.mjs"];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
if (builtAt < sourcesAt) {
  console.log(
    "Compilando o Prato Cheio (primeira vez ou código alterado): leva cerca de 2 minutos na primeira vez.\n" +
      "Primeiro o site (Vite), depois o servidor; o endereço e a senha do /admin aparecem ao final.",
  );
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(path.join(root, "dist/server/main.js")).href);
