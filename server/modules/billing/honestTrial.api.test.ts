import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CARD_MESSAGES } from "../../../common/billing";
import { users } from "../../db/schema";
import { registerAccount, type SignedIn } from "../../testing/accounts";
import { adminHeaders } from "../../testing/adminHeaders";
import { billingTestApp, TEST_CARD } from "../../testing/billingTestApp";
import { call } from "../../testing/call";
import { sessionCookieOf } from "../../testing/cookies";
import { queuedMailKinds, readOutbox, waitForMail } from "../../testing/outbox";
import { RecordingGateway } from "../../testing/recordingGateway";
import { processDueSubscriptions } from "./renewals";

/*
 * Issue 17, docs/decisions/022-honest-trial.md: every sign-up path starts the
 * same 7-day trial, nothing is charged before its end, the renewal job makes
 * the first charge, cancelling in the trial is free, and every step mails
 * the owner (plain text) through the outbox. Through HTTP, on the app's clock.
 */

const START = new Date("2026-11-22T12:00:00Z");
const TRIAL_END = "2026-11-29T12:00:00.000Z";
const DAY = 86_400_000;
let now = START;
const gateway = new RecordingGateway();
const { t, userRow, paymentsOf, pay } = billingTestApp(gateway, () => now);
beforeEach(() => {
  now = START;
});
const at = (days: number) => new Date(START.getTime() + days * DAY);
const runDue = () =>
  processDueSubscriptions({ db: t().database.db, gateway, now: () => now, appUrl: t().config.appUrl });

const get = (u: SignedIn, url: string) => call(t().app, "GET", url, { as: u });
const post = (u: SignedIn, url: string) => call(t().app, "POST", url, { as: u, body: {} });
const subscription = async (u: SignedIn) => (await get(u, "/api/billing/subscription")).json();
const charges = async (u: SignedIn) => (await get(u, "/api/billing/charges")).json();
const newEmail = () => `dono-${randomBytes(5).toString("hex")}@exemplo.com.br`;
const mailKinds = (to: string) => queuedMailKinds(t().database.db, to);
const mailed = (to: string, subject: RegExp) => waitForMail(t().dataDir, to, subject);

async function viaTrialForm(planId?: number, card: Partial<typeof TEST_CARD> = {}) {
  const email = newEmail();
  const res = await call(t().app, "POST", "/api/billing/trial", {
    body: {
      firstName: "Ana",
      lastName: "Souza",
      email,
      password: "Feijoada-de-Sabado",
      ...(planId ? { planId } : {}),
      ...TEST_CARD,
      ...card,
    },
  });
  return { res, email };
}
async function trialForm(planId?: number): Promise<SignedIn> {
  const { res, email } = await viaTrialForm(planId);
  expect(res.statusCode, res.body).toBe(200);
  return { userId: res.json().user.id, email, cookie: sessionCookieOf(res) ?? "" };
}
/** /register (or /auth) then the card on /checkout: R$ 0 today. */
async function registerWithCard(planId = 3): Promise<SignedIn> {
  const u = await registerAccount(t().app, { planId });
  const res = await pay(u, planId);
  expect(res.statusCode, res.body).toBe(200);
  return u;
}

describe("one trial on every sign-up path", () => {
  it("/register, /auth → checkout and /trial give the same 7-day trial of the chosen plan, charging nothing", async () => {
    const registered = await registerAccount(t().app, { planId: 4 });
    const fromTrialForm = await trialForm(4);
    const plain = await subscription(registered);
    const common = {
      status: "trialing",
      plan: { id: 4, name: "Pro" },
      trialEndsAt: TRIAL_END,
      accessUntil: TRIAL_END,
      refundableUntil: null,
    };
    expect(plain).toMatchObject({ ...common, nextChargeAt: null, cardLast4: null });
    expect(await subscription(fromTrialForm)).toMatchObject({
      ...common,
      nextChargeAt: TRIAL_END,
      nextChargeAmount: 3900,
      cardLast4: "4242",
    });
    expect((await get(registered, "/api/billing/checkout-preview?planId=4")).json()).toMatchObject({
      chargeToday: 0,
      firstChargeAt: TRIAL_END,
      alreadyOnPlan: null,
    });

    gateway.calls.length = 0;
    const checkout = await pay(registered, 4);
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json()).toEqual({
      payment: { status: "approved", last4: "4242" },
      chargeToday: 0,
      firstChargeAt: TRIAL_END,
      currency: "USD",
    });
    expect(gateway.calls).toEqual(["verify approved"]);
    const { subscriptionStatus: _a, ...afterCheckout } = await subscription(registered);
    const { subscriptionStatus: _b, ...trialFormSub } = await subscription(fromTrialForm);
    expect(afterCheckout).toEqual(trialFormSub);
    expect(await charges(registered)).toEqual([]);
    expect(await charges(fromTrialForm)).toEqual([]);
    // One trial mail: the no-card one held at /register is dropped by the card's (issue 30, decision 043).
    expect(await mailKinds(registered.email)).toEqual(["verify_email", "trial_card_saved"]);
    expect(await mailKinds(fromTrialForm.email)).toEqual(["verify_email", "trial_started"]);
  });

  it("a sign-up that names no plan gets the Starter trial", async () => {
    const { res } = await viaTrialForm();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      planId: 3,
      subscriptionStatus: "trialing",
      trialEndsAt: TRIAL_END,
    });
    const email = newEmail();
    const reg = await call(t().app, "POST", "/api/register", {
      body: { email, password: "Sabor-da-Casa-2026", firstName: "Rui", lastName: "Lima" },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    expect(await userRow(reg.json().userId)).toMatchObject({ planId: 3, subscriptionStatus: "trialing" });
  });

  it("the trial-started mail names the plan, the first charge and how to cancel, in plain text", async () => {
    const u = await trialForm(3);
    const mail = await mailed(u.email, /primeira cobrança em 29\/11\/2026/);
    expect(mail.text).toContain("plano Starter");
    expect(mail.text).toContain("A primeira cobrança, de US$ 19, será feita");
    expect(mail.text).toContain("Visa final 4242");
    expect(mail.text).toContain("Cancelar assinatura");
    expect(mail.html).toContain("<html");
  });
});

