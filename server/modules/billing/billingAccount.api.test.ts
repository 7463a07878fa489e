import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CARD_MESSAGES } from "../../../common/billing";
import { mailOutbox } from "../../db/schema";
import { registerAccount, type SignedIn } from "../../testing/accounts";
import { billingTestApp, TEST_CARD } from "../../testing/billingTestApp";
import { call } from "../../testing/call";
import { RecordingGateway } from "../../testing/recordingGateway";

/*
 * The "Minha conta" contract of issue 17: charges, checkout preview, the card
 * on file and the subscription's new fields, through HTTP.
 */

const START = new Date("2026-11-22T12:00:00Z");
const now = START;
const gateway = new RecordingGateway();
const { t, userRow } = billingTestApp(gateway, () => now);

const get = (u: SignedIn, url: string) => call(t().app, "GET", url, { as: u });
const putCard = (u: SignedIn, card: Partial<typeof TEST_CARD> = {}) =>
  call(t().app, "PUT", "/api/billing/card", { as: u, body: { ...TEST_CARD, ...card } });

describe("GET /api/billing/charges", () => {
  it("asks for a session and answers an empty list for a new account", async () => {
    expect((await call(t().app, "GET", "/api/billing/charges")).statusCode).toBe(401);
    const u = await registerAccount(t().app);
    const res = await get(u, "/api/billing/charges");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe("GET /api/billing/checkout-preview", () => {
  it("says R$ 0 today and the first charge on the trial's end for a new account", async () => {
    const u = await registerAccount(t().app);
    const res = await get(u, "/api/billing/checkout-preview?planId=4");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      planId: 4,
      planName: "Pro",
      amount: 3900,
      currency: "USD",
      chargeToday: 0,
      firstChargeAt: "2026-11-29T12:00:00.000Z",
      alreadyOnPlan: null,
      trialUsed: null,
    });
  });

  it("answers 400 for a plan that does not exist and 401 without a session", async () => {
    const u = await registerAccount(t().app);
    expect((await get(u, "/api/billing/checkout-preview?planId=999")).statusCode).toBe(400);
    expect((await get(u, "/api/billing/checkout-preview?planId=abc")).statusCode).toBe(400);
    expect((await call(t().app, "GET", "/api/billing/checkout-preview?planId=3")).statusCode).toBe(401);
  });
});

describe("PUT /api/billing/card", () => {
  it("keeps only the brand and last four of a card the gateway verified, charging nothing", async () => {
    const u = await registerAccount(t().app);
    const res = await putCard(u);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cardBrand: "visa", cardLast4: "4242" });
    expect(gateway.calls).toEqual(["verify approved"]);
    // The card-less trial now has its first charge: the owner is told, once.
    await putCard(u);
    const kinds = (await t().database.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email))).map(
      (m) => m.kind,
    );
    expect(kinds.filter((k) => k === "trial_card_saved")).toHaveLength(1);
    const sub = (await get(u, "/api/billing/subscription")).json();
    expect(sub).toMatchObject({ cardBrand: "visa", cardLast4: "4242", last4: "4242" });
    expect(JSON.stringify(await userRow(u.userId))).not.toContain("4242424242424242");
  });

  it.each([
    ["4000000000000002", CARD_MESSAGES.declined],
    ["4000000000000069", CARD_MESSAGES.expired],
    ["4000000000000127", CARD_MESSAGES.cvc],
    ["1234123412341234", CARD_MESSAGES.invalidNumber],
  ])("refuses %s with SPEC's message and keeps the card there was", async (cardNumber, message) => {
    const u = await registerAccount(t().app);
    expect((await putCard(u)).statusCode).toBe(200);
    const before = await userRow(u.userId);
    const res = await putCard(u, { cardNumber });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe(message);
    const after = await userRow(u.userId);
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
  });
});

describe("GET /api/billing/subscription", () => {
  it("tells a trial's status, dates and next charge in the contract's fields", async () => {
    const u = await registerAccount(t().app, { planId: 3 });
    const plain = (await get(u, "/api/billing/subscription")).json();
    expect(plain).toMatchObject({
      status: "trialing",
      subscriptionStatus: "trialing",
      trialEndsAt: "2026-11-29T12:00:00.000Z",
      accessUntil: "2026-11-29T12:00:00.000Z",
      nextChargeAt: null,
      nextChargeAmount: null,
      currency: "USD",
      cardBrand: null,
      cardLast4: null,
      refundableUntil: null,
    });
    await putCard(u);
    const withCard = (await get(u, "/api/billing/subscription")).json();
    expect(withCard).toMatchObject({
      status: "trialing",
      nextChargeAt: "2026-11-29T12:00:00.000Z",
      nextChargeAmount: 1900,
      cardLast4: "4242",
    });
  });
});
