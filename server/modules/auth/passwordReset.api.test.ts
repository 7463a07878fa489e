import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAccount, registerAccount, uniqueAddress } from "../../testing/accounts";
import { call } from "../../testing/call";
import { readOutbox, waitForMail } from "../../testing/outbox";
import { createTestApp, type TestApp } from "../../testing/testApp";

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let clock = new Date("2026-07-01T15:00:00Z");

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

const forgot = (email: string) =>
  call(t.app, "POST", "/api/forgot-password", { body: { email }, remoteAddress: uniqueAddress() });
const reset = (token: string, password: string, headers: Record<string, string> = {}) =>
  call(t.app, "POST", "/api/reset-password", {
    headers,
    body: { token, password },
    remoteAddress: uniqueAddress(),
  });
const login = (email: string, password: string) =>
  call(t.app, "POST", "/api/login", { body: { email, password }, remoteAddress: uniqueAddress() });
const me = (cookie: string) => call(t.app, "GET", "/api/user", { cookie });

/** The token of the newest reset mail to `email` (it rides in the link's fragment). */
async function resetToken(email: string): Promise<string> {
  const mail = await waitForMail(t.dataDir, email, /Redefina sua senha/);
  const link = mail.text.match(/https?:\/\/\S+\/reset-password#token=(\S+)/);
  if (!link) throw new Error("sem link no email");
  expect(mail.html).toContain(link[0]);
  return decodeURIComponent(link[1]!);
}

describe("POST /api/forgot-password", () => {
  it("answers the same whether the account exists or not, and mails only real accounts", async () => {
    const { email } = await registerAccount(t.app);
    const known = await forgot(email.toUpperCase());
    const unknown = await forgot("nao-cadastrada@exemplo.com.br");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toMatch(/Se existir uma conta com este email/);
    await resetToken(email);
    const mails = await readOutbox(t.dataDir);
    expect(mails.some((m) => m.to === "nao-cadastrada@exemplo.com.br")).toBe(false);
  });

  it("answers before any database work, the same bytes for known and unknown addresses (item 7)", async () => {
    const { email } = await registerAccount(t.app);
    // Hold the users table: a lookup now waits (PostgreSQL: the lock; PGlite: the open transaction).
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      locked();
      await held;
    });
    await isLocked;
    let answers: Awaited<ReturnType<typeof forgot>>[] | "timeout";
    try {
      // A bound, not a sleep: the answers must come while the table is still held.
      answers = await Promise.race([
        Promise.all([forgot(email), forgot("ninguem-aqui@exemplo.com.br")]),
        new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 3_000)),
      ]);
    } finally {
      release();
      await holder;
    }
    if (answers === "timeout") throw new Error("a resposta esperou pelo banco de dados");
    const [known, unknown] = answers;
    const comparable = (res: Awaited<ReturnType<typeof forgot>>) => {
      const { date: _date, "x-request-id": _id, ...headers } = res.headers;
      return { status: res.statusCode, headers, body: res.body };
    };
    expect(comparable(known!)).toEqual(comparable(unknown!));
    expect(known!.statusCode).toBe(200);
    // The work ran after the answer: the known address gets its mail.
    await resetToken(email);
  });

  it("validates the email", async () => {
    const res = await forgot("nada");
    expect(res.statusCode).toBe(400);
  });
});

describe("POST /api/reset-password", () => {
  it("sets the new password, ends every session of the account and works once", async () => {
    const { email, password, cookie: first } = await registerAccount(t.app);
    const second = await loginAccount(t.app, email, password);
    await forgot(email);
    const token = await resetToken(email);

    const res = await reset(token, "Pamonha-Quentinha-31", { cookie: first });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/Senha alterada/);

    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await login(email, password)).statusCode).toBe(401);
    const fresh = await login(email, "Pamonha-Quentinha-31");
    expect(fresh.statusCode).toBe(200);
    // The mail proved the address.
    expect(fresh.json().user.isEmailVerified).toBe(true);

    const again = await reset(token, "Outra-Senha-Nova-55");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("refuses a link older than 1 hour", async () => {
    const start = clock;
    const { email, password } = await registerAccount(t.app);
    await forgot(email);
    const token = await resetToken(email);
    clock = new Date(start.getTime() + HOUR + 1000);
    const res = await reset(token, "Pamonha-Quentinha-31");
    clock = start;
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/inválido, já foi usado ou venceu/);
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it("keeps only the newest link of an account valid", async () => {
    const { email } = await registerAccount(t.app);
    await forgot(email);
    const older = await resetToken(email);
    await forgot(email);
    // The second mail leaves after the answer: wait for it.
    let newer = older;
    const deadline = Date.now() + 5_000;
    while (newer === older && Date.now() < deadline) newer = await resetToken(email);
    expect((await reset(older, "Pamonha-Quentinha-31")).statusCode).toBe(400);
    expect((await reset(newer, "Pamonha-Quentinha-31")).statusCode).toBe(200);
  });

  it("applies the password rules and refuses unknown tokens", async () => {
    const { email } = await registerAccount(t.app);
    await forgot(email);
    const token = await resetToken(email);
    const common = await reset(token, "senha123");
    expect(common.statusCode).toBe(400);
    expect(common.json().error).toMatch(/Senha fácil de adivinhar\. .+\. .+\.$/);
    expect((await reset(token, "12345")).statusCode).toBe(400);
    expect((await reset("nao-existe", "Pamonha-Quentinha-31")).json().code).toBe("INVALID_TOKEN");
    expect((await reset("", "Pamonha-Quentinha-31")).statusCode).toBe(400);
    // The failed tries did not use the link up.
    expect((await reset(token, "Pamonha-Quentinha-31")).statusCode).toBe(200);
  });
});