describe("the card is verified and a refusal writes nothing", () => {
  it.each([
    ["4000000000000002", CARD_MESSAGES.declined],
    ["4000000000000069", CARD_MESSAGES.expired],
    ["4000000000000127", CARD_MESSAGES.cvc],
  ])("%s on /trial: 402, no account, no mail", async (cardNumber, message) => {
    const { res, email } = await viaTrialForm(3, { cardNumber });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe(message);
    expect(await t().database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await mailKinds(email)).toEqual([]);
  });

  it.each([
    ["4000000000000002", CARD_MESSAGES.declined],
    ["4000000000000069", CARD_MESSAGES.expired],
    ["4000000000000127", CARD_MESSAGES.cvc],
  ])(
    "%s on the trial's checkout: 402, the account as it was, no payment, no mail",
    async (cardNumber, message) => {
      const u = await registerAccount(t().app);
      const before = await userRow(u.userId);
      const res = await pay(u, 3, { cardNumber });
      expect(res.statusCode).toBe(402);
      expect(res.json().error).toBe(message);
      const after = await userRow(u.userId);
      expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
      expect(await paymentsOf(u.userId)).toEqual([]);
      expect(await mailKinds(u.email)).toEqual(["verify_email", "trial_started"]);
    },
  );
});

describe("no second checkout", () => {
  it("a checkout on a trial with a card is a 409 that charges nothing; the preview says so first", async () => {
    const u = await registerWithCard(3);
    expect((await get(u, "/api/billing/checkout-preview?planId=4")).json().alreadyOnPlan).toEqual({
      planName: "Starter",
      status: "trialing",
    });
    gateway.calls.length = 0;
    const again = await pay(u, 3);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "ALREADY_ON_PLAN",
      error:
        "Você já está no teste grátis do plano Starter, com cartão cadastrado. Nada foi cobrado. Para mudar de plano ou de cartão, abra Minha conta.",
    });
    expect(gateway.calls).toEqual([]);
    expect(await paymentsOf(u.userId)).toEqual([]);
  });
});

describe("the first charge comes from the renewal job on the trial's end", () => {
  it("no charge during the trial; one paid charge with its receipt after the end; others never see it", async () => {
    const u = await registerWithCard(3);
    const other = await registerAccount(t().app);
    now = at(6);
    await runDue();
    expect(await charges(u)).toEqual([]);
    now = at(7);
    await runDue();
    const list = await charges(u);
    expect(list).toEqual([
      {
        id: expect.any(Number),
        receiptNumber: expect.stringMatching(/^PC-\d{6}$/),
        createdAt: TRIAL_END,
        amount: 1900,
        currency: "USD",
        status: "paid",
        cardBrand: "visa",
        cardLast4: "4242",
        planName: "Starter",
        periodStart: TRIAL_END,
        periodEnd: "2026-12-29T12:00:00.000Z",
        refundedAt: null,
      },
    ]);
    expect(await charges(other)).toEqual([]);
    expect(await subscription(u)).toMatchObject({
      status: "active",
      trialEndsAt: null,
      nextChargeAt: "2026-12-29T12:00:00.000Z",
      refundableUntil: "2026-12-29T12:00:00.000Z",
    });
    const receipt = await mailed(u.email, new RegExp(`Recibo ${list[0].receiptNumber}`));
    expect(receipt.text).toContain("Recebemos US$ 19 do plano");
    expect(receipt.text).toContain("Visa final 4242");
    expect(receipt.text).toContain("29/11/2026 a 29/12/2026");
  });

  it("a trial without a card ends on its date, charges nothing and mails the owner", async () => {
    const u = await registerAccount(t().app);
    now = at(7);
    await runDue();
    expect(await subscription(u)).toMatchObject({ status: "deactivated", accessUntil: null });
    expect(await paymentsOf(u.userId)).toEqual([]);
    const mail = await mailed(u.email, /Seu acesso ao Prato Cheio terminou/);
    expect(mail.text).toContain("sem um cartão cadastrado. Nada foi cobrado.");
  });

  it("the 'trial ends in 2 days' mail goes once per trial", async () => {
    const u = await registerWithCard(3);
    now = at(4);
    await runDue();
    expect(await mailKinds(u.email)).not.toContain("trial_ending");
    now = new Date(at(5).getTime() + 60_000);
    await runDue();
    await runDue();
    now = at(6);
    await runDue();
    expect((await mailKinds(u.email)).filter((k) => k === "trial_ending")).toHaveLength(1);
    const mail = await mailed(u.email, /Seu teste grátis termina em 29\/11\/2026/);
    expect(mail.text).toContain("cobraremos US$ 19 do plano");
  });
});

