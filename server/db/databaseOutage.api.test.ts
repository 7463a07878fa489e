import { Writable } from "node:stream";
import pg from "pg";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { loadConfig } from "../config";
import { loggerOptions } from "../logger";
import { registerAccount, type SignedIn } from "../testing/accounts";
import { call } from "../testing/call";
import { createTestApp, type TestApp } from "../testing/testApp";

/*
 * While the database is out of reach, calls answer 503 with a message for
 * people and Retry-After, each failed request logs one error line without
 * bound values, and once the database is back the same app answers again.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const EMAIL = "queda.do.banco@exemplo.com.br";

let t: TestApp;
let owner: SignedIn;
let lines: { level: number; msg: string; reqId?: string; raw: string }[] = [];

beforeEach(async () => {
  lines = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const raw of String(chunk).split("\n").filter(Boolean)) lines.push({ ...JSON.parse(raw), raw });
      done();
    },
  });
  const logConfig = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info" });
  t = await createTestApp({ logger: { ...loggerOptions(logConfig), stream } });
  owner = await registerAccount(t.app, { email: EMAIL });
});
afterEach(async () => {
  await t.close();
});

const me = () => call(t.app, "GET", "/api/user", { as: owner });
const login = () =>
  call(t.app, "POST", "/api/login", { body: { email: EMAIL, password: "Errada-de-proposito-1" } });

async function expectUnavailable(call: () => ReturnType<typeof me>) {
  const res = await call();
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json()).toMatchObject({ code: "DATABASE_UNAVAILABLE" });
  expect(res.json().error).toMatch(/^Serviço temporariamente indisponível/);
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  const ofRequest = lines.filter((l) => l.reqId === res.headers["x-request-id"]);
  expect(ofRequest.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual(["banco de dados indisponível"]);
  // The login's lookup binds the email; the logged error must not carry it.
  for (const line of ofRequest) expect(line.raw).not.toContain(EMAIL);
}

async function expectHealth(status: number) {
  // The health check shares one ping per second: wait for the cached answer to lapse.
  await vi.waitFor(async () => expect((await call(t.app, "GET", "/api/health")).statusCode).toBe(status), {
    timeout: 5_000,
    interval: 100,
  });
}

it.skipIf(!onPostgres)(
  "PostgreSQL refusing connections: 503, then 200 once it accepts them again",
  async () => {
    expect((await me()).statusCode).toBe(200);
    const pool = t.database.pool!;
    const { rows } = await pool.query<{ name: string }>("select current_database() as name");
    const name = rows[0]!.name;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
      await expectUnavailable(me);
      await expectUnavailable(login);
      await expectHealth(503);

      await admin.query(`alter database "${name}" allow_connections true`);
      await vi.waitFor(async () => expect((await me()).statusCode).toBe(200), {
        timeout: 5_000,
        interval: 100,
      });
      await expectHealth(200);
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`);
      await admin.end();
    }
  },
);

it.skipIf(onPostgres)("the embedded database closed under the app: 503", async () => {
  expect((await me()).statusCode).toBe(200);
  await t.database.close();
  await expectUnavailable(me);
  await expectUnavailable(login);
  await expectHealth(503);
});
