import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, beforeEach, expect, it } from "vitest";
import { uniqueAddress, uniqueEmail } from "../testing/accounts";
import { createTestApp, type TestApp } from "../testing/testApp";

/*
 * PostgreSQL ending a backend (pg_terminate_backend, a fast restart, a
 * failover) while the app holds it inside a transaction: the process lives
 * on (an `error` event without a listener would end this very test process),
 * that request answers 503 with Retry-After, the broken connection is not
 * handed out again, and the next requests work. PostgreSQL only: PGlite has
 * no backends to end. The shared cluster is never restarted here.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: pg.Client;
/** The held route's backend, once its transaction has begun. */
let began: (pid: number) => void;
/** Lets the held route run its next statement. */
let proceed: () => void;

beforeEach(async () => {
  if (!onPostgres) return;
  t = await createTestApp({
    extend: (app) => {
      // A request that holds a transaction open between two statements, as a long write does.
      app.get("/api/test/held-transaction", async () => {
        await t.database.db.transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          };
          const next = new Promise<void>((resolve) => {
            proceed = resolve;
          });
          began(rows[0]!.pid);
          await next;
          await tx.execute(sql`select 1`);
        });
        return { ok: true };
      });
    },
  });
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
});
afterEach(async () => {
  if (!onPostgres) return;
  await admin.end();
  await t.close();
});

const health = () => t.app.inject({ url: "/api/health" });
const signUp = () =>
  t.app.inject({
    method: "POST",
    url: "/api/register",
    remoteAddress: uniqueAddress(),
    payload: {
      email: uniqueEmail("queda"),
      password: "Feijoada-de-Sabado-42",
      firstName: "Marta",
      lastName: "Queiroz",
      planId: 3,
    },
  });

function expectUnavailable(res: Awaited<ReturnType<typeof health>>) {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json()).toMatchObject({ code: "DATABASE_UNAVAILABLE" });
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
}

it.skipIf(!onPostgres)(
  "a backend ended inside a transaction: 503 with Retry-After, the process lives, the next requests work",
  async () => {
    const pool = t.database.pool!;
    const acquired: pg.PoolClient[] = [];
    pool.on("acquire", (client) => acquired.push(client));
    const pid = new Promise<number>((resolve) => {
      began = resolve;
    });
    const held = t.app.inject({ url: "/api/test/held-transaction" });
    const backend = await pid;
    // pg's Client carries its backend's pid once connected.
    const client = acquired.find((c) => (c as unknown as { processID: number }).processID === backend);
    expect(client).toBeDefined();
    // (events.once would reject on the `error` that comes first.)
    const ended = new Promise((resolve) => client!.once("end", resolve));
    await admin.query("select pg_terminate_backend($1)", [backend]);
    // The connection is gone while no statement runs on it: pg emits `error` on the checked-out client.
    await ended;
    proceed();
    expectUnavailable(await held);

    // The broken client left the pool: every following statement gets a live connection.
    for (let i = 0; i < 12; i++) expect((await signUp()).statusCode).toBe(201);
    const { rows } = await admin.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where pid = $1",
      [backend],
    );
    expect(rows[0]!.n).toBe(0);
  },
);

it.skipIf(!onPostgres)(
  "every backend of the app ended again and again under concurrent sign-ups: no crash, 2xx or 503, then all is well",
  async () => {
    const { rows } = await t.database.pool!.query<{ name: string }>("select current_database() as name");
    const name = rows[0]!.name;
    let done = false;
    const writes = Promise.all(Array.from({ length: 8 }, signUp)).finally(() => {
      done = true;
    });
    let rounds = 0;
    // Ends every app backend until the writes are all answered (at least once).
    while (!done || rounds === 0) {
      await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      );
      rounds++;
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (const res of await writes) {
      if (res.statusCode === 503) expectUnavailable(res);
      else expect(res.statusCode, res.body).toBe(201);
    }
    // Back to normal: the same app signs people up again.
    expect((await signUp()).statusCode).toBe(201);
    expect((await health()).statusCode).toBe(200);
  },
);
