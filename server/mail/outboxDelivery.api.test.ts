import { sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { adminStatsSchema } from "../../common/admin";
import type { Database } from "../db/open";
import { mailOutbox, users } from "../db/schema";
import { registerAccount, TEST_PASSWORD, uniqueAddress, uniqueEmail } from "../testing/accounts";
import { adminHeaders } from "../testing/adminHeaders";
import { call } from "../testing/call";
import { closedPort, startHangingSmtp, startSmtp } from "../testing/smtp";
import { createTestApp, type TestApp } from "../testing/testApp";
import { openSecondConnection, openTestDatabase } from "../testing/testDatabase";
import { createMailer, type Mailer, type SentMail } from "./mailer";
import { enqueueMail } from "./outbox";

/** billing's NO_CARD_TRIAL_MAIL_HOLD_MS (this layer imports no module): the no-card trial mail's hold. */
const NO_CARD_TRIAL_MAIL_HOLD_MS = 15 * 60_000;

import { createOutboxWorker, MAIL_MAX_ATTEMPTS } from "./outboxWorker";

/*
 * Issue 11, item 5: no request waits on mail. Every mail is a mail_outbox
 * row; the worker sends it with SMTP timeouts, retries, survives restarts and,
 * with several instances on one database, sends each mail once.
 */

/** Mails leave in the background; on a busy machine that takes more than expect.poll's default second. */
const POLL = { timeout: 10_000 };

/** Things to undo after each test, newest first (apps before their database). */
let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const undo of cleanups.reverse()) await undo();
  cleanups = [];
});
const later = (undo: () => Promise<void>) => cleanups.push(undo);

async function app(options: Parameters<typeof createTestApp>[0]): Promise<TestApp> {
  const t = await createTestApp(options);
  later(t.close);
  return t;
}

async function database(): Promise<Database> {
  const db = await openTestDatabase();
  later(db.close);
  return db;
}

