import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { type SignedIn, uniqueAddress } from "../../testing/accounts";
import { billingTestApp, TEST_CARD } from "../../testing/billingTestApp";
import { call } from "../../testing/call";
import { sessionCookieOf } from "../../testing/cookies";
import { readOutbox, waitForMail } from "../../testing/outbox";
import { RecordingGateway } from "../../testing/recordingGateway";

/*
 * Issue 25, docs/decisions/031-one-trial-per-person.md: one free trial per
 * card (the gateway's fingerprint) and per mailbox (case, Gmail dots and
 * +tags); a refused trial says so and can subscribe at once; a sign-up with
 * an email that has an account answers like a new one and mails the owner.
 */

const START = new Date("2026-11-22T12:00:00Z");
const now = START;
// The sandbox's real rule: the same number is the same card, whoever types it.
const gateway = new RecordingGateway({ oneCardPerNumber: true });
const { t, userRow, pay } = billingTestApp(gateway, () => now);
beforeEach(() => {
  gateway.oneCardPerNumber = true;
});

const tag = () => randomBytes(4).toString("hex");
const trialForm = (email: string, extra: object = {}) => ({
  firstName: "Rita",
  lastName: "Lopes",
  email,
  password: "Feijoada-de-Sabado-42",
  planId: 4,
  ...TEST_CARD,
  ...extra,
});
const startTrial = (body: object) =>
  call(t().app, "POST", "/api/billing/trial", { body, remoteAddress: uniqueAddress() });
const register = (email: string) =>
  call(t().app, "POST", "/api/register", {
    body: { email, password: "Feijoada-de-Sabado-42", firstName: "Rita", lastName: "Lopes", planId: 4 },
    remoteAddress: uniqueAddress(),
  });
