import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_MESSAGES, CARD_NUMBER_REQUIRED } from "../../../common/billing";
import { payments, users } from "../../db/schema";
import { registerAccount, type SignedIn } from "../../testing/accounts";
import { call } from "../../testing/call";
import { createTestApp, type TestApp } from "../../testing/testApp";
import { processDueSubscriptions } from "./renewals";
import { SandboxGateway } from "./sandboxGateway";

let now = new Date("2026-11-22T12:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now, env: { RATE_LIMIT_SCALE: "100" } });
});
afterAll(async () => {
  await t.close();
});

const card = (cardNumber: string, extra: object = {}) => ({
  planId: 3,
  cardNumber,
  cardExpiry: "12/30",
  cardCvc: "123",
  cardholderName: "ANA SOUZA",
  ...extra,
});
const pay = (u: SignedIn, body: object) => call(t.app, "POST", "/api/billing/checkout", { as: u, body });
const subscription = (u: SignedIn) => call(t.app, "GET", "/api/billing/subscription", { as: u });
const verifyAfterPayment = (u: SignedIn) =>
  call(t.app, "POST", "/api/verify-email-after-payment", { as: u, body: { userId: u.userId } });
/** A checkout that must be approved for the test to mean anything. */
async function payOk(u: SignedIn, body: object) {
  const res = await pay(u, body);
  expect(res.statusCode, res.body).toBe(200);
}
const paymentsOf = (userId: string) =>
  t.database.db.select().from(payments).where(eq(payments.userId, userId));

describe("checkout", () => {
  it.each([
    ["4000 0000 0000 0002", CARD_MESSAGES.declined, "declined"],
    ["4000000000000069", CARD_MESSAGES.expired, "expired"],
    ["4000000000000127", CARD_MESSAGES.cvc, "cvc"],
    ["5555 5555 5555 4444", CARD_MESSAGES.invalidNumber, "invalid_number"],
  ])("%s is refused with the SPEC message and recorded as failed", async (number, message, code) => {
    const u = await registerAccount(t.app, { trial: "over", db: t.database.db });
    const res = await pay(u, card(number));
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe(message);
    const rows = await paymentsOf(u.userId);
    expect(rows.map((p) => [p.status, p.failureCode, p.amountCents, p.last4])).toEqual([
      ["failed", code, 1900, number.replace(/\s/g, "").slice(-4)],
    ]);
    const sub = (await subscription(u)).json();
    expect(sub.status).toBe("deactivated");
  });

  it("4242 approves, charges the plan's price, activates the subscription", async () => {
    const u = await registerAccount(t.app, { trial: "over", db: t.database.db });
    const res = await pay(u, card("4242 4242 4242 4242", { planId: 4 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      payment: { status: "approved", last4: "4242" },
      chargeToday: 3900,
      firstChargeAt: null,
      currency: "USD",
    });
    const [row] = await paymentsOf(u.userId);
    expect(row).toMatchObject({
      status: "approved",
      amountCents: 3900,
      planId: 4,
      last4: "4242",
      cardBrand: "visa",
    });
    expect(row?.gatewayId).toMatch(/^sbx_pay_/);
    const sub = (await subscription(u)).json();
    expect(sub).toMatchObject({
      status: "active",
      subscriptionActive: true,
      last4: "4242",
      plan: { id: 4, name: "Pro" },
    });
    expect(sub.currentPeriodEnd).toBe("2026-12-22T12:00:00.000Z");
  });

  it("refuses an expiry in the past as an expired card, and records the attempt", async () => {
    const u = await registerAccount(t.app, { trial: "over", db: t.database.db });
    const res = await pay(u, card("4242424242424242", { cardExpiry: "10/26" }));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error: CARD_MESSAGES.expired, code: "CARD_EXPIRED" });
    const rows = await paymentsOf(u.userId);
    expect(rows.map((p) => [p.kind, p.status, p.failureCode, p.amountCents, p.last4])).toEqual([
      ["charge", "failed", "expired", 1900, "4242"],
    ]);
    expect((await subscription(u)).json().status).toBe("deactivated");
  });

  it("refuses malformed card fields with a 400 before any attempt", async () => {
    const u = await registerAccount(t.app, { trial: "over", db: t.database.db });
    expect((await pay(u, card("4242424242424242", { cardCvc: "12" }))).statusCode).toBe(400);
    expect((await pay(u, card("4242424242424242", { cardholderName: " " }))).statusCode).toBe(400);
    expect((await pay(u, card("4242424242424242", { planId: 99 }))).statusCode).toBe(400);
    expect(await paymentsOf(u.userId)).toEqual([]);
  });

  it.each([
    ["4242", null],
    ["1234 5678", null],
    ["abcd efgh", null],
    ["4242 4242 4242 4243", "4243"],
    ["4242 4242 4242 4242 4242 4242", null],
  ])(
    "any other number (%s) reaches the gateway: 402 with SPEC's invalid-number message, recorded",
    async (number, last4) => {
      const u = await registerAccount(t.app, { trial: "over", db: t.database.db });
      const res = await pay(u, card(number));
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({ error: CARD_MESSAGES.invalidNumber, code: "CARD_INVALID_NUMBER" });
      const rows = await paymentsOf(u.userId);
      expect(rows.map((p) => [p.status, p.failureCode, p.last4])).toEqual([
        ["failed", "invalid_number", last4],
      ]);
    },
  );

  it("an empty number is a 400 in Portuguese, and so is one over 30 characters", async () => {
    const u = await registerAccount(t.app, { trial: "over", db: t.database.db });
    for (const number of ["", "   "]) {
      const res = await pay(u, card(number));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(`Confira o campo "cardNumber": ${CARD_NUMBER_REQUIRED}`);
    }
    const long = await pay(u, card("4".repeat(31)));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain(CARD_MESSAGES.invalidNumber);
    expect(await paymentsOf(u.userId)).toEqual([]);
  });

  it("needs a session", async () => {
    const res = await call(t.app, "POST", "/api/billing/checkout", { body: card("4242424242424242") });
    expect(res.statusCode).toBe(401);
  });
});