const rowsTo = (db: Database, to: string) =>
  db.db.select().from(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${to})`).orderBy(mailOutbox.id);

const stats = async (t: TestApp) =>
  adminStatsSchema.parse((await call(t.app, "GET", "/api/admin/stats", { headers: adminHeaders })).json());

/** Times a request: the answer must not wait for the mail server's greeting (10 s). */
async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

const trialForm = (email: string) => ({
  firstName: "Carla",
  lastName: "Mendes",
  email,
  password: "Feijoada-de-Sabado",
  planId: 3,
  cardNumber: "4242 4242 4242 4242",
  cardExpiry: "08/29",
  cardCvc: "321",
  cardholderName: "CARLA MENDES",
});

describe("with a mail server that hangs", () => {
  it("sign-up, trial, resend, reset and contact answer at once; the mails leave when the server is back", async () => {
    const hanging = await startHangingSmtp();
    later(hanging.stop);
    // The app's clock: moved past the hold of the no-card trial mail below (decision 043).
    let clockOffset = 0;
    const t = await app({
      now: () => new Date(Date.now() + clockOffset),
      env: { SMTP_URL: hanging.url, CONTACT_TO: "equipe@pratocheio.test" },
      // The retry after the hang is cut short comes soon (the default waits 30 s).
      mailRetryDelayMs: () => 200,
    });

    const email = uniqueEmail("trava");
    const register = await timed(() =>
      call(t.app, "POST", "/api/register", {
        body: { email, password: TEST_PASSWORD, firstName: "Rita", lastName: "Lopes", planId: 3 },
        remoteAddress: uniqueAddress(),
      }),
    );
    expect(register.result.statusCode).toBe(201);
    expect(register.ms).toBeLessThan(2_000);
    // The worker is stuck in the server's silence, and the sign-up did not wait for it.
    await expect.poll(() => hanging.connections(), POLL).toBeGreaterThan(0);
    // Every sign-up queues two mails: the address check and "your trial started" (issue 17).
    expect(await rowsTo(t.database, email)).toMatchObject([
      { kind: "verify_email", status: "pending", sentAt: null },
      { kind: "trial_started", status: "pending", sentAt: null },
    ]);

    // The account works: signed in by the sign-up, and it can log in.
    const cookie = String(register.result.headers["set-cookie"]).split(";")[0]!;
    const me = await call(t.app, "GET", "/api/user", { cookie });
    expect(me.json()).toMatchObject({ email, isEmailVerified: false });
    const login = await call(t.app, "POST", "/api/login", {
      body: { email, password: TEST_PASSWORD },
      remoteAddress: uniqueAddress(),
    });
    expect(login.statusCode).toBe(200);

    // Every other request that mails answers without the mail server too.
    const trialEmail = uniqueEmail("teste");
    const others = await timed(() =>
      Promise.all([
        call(t.app, "POST", "/api/billing/trial", {
          body: trialForm(trialEmail),
          remoteAddress: uniqueAddress(),
        }),
        call(t.app, "POST", "/api/resend-verification", { cookie }),
        call(t.app, "POST", "/api/forgot-password", { body: { email }, remoteAddress: uniqueAddress() }),
        call(t.app, "POST", "/api/contact", {
          body: { name: "Rita", email, subject: "duvidas-gerais", message: "Vocês atendem aos domingos?" },
          remoteAddress: uniqueAddress(),
        }),
      ]),
    );
    expect(others.result.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(others.ms).toBeLessThan(2_000);
    // 5 as before, plus the "trial started" mail of each of the two sign-ups (issue 17).
    await expect.poll(async () => (await stats(t)).mailOutbox.pending, POLL).toBe(7);

    // The mail server comes back on the same address: everything queued leaves, once.
    await hanging.stop();
    const smtp = await startSmtp({ port: hanging.port });
    later(smtp.stop);
    // /register's no-card trial mail is held for the checkout that usually follows (decision 043).
    await expect.poll(() => smtp.mails.length, POLL).toBe(6);
    expect(smtp.to(email, /teste grátis/)).toHaveLength(0);
    clockOffset = NO_CARD_TRIAL_MAIL_HOLD_MS + 1000;
    await expect.poll(() => smtp.mails.length, POLL).toBe(7);
    expect(smtp.to(email, /Confirme seu email/)).toHaveLength(2);
    expect(smtp.to(email, /teste grátis/)).toHaveLength(1);
    expect(smtp.to(trialEmail, /Teste grátis do plano Starter: primeira cobrança em/)).toHaveLength(1);
    expect(smtp.to(email, /Redefina sua senha/)).toHaveLength(1);
    expect(smtp.to(trialEmail, /Confirme seu email/)).toHaveLength(1);
    expect(smtp.to("equipe@pratocheio.test", /\[Contato\]/)).toHaveLength(1);
    await expect.poll(async () => (await stats(t)).mailOutbox, POLL).toEqual({ pending: 0, failed: 0 });

    // A sent row keeps no body: the links (tokens) do not stay in the database.
    const rows = await rowsTo(t.database, email);
    expect(rows.map((r) => ({ status: r.status, text: r.text, html: r.html }))).toEqual(
      rows.map(() => ({ status: "sent", text: "", html: "" })),
    );

    // Of the two verification links (sign-up, resend), the newer one works; mails may arrive in any order.
    const outcomes: string[] = [];
    for (const mail of smtp.to(email, /Confirme seu email/)) {
      const link = new URL(mail.text.match(/https?:\/\/\S+\/api\/verify-email\?token=\S+/)![0]);
      const res = await call(t.app, "GET", `${link.pathname}${link.search}`);
      outcomes.push(String(res.headers.location));
    }
    expect(outcomes.sort()).toEqual(["/auth?verified=invalid", "/auth?verified=true"]);
  });

  it("the worker gives up on a silent server after its greeting timeout and tries again later", async () => {
    const hanging = await startHangingSmtp();
    later(hanging.stop);
    const t = await app({
      env: { SMTP_URL: hanging.url },
      smtpTimeoutMs: 300,
      mailRetryDelayMs: () => 60_000,
    });
    const { email } = await registerAccount(t.app);
    await expect
      .poll(async () => (await rowsTo(t.database, email))[0]?.lastError ?? null, POLL)
      .toMatch(/greeting|timeout/i);
    expect((await rowsTo(t.database, email))[0]).toMatchObject({ status: "pending", attempts: 1 });
  });
});

describe("a restart", () => {
  it("still delivers a mail queued before it", async () => {
    const db = await database();
    const down = await closedPort();
    const first = await createTestApp({ database: db, env: { SMTP_URL: `smtp://127.0.0.1:${down}` } });
    let firstOpen = true;
    later(async () => {
      if (firstOpen) await first.close();
    });
    const { email } = await registerAccount(first.app);
    // The first attempt fails (nothing listens) and the next one is 30 s away.
    await expect.poll(async () => (await rowsTo(db, email))[0]?.attempts, POLL).toBe(1);
    await first.close();
    firstOpen = false;

    // The mail server is up now; a new app on the same database, half an hour later.
    const smtp = await startSmtp({ port: down });
    later(smtp.stop);
    await app({
      database: db,
      env: { SMTP_URL: smtp.url },
      now: () => new Date(Date.now() + 30 * 60_000),
    });
    await expect.poll(async () => (await rowsTo(db, email))[0]?.status, POLL).toBe("sent");
    expect(smtp.to(email, /Confirme seu email/)).toHaveLength(1);
    expect((await rowsTo(db, email))[0]).toMatchObject({ attempts: 2, text: "", html: "" });
  });
});

