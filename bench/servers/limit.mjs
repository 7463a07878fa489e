// Baseline "the one-query limit": bare node:http + the driver doing the same
// authenticated read as our GET /api/dishes (and GET /api/customers, page 1,
// and GET /api/metrics) in ONE prepared statement. Reads the
// app's own database (BENCH_DRIVER=pg with DATABASE_URL, or pglite with DATA_DIR
// after the app has stopped) and the app's signed pc_session cookie.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import { openBenchPglite } from "./benchDatabase.mjs";
import { CUSTOMERS_READ_SQL, customersAnswer } from "./customersRead.mjs";
import { DISHES_READ_SQL, dishesAnswer } from "./dishesRead.mjs";
import { METRICS_READ_SQL, metricsAnswer, overviewStart } from "./metricsRead.mjs";

const secret = process.env.SESSION_SECRET ?? "";

/** @fastify/cookie's signature: value.base64(HMAC-SHA256) without padding. */
function unsign(signed) {
  const dot = signed.lastIndexOf(".");
  if (dot < 0) return null;
  const value = signed.slice(0, dot);
  const expected = Buffer.from(
    createHmac("sha256", secret).update(value).digest("base64").replace(/=+$/, ""),
  );
  const given = Buffer.from(signed.slice(dot + 1));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

function sidOf(cookieHeader) {
  const match = /(?:^|;\s*)pc_session=([^;]+)/.exec(cookieHeader ?? "");
  const token = match ? unsign(decodeURIComponent(match[1])) : null;
  return token ? createHash("sha256").update(token).digest("hex") : null;
}

/**
 * Each read the limit serves: its one statement, its parameters after the sid
 * (`more`, each a date the server works out), and how its rows become the answer.
 */
const READS = {
  "/api/dishes": { name: "dishes_read", text: DISHES_READ_SQL, answer: dishesAnswer },
  "/api/customers": { name: "customers_read", text: CUSTOMERS_READ_SQL, answer: customersAnswer },
  "/api/metrics": {
    name: "metrics_read",
    text: METRICS_READ_SQL,
    types: "text, date",
    more: (now) => [overviewStart(now)],
    answer: metricsAnswer,
  },
};
const valuesOf = (read, sid) => [sid, ...(read.more?.(Date.now()) ?? [])];

async function openQuery() {
  if (process.env.BENCH_DRIVER === "pg") {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return (read, sid) =>
      pool.query({ name: read.name, text: read.text, values: valuesOf(read, sid) }).then((r) => r.rows);
  }
  // PGlite's query() cannot name a statement: it parses and plans every call.
  // The limit is ONE prepared statement, so it PREPAREs once in SQL and EXECUTEs
  // with the values inlined: the sid a SHA-256 in hex and the dates YYYY-MM-DD,
  // each checked, so nothing else can get in.
  const db = await openBenchPglite();
  for (const read of Object.values(READS)) {
    await db.exec(`prepare ${read.name}(${read.types ?? "text"}) as ${read.text}`);
  }
  const safe = (v) => /^[0-9a-f]{64}$/.test(v) || /^\d{4}-\d{2}-\d{2}$/.test(v);
  return (read, sid) => {
    const values = valuesOf(read, sid);
    return /^[0-9a-f]{64}$/.test(sid) && values.every(safe)
      ? db.query(`execute ${read.name}(${values.map((v) => `'${v}'`).join(", ")})`).then((r) => r.rows)
      : Promise.resolve([]);
  };
}

const query = await openQuery();
const server = http.createServer(async (req, res) => {
  const read = READS[new URL(req.url ?? "/", "http://limit").pathname] ?? READS["/api/dishes"];
  const sid = sidOf(req.headers.cookie);
  const answer = sid ? read.answer(await query(read, sid)) : { status: 401 };
  const body = answer.body ?? JSON.stringify({ error: "Faça login para continuar." });
  res.writeHead(answer.status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
  });
  res.end(body);
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