describe("cancel", () => {
  it("during the trial is free: access to the trial's end, no charge ever, a mail", async () => {
    const u = await registerWithCard(3);
    const res = await post(u, "/api/billing/cancel");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      refunded: false,
      subscription: { status: "cancelled", accessUntil: TRIAL_END, nextChargeAt: null },
    });
    now = at(7);
    await runDue();
    expect(await charges(u)).toEqual([]);
    expect((await subscription(u)).status).toBe("deactivated");
    now = at(40);
    await runDue();
    expect(await paymentsOf(u.userId)).toEqual([]);
    const mail = await mailed(u.email, /foi cancelada/);
    expect(mail.text).toContain("Nada foi nem será cobrado.");
    expect(mail.text).toContain("Seu acesso continua até 29/11/2026.");
  });

  it("a trial cancelled can be reactivated before its end, and is charged on the same date", async () => {
    const u = await registerWithCard(3);
    await post(u, "/api/billing/cancel");
    const back = await post(u, "/api/billing/reactivate");
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: "trialing", nextChargeAt: TRIAL_END });
    now = at(7);
    await runDue();
    expect((await charges(u)).map((c: { status: string }) => c.status)).toEqual(["paid"]);
  });

  it("within 30 days of the first charge refunds it: the charge reads refunded, refund and cancel mails", async () => {
    const u = await registerWithCard(3);
    now = at(7);
    await runDue();
    now = at(20);
    gateway.calls.length = 0;
    const res = await post(u, "/api/billing/cancel");
    expect(res.json()).toMatchObject({ refunded: true, subscription: { status: "cancelled" } });
    expect(gateway.calls).toContain("refund 1900");
    const [charge] = await charges(u);
    expect(charge).toMatchObject({ status: "refunded", refundedAt: at(20).toISOString(), amount: 1900 });
    const refund = await mailed(
      u.email,
      new RegExp(`Estorno de US\\$ 19 \\(recibo ${charge.receiptNumber}\\)`),
    );
    expect(refund.text).toContain("Visa final 4242");
    const cancelled = await mailed(u.email, /foi cancelada/);
    expect(cancelled.text).toContain("dentro da garantia de 30 dias");
    // Once refunded, the renewal job charges nothing more.
    now = at(60);
    await runDue();
    expect((await paymentsOf(u.userId)).map((p) => p.status)).toEqual(["refunded"]);
  });
});

describe("admin sees the truth", () => {
  it("trials are counted apart from paying subscriptions; rows say trial, active, cancelled", async () => {
    const statsNow = async () =>
      (await call(t().app, "GET", "/api/admin/stats", { headers: adminHeaders })).json();
    const before = await statsNow();
    const trialing = await registerWithCard(3);
    const cardless = await registerAccount(t().app);
    const paying = await registerWithCard(4);
    const cancelled = await registerWithCard(3);
    await post(cancelled, "/api/billing/cancel");
    await t().database.db.update(users).set({ trialEndsAt: START }).where(eq(users.id, paying.userId));
    now = new Date(START.getTime() + 1000);
    await runDue();
    const after = await statsNow();
    expect(after.activeSubscriptions - before.activeSubscriptions).toBe(1);
    expect(after.trialingUsers - before.trialingUsers).toBe(2);
    const search = async (u: SignedIn) =>
      (
        await call(t().app, "GET", `/api/admin/users/search?q=${encodeURIComponent(u.email)}`, {
          headers: adminHeaders,
        })
      ).json().users[0].status;
    expect([
      await search(trialing),
      await search(cardless),
      await search(paying),
      await search(cancelled),
    ]).toEqual(["trial", "trial", "active", "cancelled"]);
  });
});

it("every billing mail has a plain-text part", async () => {
  const mails = await readOutbox(t().dataDir);
  expect(mails.length).toBeGreaterThan(0);
  for (const mail of mails) expect(mail.text.trim().length).toBeGreaterThan(20);
});