describe("several instances on one database", () => {
  const enqueue20 = (db: Database, tag: string) =>
    db.db.transaction(async (tx) => {
      for (let i = 0; i < 20; i++) {
        await enqueueMail(tx, {
          kind: "test",
          to: `pessoa${i}@exemplo.com.br`,
          subject: `${tag} ${i}`,
          text: "Olá",
          html: "<p>Olá</p>",
        });
      }
    });

  it("two workers flushing at once send each of 20 mails exactly once", async () => {
    const smtp = await startSmtp({ delayMs: 10 });
    later(smtp.stop);
    const db = await database();
    const other = await openSecondConnection(db);
    later(other.close);
    const silent = pino({ level: "silent" });
    const worker = (on: Database) =>
      createOutboxWorker({
        db: on.db,
        mailer: createMailer({ smtpUrl: smtp.url, from: "a@pratocheio.test", outboxDir: "/nonexistent" }),
        log: silent,
      });
    await enqueue20(db, "Lote");
    const [a, b] = await Promise.all([worker(db).flush(), worker(other).flush()]);
    expect(a + b).toBe(20);
    const subjects = smtp.mails.map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 20 }, (_, i) => `Lote ${i}`).sort());
    const rows = await db.db.select().from(mailOutbox);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("two apps polling the same database deliver each of 20 mails exactly once", async () => {
    const smtp = await startSmtp({ delayMs: 10 });
    later(smtp.stop);
    const db = await database();
    const other = await openSecondConnection(db);
    later(other.close);
    // Each app signs its mails with its own sender, to see that both took part.
    await app({ database: db, env: { SMTP_URL: smtp.url, MAIL_FROM: "um@pratocheio.test" } });
    await app({ database: other, env: { SMTP_URL: smtp.url, MAIL_FROM: "dois@pratocheio.test" } });
    await enqueue20(db, "Apps");
    const sentRows = () => db.db.select().from(mailOutbox).where(sql`${mailOutbox.status} = 'sent'`);
    await expect.poll(async () => (await sentRows()).length, POLL).toBe(20);
    const subjects = smtp.mails.map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 20 }, (_, i) => `Apps ${i}`).sort());
    expect((await sentRows()).every((r) => r.attempts === 1)).toBe(true);
    expect(new Set(smtp.mails.map((m) => m.from))).toEqual(
      new Set(["um@pratocheio.test", "dois@pratocheio.test"]),
    );
  });
});

describe("a mail that always fails", () => {
  it("ends failed after the last attempt, and the admin stats count it", async () => {
    const smtp = await startSmtp({ refuse: true });
    later(smtp.stop);
    let clockOffset = 0;
    const t = await app({
      env: { SMTP_URL: smtp.url },
      mailRetryDelayMs: () => 0,
      now: () => new Date(Date.now() + clockOffset),
    });
    const { email } = await registerAccount(t.app);
    // Past the hold of the no-card trial mail (decision 043): both mails are due.
    clockOffset = NO_CARD_TRIAL_MAIL_HOLD_MS + 1000;
    // The sign-up's two mails (address check, trial started) both fail in the end.
    const statuses = async () => (await rowsTo(t.database, email)).map((r) => r.status);
    await expect.poll(statuses, POLL).toEqual(["failed", "failed"]);
    const [row] = await rowsTo(t.database, email);
    expect(row).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sentAt: null });
    expect(row!.lastError).toMatch(/Caixa postal inexistente/);
    expect((await stats(t)).mailOutbox).toEqual({ pending: 0, failed: 2 });
    expect(smtp.mails).toEqual([]);
  });
});

