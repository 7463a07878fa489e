import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { registerAccount, type SignedIn } from "../../testing/accounts";
import { adminHeaders } from "../../testing/adminHeaders";
import { billingTestApp } from "../../testing/billingTestApp";
import { call } from "../../testing/call";
import { sessionCookieOf } from "../../testing/cookies";
import { RecordingGateway } from "../../testing/recordingGateway";
import { ADD_RESTAURANT_NEEDS_PLAN } from "../restaurants/service";
import { processDueSubscriptions } from "./renewals";

/*
 * The admin panel's switch (PUT /api/admin/users/{id}/subscription) and the
 * one access rule of common/billing.ts: switched off, nobody is charged and
 * nothing paid is usable; switched on over an ended plan, it is an admin grant.
 */
const START = new Date("2026-11-22T12:00:00Z");
let now = START;
const gateway = new RecordingGateway();
const { t: app, userRow, paymentsOf } = billingTestApp(gateway, () => now);
let t: ReturnType<typeof app>;
beforeEach(() => {
  now = START;
  t = app();
});

const switchTo = async (userId: string, subscriptionActive: boolean) => {
  const res = await call(t.app, "PUT", `/api/admin/users/${userId}/subscription`, {
    headers: adminHeaders,
    body: { subscriptionActive },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const runDue = () => processDueSubscriptions({ db: t.database.db, gateway, now: () => now });
const generate = (u: SignedIn) =>
  call(t.app, "POST", "/api/generate-content", {
    as: u,
    body: { dishName: "Pizza de calabresa", businessType: "pizzaria" },
  });
const addStore = (u: SignedIn, name: string) =>
  call(t.app, "POST", "/api/restaurants", { as: u, body: { name, type: "pizzaria", isOnboarded: true } });
const card = { cardNumber: "4242424242424242", cardExpiry: "12/30", cardCvc: "123", cardholderName: "ANA" };

let n = 0;
/** A /trial account: card verified and kept, so its end date would charge it. */
async function trialWithCard(): Promise<SignedIn> {
  const email = `chave-admin-${++n}@exemplo.com.br`;
  const res = await call(t.app, "POST", "/api/billing/trial", {
    body: {
      firstName: "Ana",
      lastName: "Souza",
      email,
      password: "Feijoada-de-Sabado",
      planId: 3,
      ...card,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { userId: res.json().user.id, email, cookie: sessionCookieOf(res)! };
}
async function paid(): Promise<SignedIn> {
  const u = await registerAccount(t.app, { trial: "over", db: t.database.db });
  const res = await call(t.app, "POST", "/api/billing/checkout", { as: u, body: { planId: 3, ...card } });
  expect(res.statusCode, res.body).toBe(200);
  return u;
}

describe("the admin's switch off stops billing", () => {
  it("a trial switched off is not converted on its end date: no charge, it ends", async () => {
    const u = await trialWithCard();
    await switchTo(u.userId, false);
    expect((await generate(u)).statusCode).toBe(402);

    now = new Date("2026-11-29T13:00:00Z");
    await runDue();
    expect(gateway.calls.filter((c) => c.startsWith("chargeCustomer"))).toEqual([]);
    expect(await paymentsOf(u.userId)).toEqual([]);
    expect(await userRow(u.userId)).toMatchObject({
      subscriptionStatus: "expired",
      subscriptionActive: false,
    });

    // Switched on again: an admin grant, still never charged.
    await switchTo(u.userId, true);
    expect((await generate(u)).statusCode).toBe(200);
    now = new Date("2026-12-30T13:00:00Z");
    await runDue();
    expect(gateway.calls.filter((c) => c.startsWith("chargeCustomer"))).toEqual([]);
    expect(await userRow(u.userId)).toMatchObject({
      subscriptionStatus: "expired",
      subscriptionActive: true,
    });
  });

  it("a paid period switched off is not renewed and its gateway subscription is cancelled; others renew", async () => {
    const off = await paid();
    const on = await paid();
    const subscriptionId = (await userRow(off.userId)).mpSubscriptionId;
    expect(subscriptionId).toMatch(/^sbx_sub_/);
    await switchTo(off.userId, false);
    gateway.calls.length = 0;

    now = new Date("2026-12-22T13:00:00Z");
    await runDue();
    const onRow = await userRow(on.userId);
    expect(gateway.calls).toEqual([`cancel ${subscriptionId}`, `chargeCustomer ${onRow.mpCustomerId}`]);
    expect((await paymentsOf(off.userId)).map((p) => p.kind)).toEqual(["charge"]);
    expect(await userRow(off.userId)).toMatchObject({
      subscriptionStatus: "expired",
      subscriptionActive: false,
      mpSubscriptionId: null,
    });
    expect((await paymentsOf(on.userId)).map((p) => [p.kind, p.status])).toEqual([
      ["charge", "approved"],
      ["renewal", "approved"],
    ]);
    expect(onRow).toMatchObject({ subscriptionStatus: "active", subscriptionActive: true });
  });
});

describe("one access rule for the generators and the restaurants", () => {
  it("a paid account switched off loses both at once: deactivated, though its stored status still says active", async () => {
    const u = await paid();
    expect((await addStore(u, "Loja Antes")).statusCode).toBe(201);
    await switchTo(u.userId, false);
    const sub = await call(t.app, "GET", "/api/billing/subscription", { as: u });
    expect(sub.json()).toMatchObject({
      status: "deactivated",
      subscriptionStatus: "active",
      subscriptionActive: false,
    });
    expect((await generate(u)).statusCode).toBe(402);
    const store = await addStore(u, "Loja Depois");
    expect(store.statusCode).toBe(402);
    expect(store.json()).toEqual({ error: ADD_RESTAURANT_NEEDS_PLAN, code: "SUBSCRIPTION_REQUIRED" });
  });

  it("an ended account switched on by the admin is an admin grant: both work", async () => {
    const u = await registerAccount(t.app);
    await t.database.db
      .update(users)
      .set({ subscriptionStatus: "expired", subscriptionActive: false, trialEndsAt: null })
      .where(eq(users.id, u.userId));
    expect((await generate(u)).statusCode).toBe(402);
    expect((await addStore(u, "Loja Fechada")).statusCode).toBe(402);
    await switchTo(u.userId, true);
    expect((await generate(u)).statusCode).toBe(200);
    expect((await addStore(u, "Loja Liberada")).statusCode).toBe(201);
  });
});
