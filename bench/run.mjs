// `npm run bench` (`-- --quick` for a short run; `-- --stall`, `--customers`,
// `--pglite`, `--postgres`, `--pages` for one section): our built server beside its
// baselines in the same run, so the ratios mean something on any machine:
//   - bare node:http hello world;
//   - the one-query limit: bare node:http + the driver doing our authenticated
//     GET /api/dishes read as ONE prepared statement (PGlite, and PostgreSQL),
//     and the customer list's and the metrics' reads the same way;
//   - Express 5 + express-session + connect-pg-simple + pg doing the same reads
//     (PostgreSQL only).
// PostgreSQL runs only when BENCH_DATABASE_URL names a database of its own whose
// name contains "bench": the bench empties its public schema first.
// Bounded: each target runs DURATION seconds (or MAX_REQUESTS) with
// CONNECTIONS connections; every server listens on 127.0.0.1 only.
import { fork, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { BENCH_PASSWORD, call, signedInOwner } from "./apiClient.mjs";
import { requestBreakdown } from "./breakdown.mjs";
import { timeCustomerCalls } from "./customers50k.mjs";
import { dashboardFirstLoad } from "./dashboardLoad.mjs";
import { freePort } from "./freePort.mjs";
import { healthDuringLogins } from "./logins.mjs";
import { publicPagesLab } from "./publicPages.mjs";
import { timeReportCalls } from "./reports.mjs";
import { emptyBenchDatabase, settleBenchDatabase } from "./servers/benchDatabase.mjs";
import { BENCH_TARGETS } from "./targets.mjs";
import { healthWhileOneTenantImports } from "./tenantStall.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const QUICK = process.argv.includes("--quick");
/** `--customers`: only the 50,000-customer section (issue 15 item 8). */
const ONLY_CUSTOMERS = process.argv.includes("--customers");
/** `--stall`: only /api/health while one tenant imports its largest file and polls its stores (issue 25). */
const ONLY_STALL = process.argv.includes("--stall");
/** `--reports`: only the weekly report over ~200,000 orders in 5 stores (issue 27). */
const ONLY_REPORTS = process.argv.includes("--reports");
/** `--postgres`: only the PostgreSQL comparison (ours, the limit, Express), for repeated samples. */
const ONLY_POSTGRES = process.argv.includes("--postgres");
/** `--pglite`: only the PGlite comparison (ours and the limit), for repeated samples. */
const ONLY_PGLITE = process.argv.includes("--pglite");
/** `--pages`: only the public pages in a phone's conditions, Lighthouse's way (issue 30). */
const ONLY_PAGES = process.argv.includes("--pages");
const DURATION = Number(process.env.BENCH_SECONDS ?? (QUICK ? 3 : 10));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MAX_REQUESTS = 2_000_000;
/**
 * Seconds of unreported load on each server before it is measured: PGlite is a
 * large WebAssembly module that V8 optimises while it runs, and a fresh
 * process measured cold reads as several times slower than it is.
 */
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const PG_URL = process.env.BENCH_DATABASE_URL;
const SESSION_SECRET = randomBytes(32).toString("hex");
const DISH_COUNT = 20;
/** One full page of the customer list (25 a page). */
const CUSTOMER_COUNT = 25;

const warm = (url, cookie) => load(url, { duration: WARMUP, headers: cookie ? { cookie } : {} });

function load(url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, duration: DURATION, amount: undefined, connections: CONNECTIONS, ...options },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function waitFor(url, child) {
  // Generous: a first start creates and migrates PGlite, slow on a busy machine.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const up = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`o servidor do benchmark não respondeu em ${url} (rode npm run build antes?)`);
}

function stopper(child) {
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await exited;
  };
}

/** A baseline server of bench/servers in its own process (the load generator keeps this one). */
async function startBaseline(script, env, probe = "/") {
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, "servers", script), [], {
    env: { PATH: process.env.PATH ?? "", PORT: String(port), SESSION_SECRET, ...env },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${probe}`, child);
  return { url, stop: stopper(child) };
}

/** Runs a script of bench/servers to its end. */
function runScript(script, env) {
  const child = fork(path.join(import.meta.dirname, "servers", script), [], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) =>
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} terminou com ${code}`)),
    ),
  );
}