const signedIn = (res: Awaited<ReturnType<typeof register>>, email: string): SignedIn => ({
  userId: res.json().userId ?? res.json().user.id,
  email,
  cookie: sessionCookieOf(res)!,
});
const rowByEmail = async (email: string) =>
  (await t().database.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`))[0];

describe("one trial per card", () => {
  it("the first trial works; the same card with another email is refused plainly and writes nothing", async () => {
    const first = await startTrial(trialForm(`rita-${tag()}@exemplo.com.br`));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().user).toMatchObject({ subscriptionStatus: "trialing", planId: 4 });

    const email = `outra-${tag()}@exemplo.com.br`;
    // Another expiry, CVC and name: still the same card.
    const second = await startTrial(
      trialForm(email, { cardExpiry: "05/31", cardCvc: "999", cardholderName: "OUTRA PESSOA" }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: "TRIAL_USED",
      error: expect.stringMatching(/^Este cartão já usou o teste grátis.*assinar agora/),
    });
    expect(sessionCookieOf(second)).toBeUndefined();
    expect(await rowByEmail(email)).toBeUndefined();
  });

  it("a refused trial can subscribe at once: sign up, the card refused for a trial, then paid now", async () => {
    // The card's trial was taken above (or here, when this test runs alone).
    await startTrial(trialForm(`dona-${tag()}@exemplo.com.br`));
    // The way the page offers: create the account (/register), then checkout paying now.
    const email = `nova-${tag()}@exemplo.com.br`;
    const account = signedIn(await register(email), email);
    const asTrial = await pay(account, 4);
    expect(asTrial.statusCode).toBe(409);
    expect(asTrial.json().code).toBe("TRIAL_USED");
    expect(gateway.calls.filter((c) => c.startsWith("charge"))).toEqual([]);

    const paid = await call(t().app, "POST", "/api/billing/checkout", {
      as: account,
      body: { planId: 4, ...TEST_CARD, payNow: true },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const plan = (await call(t().app, "GET", "/api/plans", { as: account })).json();
    const pro = plan.find((p: { id: number }) => p.id === 4);
    expect(paid.json()).toMatchObject({ chargeToday: pro.price, firstChargeAt: null });
    expect(gateway.calls).toContain(`charge ${pro.price} approved`);
    expect(await userRow(account.userId)).toMatchObject({
      subscriptionStatus: "active",
      subscriptionActive: true,
      trialEndsAt: null,
    });
  });
});

describe("one trial per mailbox", () => {
  it("Gmail dots, +tags, googlemail and case reach one mailbox: refused on /trial with another card", async () => {
    gateway.oneCardPerNumber = false; // another card each time: only the mailbox repeats
    const box = `ana${tag()}`;
    const first = await startTrial(trialForm(`${box}@gmail.com`));
    expect(first.statusCode, first.body).toBe(200);
    const spelled = [
      `${box.slice(0, 2)}.${box.slice(2)}@gmail.com`,
      `${box}+1@gmail.com`,
      `${box.toUpperCase()}+promo@GoogleMail.com`,
    ];
    for (const email of spelled) {
      const res = await startTrial(trialForm(email));
      expect(res.statusCode, email).toBe(409);
      expect(res.json()).toMatchObject({ code: "TRIAL_USED" });
      expect(res.json().error).toMatch(/^Este email já usou o teste grátis/);
      expect(await rowByEmail(email)).toBeUndefined();
    }
    // A different mailbox is a different person.
    expect((await startTrial(trialForm(`${box}x@gmail.com`))).statusCode).toBe(200);
  });

  it("/register with a used mailbox creates the account without a trial; checkout says why and charges now", async () => {
    const box = `bia${tag()}`;
    expect((await register(`${box}@gmail.com`)).statusCode).toBe(201);
    const email = `${box.slice(0, 1)}.${box.slice(1)}+loja@gmail.com`;
    const res = await register(email);
    // The same answer as any sign-up: the page goes on to /checkout.
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json())).toEqual(["userId"]);
    const account = signedIn(res, email);
    const row = await userRow(account.userId);
    expect(row).toMatchObject({ subscriptionStatus: "none", subscriptionActive: false, trialEndsAt: null });

    const preview = (
      await call(t().app, "GET", "/api/billing/checkout-preview?planId=4", { as: account })
    ).json();
    expect(preview.chargeToday).toBe(preview.amount);
    expect(preview.firstChargeAt).toBeNull();
    expect(preview.trialUsed).toMatch(/^Este email já usou o teste grátis/);
    // No "trial started" mail for a trial that did not start; the address check still goes.
    await waitForMail(t().dataDir, email, /Confirme seu email/);
    expect((await readOutbox(t().dataDir)).filter((m) => m.to === email.toLowerCase()).length).toBe(1);

    gateway.oneCardPerNumber = false;
    const paid = await pay(account, 4);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().chargeToday).toBe(preview.amount);
    expect(await userRow(account.userId)).toMatchObject({ subscriptionStatus: "active" });
  });

  // Races for real on PostgreSQL (PGlite runs one transaction at a time).
  it("two sign-ups of one mailbox at the same moment: both accounts made, one trial", async () => {
    const box = `cris${tag()}`;
    const answers = await Promise.all([register(`${box}+a@gmail.com`), register(`${box}+b@gmail.com`)]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
    const rows = await Promise.all(answers.map((res) => userRow(res.json().userId)));
    expect(rows.map((row) => row.subscriptionStatus).sort()).toEqual(["none", "trialing"]);
  });
});

describe("a sign-up with an email that has an account", () => {
  it("/trial answers like a new trial, signs nobody in, charges nothing and mails the owner", async () => {
    const email = `dono-${tag()}@exemplo.com.br`;
    gateway.oneCardPerNumber = false;
    const first = await startTrial(trialForm(email));
    expect(first.statusCode).toBe(200);
    const before = await rowByEmail(email);

    const again = await startTrial(trialForm(email.toUpperCase(), { firstName: "Intrusa" }));
    expect(again.statusCode).toBe(200);
    expect(Object.keys(again.json().user).sort()).toEqual(Object.keys(first.json().user).sort());
    expect(again.json().user).toMatchObject({ subscriptionStatus: "trialing", isEmailVerified: false });
    expect(again.json().user.id).not.toBe(before?.id);
    const cookie = sessionCookieOf(again);
    expect(cookie).toBeDefined();
    const me = await call(t().app, "GET", "/api/user", { cookie: cookie! });
    expect(me.statusCode).toBe(401);
    expect(await rowByEmail(email)).toEqual(before);
    expect(gateway.calls.some((c) => c.startsWith("charge"))).toBe(false);
    const mail = await waitForMail(t().dataDir, email, /Tentaram criar uma conta com o seu email/);
    expect(mail.text).toContain("/reset-password#token=");
  });

  it("a refused card is refused the same way for an existing email (the card is asked either way)", async () => {
    const email = `dona-${tag()}@exemplo.com.br`;
    gateway.oneCardPerNumber = false;
    await startTrial(trialForm(email));
    const existing = await startTrial(trialForm(email, { cardNumber: "4000000000000002" }));
    const fresh = await startTrial(
      trialForm(`nova-${tag()}@exemplo.com.br`, { cardNumber: "4000000000000002" }),
    );
    expect(existing.statusCode).toBe(402);
    expect(existing.json()).toEqual(fresh.json());
  });

  it("the decoy id cannot confirm, pay or read anything", async () => {
    const email = `alvo-${tag()}@exemplo.com.br`;
    const owner = signedIn(await register(email), email);
    const decoy = await register(email);
    const decoyId = decoy.json().userId;
    expect(decoyId).not.toBe(owner.userId);
    const cookie = sessionCookieOf(decoy)!;
    for (const [method, url, payload] of [
      ["POST", "/api/verify-email-after-payment", { userId: decoyId }],
      ["POST", "/api/billing/checkout", { planId: 4, ...TEST_CARD, payNow: true }],
      ["GET", "/api/billing/subscription", undefined],
    ] as const) {
      const res = await call(t().app, method, url, { cookie, body: payload });
      expect(res.statusCode, url).toBe(401);
    }
    expect(await userRow(owner.userId)).toMatchObject({
      subscriptionStatus: "trialing",
      firstChargeAt: null,
    });
    expect((await t().database.db.select().from(users).where(eq(users.id, decoyId))).length).toBe(0);
  });
});