describe("card data never stored or logged", () => {
  it("no table holds the full number or the CVC after a checkout", async () => {
    const u = await registerAccount(t.app, { trial: "over", db: t.database.db });
    await payOk(u, card("4242424242424242", { cardCvc: "987" }));
    const listed = (await t.database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_name: string }[] };
    const tables = listed.rows.map((r) => r.table_name);
    expect(tables).toContain("payments");
    for (const table of tables) {
      const { rows } = (await t.database.db.execute(sql.raw(`select * from "${table}"`))) as unknown as {
        rows: unknown[];
      };
      const dump = JSON.stringify(rows);
      expect(dump, table).not.toContain("4242424242424242");
      expect(dump, table).not.toContain('"987"');
    }
  });
});

describe("verify-email-after-payment", () => {
  it("answers only the account that just paid in this session, and confirms nothing: only the mailed link does", async () => {
    const payer = await registerAccount(t.app, { trial: "over", db: t.database.db });
    const other = await registerAccount(t.app, { trial: "over", db: t.database.db });
    const before = await call(t.app, "POST", "/api/verify-email-after-payment", {
      as: payer,
      body: { userId: payer.userId },
    });
    expect(before.statusCode).toBe(403);
    await payOk(payer, card("4242424242424242"));
    const foreign = await call(t.app, "POST", "/api/verify-email-after-payment", {
      as: payer,
      body: { userId: other.userId },
    });
    expect(foreign.statusCode).toBe(403);
    const [otherRow] = await t.database.db.select().from(users).where(eq(users.id, other.userId));
    expect(otherRow?.isEmailVerified).toBe(false);
    const own = await call(t.app, "POST", "/api/verify-email-after-payment", {
      as: payer,
      body: { userId: payer.userId },
    });
    // The answer the checkout flow expects (SPEC §4), but paying proves a card, not a mailbox.
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ verified: true });
    const [payerRow] = await t.database.db.select().from(users).where(eq(users.id, payer.userId));
    expect(payerRow?.isEmailVerified).toBe(false);
    const me = await call(t.app, "GET", "/api/user", { as: payer });
    expect(me.json().isEmailVerified).toBe(false);
    // Used once: the session's permission ends with it.
    const again = await verifyAfterPayment(payer);
    expect(again.statusCode).toBe(403);
  });

  it("accepts only within 10 minutes of the payment", async () => {
    now = new Date("2026-11-22T12:00:00Z");
    const late = await registerAccount(t.app, { trial: "over", db: t.database.db });
    await payOk(late, card("4242424242424242"));
    now = new Date("2026-11-22T12:10:01Z");
    const res = await verifyAfterPayment(late);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toContain("prazo");
    // Once refused for lateness, the permission is gone even if the clock went back.
    now = new Date("2026-11-22T12:05:00Z");
    expect((await verifyAfterPayment(late)).statusCode).toBe(403);
    const [lateRow] = await t.database.db.select().from(users).where(eq(users.id, late.userId));
    expect(lateRow?.isEmailVerified).toBe(false);

    now = new Date("2026-11-22T12:00:00Z");
    const onTime = await registerAccount(t.app, { trial: "over", db: t.database.db });
    await payOk(onTime, card("4242424242424242"));
    now = new Date("2026-11-22T12:09:59Z");
    expect((await verifyAfterPayment(onTime)).statusCode).toBe(200);
    now = new Date("2026-11-22T12:00:00Z");
  });
});

