import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userSchema } from "../../../common/auth";
import { mailOutbox, users } from "../../db/schema";
import { uniqueAddress, uniqueEmail } from "../../testing/accounts";
import { call } from "../../testing/call";
import { sessionCookieOf } from "../../testing/cookies";
import { waitForMail } from "../../testing/outbox";
import { createTestApp, type TestApp } from "../../testing/testApp";

const NOW = new Date("2026-04-06T10:30:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(async () => {
  await t.close();
});

const valid = () => ({
  email: uniqueEmail(),
  password: "Tapioca-com-Queijo-9",
  firstName: "Joana",
  lastName: "Prado",
  planId: 3,
});

const register = (payload: Record<string, unknown>) =>
  call(t.app, "POST", "/api/register", { body: payload, remoteAddress: uniqueAddress() });

describe("POST /api/register", () => {
  it("creates the account, answers { userId } and signs it in at once", async () => {
    const input = valid();
    const res = await register(input);
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json())).toEqual(["userId"]);
    const cookie = sessionCookieOf(res);
    expect(cookie).toBeDefined();

    const me = await call(t.app, "GET", "/api/user", { cookie: cookie! });
    expect(me.statusCode).toBe(200);
    const user = userSchema.parse(me.json());
    expect(user).toMatchObject({
      id: res.json().userId,
      email: input.email,
      firstName: "Joana",
      lastName: "Prado",
      isEmailVerified: false,
      planId: 3,
      // The 7-day trial starts with the account; checkout turns it into a paid month.
      subscriptionActive: true,
      subscriptionStatus: "trialing",
      trialEndsAt: new Date(NOW.getTime() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    });
  });

  it("stores an Argon2id hash (19 MiB, t=2, p=1), never the password", async () => {
    const input = valid();
    const res = await register(input);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().userId));
    expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password).not.toContain(input.password);
  });

  it("mails a verification link in Portuguese, as text and HTML", async () => {
    const input = valid();
    await register(input);
    const mail = await waitForMail(t.dataDir, input.email, /Confirme seu email/);
    const link = `${t.config.appUrl}/api/verify-email?token=`;
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("48 horas");
    expect(mail.html).toContain(link);
    expect(mail.html).toContain("Confirmar meu email");
  });

  it("trims the email; the same email again (any case) answers like a new one, changes nothing and mails the owner", async () => {
    const input = valid();
    const first = await register({ ...input, email: `  ${input.email}  ` });
    expect(first.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, first.json().userId));
    expect(row?.email).toBe(input.email);

    // Issue 25: no account enumeration. Same status, same body shape, a session cookie too.
    const again = await register({ ...valid(), email: input.email.toUpperCase() });
    expect(again.statusCode).toBe(first.statusCode);
    expect(Object.keys(again.json())).toEqual(["userId"]);
    expect(userSchema.shape.id.safeParse(again.json().userId).success).toBe(true);
    expect(again.json().userId).not.toBe(row?.id);
    const decoy = sessionCookieOf(again);
    expect(decoy).toBeDefined();
    // The answer opens nothing: the cookie names no session, the id no account.
    const me = await call(t.app, "GET", "/api/user", { cookie: decoy! });
    expect(me.statusCode).toBe(401);
    const checkout = await call(t.app, "POST", "/api/billing/checkout", {
      cookie: decoy!,
      body: {
        planId: 4,
        cardNumber: "4242424242424242",
        cardExpiry: "12/30",
        cardCvc: "123",
        cardholderName: "INTRUSA",
      },
    });
    expect(checkout.statusCode).toBe(401);
    const [same] = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${input.email})`);
    expect(same).toEqual(row);
    expect((await t.database.db.select().from(users).where(eq(users.id, again.json().userId))).length).toBe(
      0,
    );

    // The owner learns it, with a way back in if it was them.
    const mail = await waitForMail(t.dataDir, input.email, /Tentaram criar uma conta com o seu email/);
    expect(mail.text).toContain("Nenhuma conta nova foi criada");
    expect(mail.text).toContain(`${t.config.appUrl}/reset-password#token=`);
    expect(mail.html).toContain("Escolher nova senha");
    const token = /#token=([\w-]+)/.exec(mail.text)?.[1];
    const reset = await call(t.app, "POST", "/api/reset-password", {
      body: { token, password: "Moqueca-de-Domingo-77" },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    // Tried again within the hour: the same answer, but no second mail (no mail bomb).
    const third = await register({ ...valid(), email: input.email });
    expect(third.statusCode).toBe(201);
    const warnings = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, input.email), eq(mailOutbox.kind, "sign_up_attempt")));
    expect(warnings).toHaveLength(1);
  });

  it("needs a plan that exists and is active", async () => {
    const before = await t.database.db.select({ id: users.id }).from(users);
    for (const planId of [1, 99]) {
      const res = await register({ ...valid(), planId });
      expect(res.statusCode, `plano ${planId}`).toBe(400);
      expect(res.json()).toMatchObject({ code: "INVALID_PLAN" });
    }
    const zero = await register({ ...valid(), planId: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().code).toBe("VALIDATION_FAILED");
    const after = await t.database.db.select({ id: users.id }).from(users);
    expect(after.length).toBe(before.length);
  });

  it("enforces the password rules: 8 to 128 characters, hard to guess, saying why and how to fix", async () => {
    const cases: [string, RegExp][] = [
      ["abc12", /^Confira o campo "password": Mínimo 8 caracteres$/],
      ["123456", /Mínimo 8 caracteres/],
      [`${"x".repeat(120)}Abc-12345`, /no máximo 128/],
      ["12345678", /Senha fácil de adivinhar\. Esta é uma senha muito usada\. Junte mais/],
      ["senha123", /Senha fácil de adivinhar\. Esta é uma senha muito usada\./],
      ["Password1", /Senha fácil de adivinhar\./],
      ["qwertyui", /Senha fácil de adivinhar\./],
      ["flamengo", /Palavras simples são fáceis de adivinhar\./],
      ["Cozinha2026", /Junte mais uma ou duas palavras pouco comuns\./],
    ];
    for (const [password, message] of cases) {
      const res = await register({ ...valid(), password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().issues[0]).toMatchObject({ path: "password" });
      expect(res.json().error, password).toMatch(message);
    }
    // The issue's example: a word, a symbol and a year is strong enough.
    const strong = await register({ ...valid(), password: "Cozinha@2026" });
    expect(strong.statusCode, strong.body).toBe(201);
  });

  it("asks for every field with Portuguese messages and changes nothing", async () => {
    const before = await t.database.db.select({ id: users.id }).from(users);
    const bad = [
      { ...valid(), email: "sem-arroba" },
      { ...valid(), firstName: "   " },
      { ...valid(), lastName: "" },
      { ...valid(), firstName: "a".repeat(101) },
      { ...valid(), planId: "3" },
      { password: "Tapioca-com-Queijo-9" },
    ];
    for (const payload of bad) {
      const res = await register(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    }
    const after = await t.database.db.select({ id: users.id }).from(users);
    expect(after.length).toBe(before.length);
  });

  it("never answers a password, hash or token", async () => {
    const input = valid();
    const res = await register(input);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().userId));
    const cookie = sessionCookieOf(res)!;
    const me = await call(t.app, "GET", "/api/user", { cookie });
    for (const body of [res.body, me.body]) {
      expect(body).not.toContain(input.password);
      expect(body).not.toContain(row!.password);
      expect(body).not.toContain(row!.emailVerificationToken!);
      expect(body).not.toMatch(/password|token/i);
    }
  });
});
