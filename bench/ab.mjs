// `node bench/ab.mjs OLD_MAIN [pg|pglite] [/api/dishes,/api/user] [rounds] [seconds]`:
// two builds of our server (OLD_MAIN, e.g. an older commit's dist/server/main.js,
// and this tree's dist/server/main.js) side by side on the same database, plus the
// one-query limit, loaded in turns (A, B, limit, A, B, limit…) so that a busy
// shared machine slows all three alike. Prints each one's median req/s and p99
// and the ratios. PostgreSQL: BENCH_DATABASE_URL (a database named for the bench:
// it is emptied). PostgreSQL only: a PGlite folder is one process's. The owner's
// restaurant is seeded with every dashboard list (bench/seedReads.mjs; AB_CUSTOMERS customers).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { signedInOwner } from "./apiClient.mjs";
import { freePort } from "./freePort.mjs";
import { seedDashboardReads } from "./seedReads.mjs";
import { emptyBenchDatabase, settleBenchDatabase } from "./servers/benchDatabase.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const [oldMain, kind = "pg", targets = "/api/dishes", roundsArg = "4", secondsArg = "3"] =
  process.argv.slice(2);
const ROUNDS = Number(roundsArg);
const SECONDS = Number(secondsArg);
const PG_URL = process.env.BENCH_DATABASE_URL;
const SESSION_SECRET = randomBytes(32).toString("hex");

const TICK_US = 1_000_000 / 100; // Linux's USER_HZ
/** CPU time (µs) a process has used, user + system, from /proc (Linux only; 0 elsewhere). */
function cpuOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_US;
  } catch {
    return 0;
  }
}
/** CPU time (µs) of every PostgreSQL process on this machine (the bench owns the cluster). */
function postgresCpu() {
  let total = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres") total += cpuOf(pid);
    } catch {}
  }
  return total;
}

/**
 * Loads url and adds to autocannon's result the CPU each party spent per
 * request (µs): the server under load, PostgreSQL, and the load generator.
 * On 2 shared cores these add up to the throughput: a read wins only by
 * costing less in all three.
 */
async function load(url, cookie, duration = SECONDS, pid) {
  const before = { server: pid ? cpuOf(pid) : 0, pg: postgresCpu(), client: process.cpuUsage() };
  const result = await new Promise((resolve, reject) =>
    autocannon({ url, duration, connections: 50, headers: { cookie } }, (e, r) =>
      e ? reject(e) : resolve(r),
    ),
  );
  const client = process.cpuUsage(before.client);
  const n = Math.max(1, result.requests.total);
  result.cpu = {
    server: pid ? (cpuOf(pid) - before.server) / n : 0,
    pg: (postgresCpu() - before.pg) / n,
    client: (client.user + client.system) / n,
  };
  return result;
}

async function start(args, env, probe) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? "", PORT: String(port), SESSION_SECRET, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${url}${probe}`).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((r) => {
        if (child.exitCode !== null) return r();
        child.once("exit", r);
        child.kill("SIGTERM");
      }),
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (kind !== "pg") throw new Error("bench/ab.mjs runs on PostgreSQL only");
const dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-ab-"));
if (!PG_URL) throw new Error("set BENCH_DATABASE_URL to a bench database");
// Refuses a database not named for the bench, then empties it.
await emptyBenchDatabase(PG_URL);
const appEnv = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  // AB_LOG_LEVEL=info measures the servers as `npm start` runs them, a line per request.
  LOG_LEVEL: process.env.AB_LOG_LEVEL ?? "warn",
  RATE_LIMIT_SCALE: "100000",
  ...(kind === "pg" ? { DATABASE_URL: PG_URL } : {}),
};
const a = await start([oldMain], appEnv, "/api/health");
const b = kind === "pg" ? await start([path.join(ROOT, "dist/server/main.js")], appEnv, "/api/health") : null;
const owner = await signedInOwner(a.url, { prefix: "ab" });
const cookie = owner.cookie;
// Every list of the dashboard holds items (promotions, texts, days, team, customers), as an owner's would.
await seedDashboardReads(PG_URL, owner.email, { customers: Number(process.env.AB_CUSTOMERS ?? 1000) });
// Statistics in and dead rows gone before any measurement, as in bench/run.mjs.
await settleBenchDatabase(PG_URL);
const limit =
  kind === "pg"
    ? await start(
        [path.join(ROOT, "bench/servers/limit.mjs")],
        { BENCH_DRIVER: "pg", DATABASE_URL: PG_URL },
        "/",
      )
    : null;
const servers = [["old", a], ...(b ? [["new", b]] : [])];
const results = {};
const push = (key, r) => {
  results[key] = [...(results[key] ?? []), r];
};
for (const t of targets.split(",")) {
  for (const [, s] of servers) await load(`${s.url}${t}`, cookie, 1);
  if (limit) await load(`${limit.url}/api/dishes`, cookie, 1);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, s] of servers) {
      const r = await load(`${s.url}${t}`, cookie, SECONDS, s.pid);
      push(`${name} ${t}`, r);
    }
    if (limit) {
      const r = await load(`${limit.url}/api/dishes`, cookie, SECONDS, limit.pid);
      push(`limit during ${t}`, r);
    }
  }
}
await Promise.all([a.stop(), b?.stop(), limit?.stop()]);
const rps = (key) => median(results[key].map((r) => r.requests.average));
const p99 = (key) => median(results[key].map((r) => r.latency.p99));
const cpu = (key) => {
  const part = (name) => median(results[key].map((r) => r.cpu[name])).toFixed(0);
  return `cpu µs/req: server ${part("server")}, postgres ${part("pg")}, load ${part("client")}`;
};
for (const t of targets.split(",")) {
  const lim = limit ? rps(`limit during ${t}`) : null;
  for (const name of ["old", "new", "limit during"]) {
    const key = `${name} ${t}`;
    if (!results[key]) continue;
    const ratio = lim && name !== "limit during" ? `  ${(rps(key) / lim).toFixed(2)}× limit` : "";
    console.log(
      `${key.padEnd(40)} ${rps(key).toFixed(0).padStart(6)} req/s  p99 ${p99(key)} ms${ratio}  ${cpu(key)}  (median of ${ROUNDS})`,
    );
  }
}