describe("stopping the worker (app close)", () => {
  const mail = (to: string) => ({ kind: "test", to, subject: "Oi", text: "Olá", html: "<p>Olá</p>" });

  /** A mailer whose sends end when the test says so (or never). */
  function heldMailer() {
    const finishers: (() => void)[] = [];
    let onSend: () => void = () => {};
    const mailer: Mailer = {
      send: () =>
        new Promise<SentMail>((resolve) => {
          finishers.push(() => resolve({ messageId: "x", transport: "smtp" }));
          onSend();
        }),
      close: async () => {},
    };
    const nextSend = () =>
      new Promise<void>((resolve) => {
        onSend = resolve;
      });
    return { mailer, nextSend, finish: () => finishers.shift()?.() };
  }

  it("waits for the send in flight and leaves the rest queued for the next start", async () => {
    const db = await database();
    await enqueueMail(db.db, mail("primeira@exemplo.com.br"));
    await enqueueMail(db.db, mail("segunda@exemplo.com.br"));
    const held = heldMailer();
    const worker = createOutboxWorker({ db: db.db, mailer: held.mailer, log: pino({ level: "silent" }) });
    const sending = held.nextSend();
    worker.start();
    await sending;
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    held.finish();
    await stopping;
    expect(await rowsTo(db, "primeira@exemplo.com.br")).toMatchObject([{ status: "sent" }]);
    expect(await rowsTo(db, "segunda@exemplo.com.br")).toMatchObject([{ status: "pending", attempts: 0 }]);
  });

  it("does not wait longer than its bound for a send that never ends", async () => {
    const db = await database();
    await enqueueMail(db.db, mail("presa@exemplo.com.br"));
    const held = heldMailer();
    const worker = createOutboxWorker({
      db: db.db,
      mailer: held.mailer,
      log: pino({ level: "silent" }),
      stopTimeoutMs: 200,
    });
    const sending = held.nextSend();
    worker.start();
    await sending;
    const { ms } = await timed(() => worker.stop());
    expect(ms).toBeLessThan(2_000);
    // Its claim runs out later and another run sends it.
    const [row] = await rowsTo(db, "presa@exemplo.com.br");
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lockedUntil).not.toBeNull();
    held.finish();
  });
});

describe("sign-up is one transaction with its mail", () => {
  it("when the mail cannot be queued, no account remains, and trying again works (no 409)", async () => {
    const t = await app({ env: { RATE_LIMIT_SCALE: "100" } });
    const { db } = t.database;
    // Queuing any mail fails, as a full disk or a lost connection would at that moment.
    await db.execute(sql`create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'fila indisponível'; end $$`);
    await db.execute(
      sql`create trigger refuse_mail before insert on mail_outbox for each row execute function refuse_mail()`,
    );
    const email = uniqueEmail("tudo-ou-nada");
    const trialEmail = uniqueEmail("tudo-ou-nada-teste");
    const register = () =>
      call(t.app, "POST", "/api/register", {
        body: { email, password: TEST_PASSWORD, firstName: "Rita", lastName: "Lopes", planId: 3 },
        remoteAddress: uniqueAddress(),
      });
    const trial = () =>
      call(t.app, "POST", "/api/billing/trial", {
        body: trialForm(trialEmail),
        remoteAddress: uniqueAddress(),
      });
    expect((await register()).statusCode).toBeGreaterThanOrEqual(500);
    expect((await trial()).statusCode).toBeGreaterThanOrEqual(500);
    const accounts = await db
      .select({ email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) in (lower(${email}), lower(${trialEmail}))`);
    expect(accounts).toEqual([]);

    await db.execute(sql`drop trigger refuse_mail on mail_outbox`);
    expect((await register()).statusCode).toBe(201);
    expect((await trial()).statusCode).toBe(200);
    // Address check and "trial started" for each.
    expect(await rowsTo(t.database, email)).toHaveLength(2);
    expect(await rowsTo(t.database, trialEmail)).toHaveLength(2);
  });
});
