import { posix } from "node:path";

/*
 * The walls between server modules (docs/architecture.md, "Server modules"),
 * as the web's walls are held by biome.json: a module's file imports another
 * module only through that module's `public.ts`, the modules never import
 * each other in a cycle. (That the layers below them, server/http, db, mail,
 * ai and requestContext, never import a module is held by biome.json.) Tests
 * (*.test.ts) stand outside the walls: nothing imports them, so they may
 * reach any internal.
 */

export const PUBLIC_FILE = "public";
const MODULES = "server/modules/";

export type SourceFile = { file: string; source: string };

export type WallBreach =
  | { kind: "deep"; file: string; line: number; specifier: string; module: string }
  | { kind: "cycle"; modules: string[] };

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The module a repository path belongs to (`server/modules/<m>/...`), if any. */
function moduleOf(path: string, modules: ReadonlySet<string>): string | undefined {
  if (!path.startsWith(MODULES)) return undefined;
  const [name, ...rest] = path.slice(MODULES.length).split("/");
  // A file right under server/modules (rowJsonTables.ts) belongs to no module.
  return name && (rest.length > 0 || modules.has(name)) ? name : undefined;
}

/** The relative imports and re-exports of a file (static and dynamic), with their line. */
function relativeImports(source: string): { specifier: string; line: number }[] {
  const found: { specifier: string; line: number }[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']*)["']/g;
  for (const match of source.matchAll(pattern)) {
    const line = source.slice(0, match.index).split("\n").length;
    found.push({ specifier: match[1]!, line });
  }
  return found;
}

const resolve = (file: string, specifier: string) =>
  posix.normalize(posix.join(posix.dirname(file), specifier)).replace(/\.(ts|tsx|js|mjs)$/, "");

/** Every breach of the module walls among `files` (paths relative to the repository, with `/`). */
export function findModuleWallBreaches(files: readonly SourceFile[]): WallBreach[] {
  const modules = new Set(
    files.flatMap(({ file }) => {
      const name = file.startsWith(MODULES) ? file.slice(MODULES.length).split("/") : [];
      return name.length > 1 ? [name[0]!] : [];
    }),
  );
  const breaches: WallBreach[] = [];
  const edges = new Map<string, Set<string>>();
  for (const { file, source } of files) {
    if (isTest(file)) continue;
    const from = moduleOf(file, modules);
    if (!from) continue;
    for (const { specifier, line } of relativeImports(source)) {
      const target = resolve(file, specifier);
      const to = moduleOf(target, modules);
      if (!to || to === from) continue;
      if (target !== `${MODULES}${to}/${PUBLIC_FILE}`) {
        breaches.push({ kind: "deep", file, line, specifier, module: to });
      }
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return [...breaches, ...cyclesOf(edges).map((cycle) => ({ kind: "cycle" as const, modules: cycle }))];
}

/** The cycles of the module graph, each once, starting from its smallest name (a → b → a). */
function cyclesOf(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const cycles = new Map<string, string[]>();
  const walk = (path: string[]) => {
    for (const next of edges.get(path[path.length - 1]!) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = path.slice(at);
        const start = loop.indexOf([...loop].sort()[0]!);
        const turned = [...loop.slice(start), ...loop.slice(0, start)];
        cycles.set(turned.join(" → "), [...turned, turned[0]!]);
      } else {
        walk([...path, next]);
      }
    }
  };
  for (const start of [...edges.keys()].sort()) walk([start]);
  return [...cycles.values()];
}

/** The line `npm run check` prints for a breach. */
export function describeBreach(breach: WallBreach): string {
  switch (breach.kind) {
    case "deep":
      return `${breach.file}:${breach.line} imports "${breach.specifier}": another module is used only through its ${PUBLIC_FILE}.ts (server/modules/${breach.module}/${PUBLIC_FILE}.ts); export what you need there`;
    case "cycle":
      return `server modules import each other in a cycle: ${breach.modules.join(" → ")}; move the use case that needs both into its own module (as server/modules/signUp)`;
  }
}