/** The built server (dist/server/main.js) on dataDir, or on PostgreSQL when databaseUrl is given. */
async function startApp({ dataDir, databaseUrl, serverTiming = false }) {
  const port = await freePort();
  // APP_MAIN: another build (an older commit's) instead of this one, for before/after runs.
  const main = process.env.APP_MAIN ?? path.join(ROOT, "dist/server/main.js");
  const child = spawn(process.execPath, [main], {
    // Only what the server needs: an operator's DATABASE_URL or SMTP_URL in this
    // shell must never receive benchmark traffic.
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_SCALE: "100000",
      SESSION_SECRET,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(serverTiming ? { SERVER_TIMING: "1" } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child);
  return { url, stop: stopper(child) };
}

/** Every authenticated dashboard read of issue 14, plus the cached health check. */
const APP_TARGETS = [
  "/api/health",
  "/api/user",
  "/api/restaurant",
  "/api/dishes",
  "/api/metrics",
  "/api/dashboard/summary",
  "/api/promotions",
  "/api/checklist",
  "/api/generations",
  "/api/team",
  "/api/customers",
];

/**
 * The reads the limit server and the Express one also serve; every other read
 * is compared with the dishes read's baselines.
 */
const COMPARED_READS = ["/api/dishes", "/api/customers", "/api/metrics"];

/** A signed-in read's body, to compare one server's answer with another's. */
const answerText = async (base, pathName, cookie) =>
  (await fetch(`${base}${pathName}`, { headers: { cookie } })).text();

const fmt = (n) => n.toLocaleString("en-US", { maximumFractionDigits: 0 });
const results = [];

function report(name, r, baselines = []) {
  const errors = r.errors + r.non2xx + r.timeouts;
  const ratios = baselines
    .filter(([, b]) => b)
    .map(([label, b]) => `${label} ${(r.requests.average / b.requests.average).toFixed(2)}×`)
    .join("  ");
  results.push({ name, rps: r.requests.average, p99: r.latency.p99, errors });
  console.log(
    `${name.padEnd(40)} ${fmt(r.requests.average).padStart(7)} req/s  p50 ${String(r.latency.p50).padStart(3)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  ${ratios}${errors ? `  (${errors} erros/não-2xx)` : ""}`,
  );
}

const measureApp = async (app, cookie, pathName) =>
  load(`${app.url}${pathName}`, { headers: { cookie }, maxOverallRequests: MAX_REQUESTS });

/** Our server, its one-query limit and (PostgreSQL) Express on one database. */
async function benchDatabase(kind, hello) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-bench-"));
  const databaseUrl = kind === "postgres" ? PG_URL : undefined;
  const driverEnv =
    kind === "postgres"
      ? { BENCH_DRIVER: "pg", DATABASE_URL: PG_URL }
      : { BENCH_DRIVER: "pglite", DATA_DIR: dataDir };
  try {
    if (databaseUrl) await emptyBenchDatabase(databaseUrl);
    let app = await startApp({ dataDir, databaseUrl });
    let owner;
    const ours = {};
    const answers = {};
    try {
      owner = await signedInOwner(app.url, { dishes: DISH_COUNT, customers: CUSTOMER_COUNT });
      // Every other list of the dashboard holds items too (bench/seedReads.mjs), written while
      // the app is stopped: a PGlite folder is one process's.
      await app.stop();
      await runScript("seedDashboard.mjs", { ...driverEnv, SEED_EMAIL: owner.email });
      if (databaseUrl) await settleBenchDatabase(databaseUrl);
      app = await startApp({ dataDir, databaseUrl });
      for (const target of APP_TARGETS) {
        // Each read warmed like the limit's: its prepared statement planned, its code optimised.
        await warm(`${app.url}${target}`, owner.cookie);
        ours[target] = await measureApp(app, owner.cookie, target);
      }
      // Targets other issues add (bench/targets.mjs), on PGlite only.
      for (const target of kind === "pglite" ? BENCH_TARGETS : []) {
        const setup = target.setup ? await target.setup(app.url) : {};
        const result = await load(`${app.url}${target.path}`, {
          method: target.method ?? "GET",
          headers: { ...(target.headers ?? {}), ...(setup.headers ?? {}) },
          ...(target.body ? { body: JSON.stringify(target.body) } : {}),
        });
        report(target.name, result);
      }
      // The limit must do the same work: its answers are compared with these, byte for byte.
      for (const read of COMPARED_READS) answers[read] = await answerText(app.url, read, owner.cookie);
      console.log(`\n— ${kind} —`);
      await healthDuringLogins(app.url, owner, DURATION);
      if (kind === "pglite") await dashboardFirstLoad(app.url, owner.cookie);
    } finally {
      await app.stop();
    }
    // PGlite is one process's: the limit server opens the folder after the app let go.
    // Each compared read against the same read (the customer page of 25 and its total, the
    // metrics' 56 days and their weeks), not against 20 dishes.
    const limit = await startBaseline("limit.mjs", driverEnv);
    const limits = {};
    const same = [];
    for (const read of COMPARED_READS) {
      await warm(`${limit.url}${read}`, owner.cookie);
      limits[read] = await load(`${limit.url}${read}`, { headers: { cookie: owner.cookie } });
      const body = await answerText(limit.url, read, owner.cookie);
      same.push(`${read} ${body === answers[read] ? "sim" : "NÃO"}`);
    }
    await limit.stop();
    const limitResult = limits["/api/dishes"];
    const express = {};
    if (kind === "postgres") {
      const server = await startBaseline("express.mjs", driverEnv, "/bench/login?user=probe");
      const login = await fetch(`${server.url}/bench/login?user=${owner.userId}`);
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      for (const read of COMPARED_READS) {
        await warm(`${server.url}${read}`, cookie);
        express[read] = await load(`${server.url}${read}`, { headers: { cookie } });
      }
      await server.stop();
    }
    console.log(`  o limite responde os mesmos bytes que o nosso: ${same.join(", ")}`);
    if (same.some((line) => line.endsWith("NÃO"))) {
      // Its reads are built from the lists' declarations (bench/servers/listShapes.mjs): a
      // difference means the comparison is of unlike work, so the run fails.
      console.error("  ERRO: o limite não respondeu o mesmo que o nosso servidor; as razões acima não valem");
      process.exitCode = 1;
    }
    for (const read of COMPARED_READS)
      report(`one-query limit ${kind} GET ${read}`, limits[read], [["/hello", hello]]);
    for (const read of Object.keys(express)) {
      report(`Express+session+pg GET ${read}`, express[read], [["/limit", limits[read]]]);
    }
    for (const target of APP_TARGETS) {
      // Each read against its own read's baselines where they serve it, else the dishes read's.
      const own = COMPARED_READS.includes(target) ? target : "/api/dishes";
      report(`ours ${kind} GET ${target}`, ours[target], [
        ["/limit", limits[own]],
        ...(own !== "/api/dishes" ? [["/limit pratos", limitResult]] : []),
        ...(express[own] ? [["/express", express[own]]] : []),
      ]);
    }

    // Where one request's time goes, from the server's own Server-Timing.
    app = await startApp({ dataDir, databaseUrl, serverTiming: true });
    try {
      await requestBreakdown(`${app.url}/api/dishes`, owner.cookie, kind);
    } finally {
      await app.stop();
    }

    // Item 5: the same read among 100,000 other restaurants and 1,000,000 dishes.
    const seeding = Date.now();
    await runScript("seedMany.mjs", driverEnv);
    if (databaseUrl) await settleBenchDatabase(databaseUrl);
    console.log(
      `  (100.000 restaurantes e 1.000.000 pratos de outros gravados em ${((Date.now() - seeding) / 1000).toFixed(0)} s)`,
    );
    app = await startApp({ dataDir, databaseUrl });
    let bigOurs;
    try {
      await warm(`${app.url}/api/dishes`, owner.cookie);
      bigOurs = await measureApp(app, owner.cookie, "/api/dishes");
    } finally {
      await app.stop();
    }
    const bigLimit = await startBaseline("limit.mjs", driverEnv);
    await warm(`${bigLimit.url}/api/dishes`, owner.cookie);
    const bigLimitResult = await load(`${bigLimit.url}/api/dishes`, { headers: { cookie: owner.cookie } });
    await bigLimit.stop();
    const change = (big, small) =>
      `${(((big.requests.average - small.requests.average) / small.requests.average) * 100).toFixed(1)} %`;
    report(`ours ${kind} GET /api/dishes, banco grande`, bigOurs, [["/limit", bigLimitResult]]);
    report(`one-query limit ${kind}, banco grande`, bigLimitResult);
    console.log(
      `  com 100.000 restaurantes: nosso ${change(bigOurs, ours["/api/dishes"])}, limite ${change(bigLimitResult, limitResult)} de req/s`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * A Pro owner (trial) with one restaurant, registered through the API; then,
 * with the server stopped, `seed` fills the database straight (bench/servers/),
 * and `measure` times calls against the server started again.
 */
async function benchSeeded(kind, { feature, who, restaurantName, seed, seeded, measure }) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-bench-"));
  const databaseUrl = kind === "postgres" ? PG_URL : undefined;
  const driverEnv =
    kind === "postgres"
      ? { BENCH_DRIVER: "pg", DATABASE_URL: PG_URL }
      : { BENCH_DRIVER: "pglite", DATA_DIR: dataDir };
  try {
    if (databaseUrl) await emptyBenchDatabase(databaseUrl);
    let app = await startApp({ dataDir, databaseUrl });
    let cookie;
    let restaurantId;
    try {
      const plans = await (await call(`${app.url}/api/plans`, "GET")).json();
      const pro = plans.find((p) => p.features?.[feature]);
      const registered = await call(`${app.url}/api/register`, "POST", {
        email: `bench-${who
          .toLowerCase()
          .normalize("NFD")
          .replace(/[^a-z]/g, "")}-${randomBytes(4).toString("hex")}@example.com`,
        password: BENCH_PASSWORD,
        firstName: "Bench",
        lastName: who,
        planId: pro.id,
      });
      cookie = registered.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const created = await call(
        `${app.url}/api/restaurant`,
        "POST",
        { name: restaurantName, type: "pizzaria" },
        cookie,
      );
      restaurantId = (await created.json()).id;
    } finally {
      await app.stop();
    }
    const seeding = Date.now();
    await runScript(seed, { ...driverEnv, BENCH_RESTAURANT_ID: String(restaurantId) });
    console.log(`\n  (${seeded} gravados em ${((Date.now() - seeding) / 1000).toFixed(0)} s)`);
    app = await startApp({ dataDir, databaseUrl });
    try {
      await measure(app.url, cookie, kind);
    } finally {
      await app.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Issue 15 item 8: a restaurant with 50,000 customers, each list and search
 * call timed alone (bench/customers50k.mjs).
 */
const benchCustomers = (kind) =>
  benchSeeded(kind, {
    feature: "customerManagement",
    who: "Clientes",
    restaurantName: "Cantina dos 50 mil",
    seed: "seedCustomers.mjs",
    seeded: "50.000 clientes",
    measure: timeCustomerCalls,
  });

/**
 * Issue 27 item 6: 5 stores with two years of orders each (~200,000), the
 * week's report and its neighbours timed alone (bench/reports.mjs).
 */
const benchReports = (kind) =>
  benchSeeded(kind, {
    feature: "advancedAnalytics",
    who: "Relatórios",
    restaurantName: "Cantina dos 200 mil",
    seed: "seedOrders.mjs",
    seeded: "200.000 pedidos em 5 lojas",
    measure: timeReportCalls,
  });

/** Issue 25 item 3: a fresh server (PGlite) where one tenant imports while /api/health is timed. */
async function benchStall() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-bench-"));
  try {
    const app = await startApp({ dataDir });
    try {
      await healthWhileOneTenantImports(app.url, ROOT);
    } finally {
      await app.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Issue 30: "/" and "/pricing" as Lighthouse's mobile run sees them (bench/publicPages.mjs), on a fresh server. */
async function benchPublicPages() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-bench-"));
  try {
    const app = await startApp({ dataDir });
    try {
      await publicPagesLab(app.url, ["/", "/pricing"], 3);
    } finally {
      await app.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (ONLY_PAGES) {
  await benchPublicPages();
  process.exit(0);
}

if (ONLY_STALL) {
  await benchStall();
  process.exit(0);
}

if (ONLY_REPORTS) {
  await benchReports("pglite");
  if (PG_URL) await benchReports("postgres");
  process.exit(0);
}

if (ONLY_CUSTOMERS) {
  await benchCustomers("pglite");
  if (PG_URL) await benchCustomers("postgres");
  process.exit(0);
}

const hello = await startBaseline("hello.mjs", {});
console.log(`bench: ${DURATION}s por alvo, ${CONNECTIONS} conexões${QUICK ? " (--quick)" : ""}\n`);
await warm(hello.url);
const helloResult = await load(hello.url);
await hello.stop();
report("bare node:http hello", helloResult);

if (ONLY_POSTGRES) {
  if (!PG_URL) throw new Error("--postgres precisa de BENCH_DATABASE_URL");
  await benchDatabase("postgres", helloResult);
  process.exit();
}
if (ONLY_PGLITE) {
  await benchDatabase("pglite", helloResult);
  process.exit();
}

await benchDatabase("pglite", helloResult);
if (PG_URL) await benchDatabase("postgres", helloResult);
else console.log("\n(PostgreSQL: defina BENCH_DATABASE_URL para medir também no PostgreSQL e o Express)");

await benchCustomers("pglite");
if (PG_URL) await benchCustomers("postgres");

await benchReports("pglite");
if (PG_URL) await benchReports("postgres");

await benchStall();

await benchPublicPages();

if (!QUICK) {
  const extras = await import("./extras.mjs").then(
    (m) => m.default,
    () => null,
  );
  if (extras) await extras({ root: ROOT, quick: QUICK });
}
