// `npm run bench`: the built server against a bare node:http hello-world in the
// same run, so the ratios mean something on any machine. Bounded: each target
// runs for DURATION seconds with CONNECTIONS connections, on loopback only.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const ROOT = path.resolve(import.meta.dirname, "..");
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** Extra targets later issues add: { name, path, method?, headers?, body? } */
import { BENCH_TARGETS } from "./targets.mjs";

function run(url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration: DURATION, connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function startBare() {
  const body = JSON.stringify({ status: "ok" });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () => new Promise((r) => server.close(r)),
  };
}

async function startApp() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-bench-"));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [path.join(ROOT, "dist/server/main.js")], {
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
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  let up = false;
  for (let i = 0; i < 200 && !up && child.exitCode === null; i++) {
    up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 150));
  }
  if (!up) {
    child.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
    throw new Error("o servidor do benchmark não respondeu em /api/health (rode npm run build antes?)");
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const fmt = (n) => n.toLocaleString("en-US", { maximumFractionDigits: 0 });
function line(name, r, base) {
  const ratio = base ? (r.requests.average / base.requests.average).toFixed(3) : "1.000";
  const errors = r.errors + r.non2xx;
  return `${name.padEnd(34)} ${fmt(r.requests.average).padStart(8)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  ratio ${ratio}${errors ? `  (${errors} erros/não-2xx)` : ""}`;
}

const bare = await startBare();
const app = await startApp();
try {
  console.log(`bench: ${DURATION}s, ${CONNECTIONS} conexões por alvo\n`);
  const base = await run(bare.url);
  console.log(line("bare node:http (baseline)", base));
  for (const target of [
    { name: "GET /api/health", path: "/api/health" },
    { name: "GET /api/plans", path: "/api/plans" },
    ...BENCH_TARGETS,
  ]) {
    const setup = target.setup ? await target.setup(app.url) : {};
    const result = await run(`${app.url}${target.path}`, {
      method: target.method ?? "GET",
      headers: { ...(target.headers ?? {}), ...(setup.headers ?? {}) },
      ...(target.body ? { body: JSON.stringify(target.body) } : {}),
    });
    console.log(line(target.name, result, base));
  }
  const extras = await import("./extras.mjs").then(
    (m) => m.default,
    () => null,
  );
  if (extras) await extras({ url: app.url, root: ROOT });
} finally {
  await app.stop();
  await bare.stop();
}
