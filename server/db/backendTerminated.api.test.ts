import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { uniqueAddress, uniqueEmail } from "../testing/accounts";
import { call } from "../testing/call";
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
    // The mail worker polls every 50 ms otherwise, and a poll could take the idle connection
    // the second test has killed (its statement then waits on the paused socket) and leave
    // the held transaction a live one: only the test's requests use the pool here.
    mailPollMs: 3_600_000,
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

const health = () => call(t.app, "GET", "/api/health");
const signUp = () =>
  call(t.app, "POST", "/api/register", {
    body: {
      email: uniqueEmail("queda"),
      password: "Feijoada-de-Sabado-42",
      firstName: "Marta",
      lastName: "Queiroz",
      planId: 3,
    },
    remoteAddress: uniqueAddress(),
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
    const held = call(t.app, "GET", "/api/test/held-transaction");
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
  "a connection that died while idle, handed to a transaction: 503, and the pool does not keep it",
  async () => {
    const pool = t.database.pool!;
    // The worker's first run (at start) has handed its connection back: the pool is quiet.
    await vi.waitFor(() => expect(pool.totalCount - pool.idleCount).toBe(0));
    // The pool hands out the connection released last, so the next transaction gets this one.
    const idle = await pool.connect();
    const { rows } = await idle.query<{ pid: number }>("select pg_backend_pid() as pid");
    idle.release();
    // Its socket is not read for a moment, so it does not learn yet that its backend ended
    // (what a busy event loop, or a backend ended the instant before, looks like).
    const socket = (idle as unknown as { connection: { stream: NodeJS.ReadableStream } }).connection.stream;
    socket.pause();
    await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
    const handedOut = new Promise<pg.PoolClient>((resolve) => pool.once("acquire", resolve));
    const held = call(t.app, "GET", "/api/test/held-transaction");
    // A live connection would run the transaction: say so rather than a bare 200 later.
    let liveBackend: number | undefined;
    began = (pid) => {
      liveBackend = pid;
      proceed();
    };
    // Drizzle sends `begin` on it outside its try/finally; the answer is the connection's end.
    expect(await handedOut).toBe(idle);
    socket.resume();
    const res = await held;
    expect(
      liveBackend,
      "the transaction was handed a live connection, not the dead idle one",
    ).toBeUndefined();
    expectUnavailable(res);
    await vi.waitFor(() => expect(pool.totalCount - pool.idleCount).toBe(0));
    expect((await health()).statusCode).toBe(200);
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
    // No connection is left checked out by a request that already answered (the pool would shrink for good).
    // (Work a sign-up leaves running after its answer, the welcome mail's queue, may still hold one a moment.)
    const pool = t.database.pool!;
    await vi.waitFor(() => expect(pool.totalCount - pool.idleCount).toBe(0), { timeout: 5_000 });
    // Back to normal: the same app signs people up again.
    expect((await signUp()).statusCode).toBe(201);
    expect((await health()).statusCode).toBe(200);
  },
);
