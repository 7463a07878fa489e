// Generations per second of the built-in Portuguese engine, per kind. The engine
// is TypeScript, so it is bundled with esbuild first (into dist/, where node finds
// its dependencies). Bounded: BENCH_ENGINE_SECONDS (default 2) per kind.
// Run alone with `node bench/localEngine.mjs`, or as part of `npm run bench`.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const SECONDS = Number(process.env.BENCH_ENGINE_SECONDS ?? 2);

async function loadEngine(root) {
  const outfile = path.join(root, "dist/bench/local-engine.mjs");
  await mkdir(path.dirname(outfile), { recursive: true });
  await build({
    stdin: {
      contents: [
        'export { createLocalEngine } from "./server/ai/local/index.ts";',
        'export { DISH_NAMES } from "./server/ai/local/corpus/dishNames.ts";',
        'export { REVIEWS } from "./server/ai/local/corpus/reviews.ts";',
        'export { PROMOTION_GOALS_AND_OBJECTIVES, MENU_TYPES } from "./common/generators.ts";',
      ].join("\n"),
      resolveDir: root,
      loader: "ts",
    },
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

/** Calls `generate(i)` for about SECONDS; returns generations per second and the mean time per call. */
async function measure(generate) {
  const until = performance.now() + SECONDS * 1000;
  let calls = 0;
  const started = performance.now();
  while (performance.now() < until) {
    await generate(calls);
    calls++;
  }
  const elapsed = performance.now() - started;
  return { perSecond: (calls / elapsed) * 1000, meanMs: elapsed / calls };
}

export async function localEngineSpeed({ root }) {
  const m = await loadEngine(root);
  const engine = m.createLocalEngine();
  const restaurant = {
    name: "Cantina da Nona",
    type: "pizzaria",
    dishes: [
      { name: "Pizza de Calabresa", price: "49.90", sales: 30 },
      { name: "Pizza Margherita", price: "52.90", sales: 12 },
    ],
    metrics: { averageTicketCents: 6800 },
  };
  const pick = (list, i) => list[i % list.length];
  const kinds = [
    [
      "describeDish (descrição)",
      (i) => engine.describeDish({ dishName: pick(m.DISH_NAMES, i).name }, { seed: i }),
    ],
    [
      "describeDish (post)",
      (i) =>
        engine.describeDish(
          { dishName: pick(m.DISH_NAMES, i).name, format: "post" },
          { seed: i, restaurant },
        ),
    ],
    [
      "createPromotion",
      (i) =>
        engine.createPromotion({ goal: pick(m.PROMOTION_GOALS_AND_OBJECTIVES, i) }, { seed: i, restaurant }),
    ],
    ["suggestMenu", (i) => engine.suggestMenu({ restaurantType: pick(m.MENU_TYPES, i) }, { seed: i })],
    [
      "replyToReview",
      (i) => engine.replyToReview({ reviewText: pick(m.REVIEWS, i).text }, { seed: i, restaurant }),
    ],
  ];
  console.log(`\nmotor embutido: ${SECONDS}s por tipo, um núcleo`);
  for (const [name, generate] of kinds) {
    const { perSecond, meanMs } = await measure(generate);
    console.log(
      `${`local ${name}`.padEnd(34)} ${perSecond.toLocaleString("en-US", { maximumFractionDigits: 0 }).padStart(8)} gen/s  média ${meanMs.toFixed(3)} ms`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await localEngineSpeed({ root: path.resolve(import.meta.dirname, "..") });
}