describe("cancel and the 30-day guarantee", () => {
  it("within 30 days of the first charge, cancelling refunds it", async () => {
    now = new Date("2026-11-22T12:00:00Z");
    const u = await registerAccount(t.app, { trial: "over", db: t.database.db });
    await payOk(u, card("4242424242424242"));
    now = new Date("2026-12-20T12:00:00Z");
    const res = await call(t.app, "POST", "/api/billing/cancel", { as: u, body: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      refunded: true,
      subscription: { status: "cancelled", subscriptionActive: false },
    });
    expect((await paymentsOf(u.userId)).map((p) => p.status)).toEqual(["refunded"]);
    now = new Date("2026-11-22T12:00:00Z");
  });

  it("after 30 days there is no refund and access runs to the end of the period", async () => {
    now = new Date("2026-11-22T12:00:00Z");
    const u = await registerAccount(t.app, { trial: "over", db: t.database.db });
    await payOk(u, card("4242424242424242"));
    now = new Date("2026-12-15T12:00:00Z");
    expect((await subscription(u)).statusCode).toBe(200); // keeps the 30-day idle session alive
    now = new Date("2026-12-23T12:00:00Z"); // the period renewed on the 22nd
    await processDueSubscriptions({ db: t.database.db, gateway: new SandboxGateway(), now: () => now });
    const res = await call(t.app, "POST", "/api/billing/cancel", { as: u, body: {} });
    expect(res.json()).toMatchObject({
      refunded: false,
      subscription: { status: "cancelled", subscriptionActive: true },
    });
    expect((await paymentsOf(u.userId)).every((p) => p.status === "approved")).toBe(true);
    // Paying again while the cancelled month is paid for would charge twice: 409, nothing charged.
    const preview = await call(t.app, "GET", "/api/billing/checkout-preview?planId=3", { as: u });
    expect(preview.json()).toMatchObject({ alreadyOnPlan: { status: "cancelled" } });
    const again = await pay(u, card("4242424242424242"));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "ALREADY_ON_PLAN" });
    expect(again.json().error).toContain("foi cancelada, mas está paga até 22/01/2027. Nada foi cobrado.");
    expect(await paymentsOf(u.userId)).toHaveLength(2);
    now = new Date("2027-01-23T12:00:00Z");
    await processDueSubscriptions({ db: t.database.db, gateway: new SandboxGateway(), now: () => now });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.userId));
    expect(row).toMatchObject({ subscriptionStatus: "expired", subscriptionActive: false });
    now = new Date("2026-11-22T12:00:00Z");
  });
});
