// `node bench/profile.mjs [pg|pglite] [/api/dishes[,/api/user…]] [seconds]`: a CPU profile of
// the built server (dist/server/main.js, `node scripts/build-server.mjs`) under
// autocannon load of one authenticated read, and in the same run the one-query
// limit server on the same database, so the ratio is measured side by side.
// APP_MAIN runs another build (an older commit's) instead.
// Prints self time by function and by file/package (the profile stays in
// PROFILE_DIR, default a temp folder). PostgreSQL needs BENCH_DATABASE_URL
// naming a database of the bench's own (its name contains "bench": it is emptied).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { signedInOwner } from "./apiClient.mjs";
import { freePort } from "./freePort.mjs";
import { seedDashboardReads } from "./seedReads.mjs";
import { emptyBenchDatabase, settleBenchDatabase } from "./servers/benchDatabase.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const [kind = "pg", target = "/api/dishes", secondsArg = "8"] = process.argv.slice(2);
const SECONDS = Number(secondsArg);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PG_URL = process.env.BENCH_DATABASE_URL;
const SESSION_SECRET = randomBytes(32).toString("hex");
const PROFILE = process.env.PROFILE !== "0";

const load = (url, cookie, duration = SECONDS) =>
  new Promise((resolve, reject) =>
    autocannon({ url, duration, connections: CONNECTIONS, headers: { cookie } }, (e, r) =>
      e ? reject(e) : resolve(r),
    ),
  );

async function waitFor(url, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer at ${url}`);
}

async function start(args, env, probe) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? "", PORT: String(port), SESSION_SECRET, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${probe}`, child);
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Self time per function and per file (packages folded) of a .cpuprofile. */
function summarise(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (deltas[i] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const fns = new Map();
  const files = new Map();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const file = url.replace(/^file:\/\//, "").replace(`${ROOT}/`, "");
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? (file || "(native/gc/idle)");
    const fn = `${functionName || "(anonymous)"} ${file ? `${file.split("node_modules/").pop()}:${lineNumber + 1}` : ""}`;
    fns.set(fn, (fns.get(fn) ?? 0) + us);
    files.set(pkg, (files.get(pkg) ?? 0) + us);
  }
  const show = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .forEach(([k, us]) => {
        console.log(`  ${((us / total) * 100).toFixed(1).padStart(5)} %  ${k}`);
      });
  console.log(`\nself time by package/file (${(total / 1e6).toFixed(1)} s sampled):`);
  show(files, 25);
  console.log("\nself time by function:");
  show(fns, 45);
}

if (kind.endsWith(".cpuprofile")) {
  // `node bench/profile.mjs file.cpuprofile`: only the summary of a saved profile.
  summarise(JSON.parse(await readFile(kind, "utf8")));
  process.exit(0);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-profile-"));
const profDir = process.env.PROFILE_DIR ?? (await mkdtemp(path.join(os.tmpdir(), "pc-cpuprof-")));
const databaseUrl = kind === "pg" ? PG_URL : undefined;
if (kind === "pg" && !PG_URL) throw new Error("set BENCH_DATABASE_URL");
if (databaseUrl) await emptyBenchDatabase(databaseUrl);

const app = await start(
  [
    ...(PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${profDir}`] : []),
    process.env.APP_MAIN ?? path.join(ROOT, "dist/server/main.js"),
  ],
  {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMIT_SCALE: "100000",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  "/api/health",
);
const owner = await signedInOwner(app.url, { prefix: "profile", dishes: 20, customers: 25 });
const { cookie } = owner;
// PROFILE_SEED=1 (PostgreSQL): every dashboard list holds items, as in bench/ab.mjs.
if (process.env.PROFILE_SEED === "1" && databaseUrl) {
  await seedDashboardReads(databaseUrl, owner.email, { customers: 25 });
  await settleBenchDatabase(databaseUrl);
}
// Several reads at once: `/api/dishes,/api/user` (each warmed, then measured).
const ours = {};
for (const t of target.split(",")) {
  await load(`${app.url}${t}`, cookie, 2);
  ours[t] = await load(`${app.url}${t}`, cookie);
}
await app.stop();

const limit = await start(
  [path.join(ROOT, "bench/servers/limit.mjs")],
  kind === "pg"
    ? { BENCH_DRIVER: "pg", DATABASE_URL: PG_URL }
    : { BENCH_DRIVER: "pglite", DATA_DIR: dataDir },
  "/",
);
await load(`${limit.url}/api/dishes`, cookie, 2);
const limitResult = await load(`${limit.url}/api/dishes`, cookie);
await limit.stop();

const line = (name, r) =>
  `${name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p99 ${r.latency.p99} ms  errors ${r.errors + r.non2xx + r.timeouts}`;
console.log(line(`limit ${kind} /api/dishes`, limitResult));
for (const [t, r] of Object.entries(ours)) {
  console.log(
    `${line(`ours ${kind} ${t}`, r)}  ${(r.requests.average / limitResult.requests.average).toFixed(2)}× limit`,
  );
}
if (PROFILE) {
  const file = (await readdir(profDir))
    .filter((f) => f.endsWith(".cpuprofile"))
    .sort()
    .pop();
  console.log(`profile: ${path.join(profDir, file)}`);
  summarise(JSON.parse(await readFile(path.join(profDir, file), "utf8")));
}
