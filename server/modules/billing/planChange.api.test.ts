import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { users } from "../../db/schema";
import { registerAccount, type SignedIn } from "../../testing/accounts";
import { billingTestApp } from "../../testing/billingTestApp";
import { call } from "../../testing/call";
import { RecordingGateway } from "../../testing/recordingGateway";
import { processDueSubscriptions } from "./renewals";

/*
 * "Mudar de plano" in Minha conta (issue 17, issue 25, decision 030): during
 * the trial PUT /api/billing/plan changes the plan without a charge; while
 * paying, an upgrade charges the prorated difference now and a downgrade
 * waits for the paid period's end, when the renewal charges the new price.
 * A checkout while paying is a 409 (checkoutGuards.api.test.ts).
 */
const START = new Date("2026-11-22T12:00:00Z");
let now = START;
const gateway = new RecordingGateway();
const { t, userRow, paymentsOf, pay } = billingTestApp(gateway, () => now);
const DAY = 86_400_000;

const changePlan = (u: SignedIn, planId: number) =>
  call(t().app, "PUT", "/api/billing/plan", { as: u, body: { planId } });
const runDue = () => processDueSubscriptions({ db: t().database.db, gateway, now: () => now });

it("during the trial the plan changes at no charge, and the trial's first charge is the new price", async () => {
  now = START;
  const u = await registerAccount(t().app, { planId: 3 });
  expect((await pay(u, 3)).json().chargeToday).toBe(0);
  gateway.calls.length = 0;
  const res = await changePlan(u, 4);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({
    status: "trialing",
    plan: { id: 4, name: "Pro" },
    nextChargeAt: "2026-11-29T12:00:00.000Z",
    nextChargeAmount: 3900,
  });
  expect(gateway.calls).toEqual([]);
  expect(await paymentsOf(u.userId)).toEqual([]);
  now = new Date(START.getTime() + 7 * DAY);
  await runDue();
  expect((await paymentsOf(u.userId)).map((p) => [p.kind, p.status, p.planId, p.amountCents])).toEqual([
    ["trial_conversion", "approved", 4, 3900],
  ]);
});

const subscription = async (u: SignedIn) =>
  (await call(t().app, "GET", "/api/billing/subscription", { as: u })).json();
const preview = async (u: SignedIn, planId: number) =>
  call(t().app, "GET", `/api/billing/plan-change-preview?planId=${planId}`, { as: u });
const approvedSum = async (u: SignedIn) =>
  (await paymentsOf(u.userId))
    .filter((p) => p.status === "approved")
    .reduce((sum, p) => sum + p.amountCents, 0);
const at = (iso: string) => {
  now = new Date(iso);
};

it("an upgrade mid-period charges the prorated difference now and switches to Pro at once", async () => {
  at("2026-11-22T12:00:00Z");
  const u = await registerAccount(t().app, { trial: "over", db: t().database.db });
  expect((await pay(u, 3)).statusCode).toBe(200);
  // 10 of the period's 30 days gone: 20/30 of (39 − 19) USD.
  at("2026-12-02T12:00:00Z");
  const seen = await preview(u, 4);
  expect(seen.statusCode, seen.body).toBe(200);
  expect(seen.json()).toMatchObject({
    kind: "upgrade",
    chargeToday: 1333,
    effectiveAt: null,
    nextChargeAmount: 3900,
  });
  expect(await paymentsOf(u.userId)).toHaveLength(1);
  gateway.calls.length = 0;
  const res = await changePlan(u, 4);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({
    status: "active",
    plan: { id: 4 },
    nextChargeAmount: 3900,
    scheduledPlan: null,
  });
  expect(gateway.calls).toEqual([expect.stringMatching(/^chargeCustomer /)]);
  expect((await paymentsOf(u.userId)).map((p) => [p.kind, p.status, p.planId, p.amountCents])).toEqual([
    ["charge", "approved", 3, 1900],
    ["upgrade", "approved", 4, 1333],
  ]);
  const charges = (await call(t().app, "GET", "/api/billing/charges", { as: u })).json();
  expect(charges[0]).toMatchObject({ amount: 1333, status: "paid", planName: "Pro" });
  // A second upgrade is no upgrade: already on Pro, nothing charged.
  expect((await changePlan(u, 4)).json().code).toBe("ALREADY_ON_PLAN");
  at("2026-12-22T12:00:00Z");
  await runDue();
  expect((await paymentsOf(u.userId)).map((p) => [p.kind, p.planId, p.amountCents])).toEqual([
    ["charge", 3, 1900],
    ["upgrade", 4, 1333],
    ["renewal", 4, 3900],
  ]);
});

it("a downgrade the day before renewal keeps Pro to the period's end, then renews at the Starter price", async () => {
  at("2026-11-22T12:00:00Z");
  const u = await registerAccount(t().app, { trial: "over", db: t().database.db });
  expect((await pay(u, 4)).statusCode).toBe(200);
  at("2026-12-21T12:00:00Z");
  expect((await preview(u, 3)).json()).toMatchObject({
    kind: "downgrade",
    chargeToday: 0,
    effectiveAt: "2026-12-22T12:00:00.000Z",
    nextChargeAmount: 1900,
  });
  gateway.calls.length = 0;
  const res = await changePlan(u, 3);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({
    plan: { id: 4, name: "Pro" },
    scheduledPlan: { id: 3, name: "Starter" },
    scheduledPlanAt: "2026-12-22T12:00:00.000Z",
    nextChargeAt: "2026-12-22T12:00:00.000Z",
    nextChargeAmount: 1900,
  });
  expect(gateway.calls).toEqual([]);
  expect((await changePlan(u, 3)).json().code).toBe("PLAN_CHANGE_SCHEDULED");
  await runDue();
  expect((await userRow(u.userId)).planId).toBe(4);
  at("2026-12-22T12:00:00Z");
  await runDue();
  expect(await subscription(u)).toMatchObject({
    plan: { id: 3 },
    scheduledPlan: null,
    nextChargeAmount: 1900,
  });
  expect((await paymentsOf(u.userId)).map((p) => [p.kind, p.planId, p.amountCents])).toEqual([
    ["charge", 4, 3900],
    ["renewal", 3, 1900],
  ]);
});

it("a scheduled downgrade can be dropped, and Pro renews as it was", async () => {
  at("2026-11-22T12:00:00Z");
  const u = await registerAccount(t().app, { trial: "over", db: t().database.db });
  expect((await pay(u, 4)).statusCode).toBe(200);
  at("2026-12-01T12:00:00Z");
  expect((await changePlan(u, 3)).statusCode).toBe(200);
  const dropped = await call(t().app, "DELETE", "/api/billing/plan/scheduled", { as: u });
  expect(dropped.statusCode, dropped.body).toBe(200);
  expect(dropped.json()).toMatchObject({ plan: { id: 4 }, scheduledPlan: null, nextChargeAmount: 3900 });
  const again = await call(t().app, "DELETE", "/api/billing/plan/scheduled", { as: u });
  expect(again.json().code).toBe("NO_SCHEDULED_CHANGE");
  // Choosing the plan being paid drops a scheduled downgrade too.
  expect((await changePlan(u, 3)).json().scheduledPlan).toMatchObject({ id: 3 });
  expect((await preview(u, 4)).json()).toMatchObject({ kind: "keep", chargeToday: 0 });
  expect((await changePlan(u, 4)).json()).toMatchObject({ plan: { id: 4 }, scheduledPlan: null });
  at("2026-12-22T12:00:00Z");
  await runDue();
  expect((await paymentsOf(u.userId)).map((p) => [p.kind, p.planId, p.amountCents])).toEqual([
    ["charge", 4, 3900],
    ["renewal", 4, 3900],
  ]);
});

it("the 87-day loop (upgrade after each renewal, downgrade the day before the next) costs what Pro costs", async () => {
  at("2026-11-22T12:00:00Z");
  const u = await registerAccount(t().app, { trial: "over", db: t().database.db });
  expect((await pay(u, 3)).statusCode).toBe(200);
  const renewals = ["2026-12-22T12:00:00Z", "2027-01-22T12:00:00Z"];
  let periodStart = "2026-11-22T12:00:00Z";
  for (const next of [...renewals, null]) {
    at(periodStart);
    expect((await changePlan(u, 4)).statusCode).toBe(200);
    if (!next) break;
    // A visit mid-period (the session slides 30 days from its last use).
    at(new Date(new Date(next).getTime() - 15 * DAY).toISOString());
    expect((await subscription(u)).plan.id).toBe(4);
    at(new Date(new Date(next).getTime() - DAY).toISOString());
    expect((await changePlan(u, 3)).statusCode).toBe(200);
    // Pro all the way to the period's end.
    expect((await userRow(u.userId)).planId).toBe(4);
    at(next);
    await runDue();
    expect((await userRow(u.userId)).planId).toBe(3);
    periodStart = next;
  }
  at("2027-02-17T12:00:00Z"); // day 87
  expect((await userRow(u.userId)).planId).toBe(4);
  // Three periods of Pro paid in full: 3 × US$ 39.
  expect(await approvedSum(u)).toBe(3 * 3900);
});

it("a refused card on an upgrade changes nothing but the failed charge's row", async () => {
  at("2026-11-22T12:00:00Z");
  const u = await registerAccount(t().app, { trial: "over", db: t().database.db });
  expect((await pay(u, 3)).statusCode).toBe(200);
  await t().database.db.update(users).set({ mpCustomerId: "gone_customer" }).where(eq(users.id, u.userId));
  at("2026-12-07T12:00:00Z");
  const res = await changePlan(u, 4);
  expect(res.statusCode).toBe(402);
  expect(res.json().error).toMatch(/recusado/);
  expect((await userRow(u.userId)).planId).toBe(3);
  expect((await paymentsOf(u.userId)).map((p) => [p.kind, p.status, p.amountCents])).toEqual([
    ["charge", "approved", 1900],
    ["upgrade", "failed", 1000],
  ]);
});

it("refuses the same plan, an ended account and an unknown plan, changing nothing", async () => {
  now = START;
  const u = await registerAccount(t().app, { planId: 3 });
  expect((await changePlan(u, 3)).json().code).toBe("ALREADY_ON_PLAN");
  expect((await changePlan(u, 999)).statusCode).toBe(400);
  const ended = await registerAccount(t().app, { trial: "over", db: t().database.db });
  const res = await changePlan(ended, 4);
  expect(res.statusCode).toBe(409);
  expect(res.json().code).toBe("NO_RUNNING_PLAN");
  expect((await userRow(ended.userId)).planId).toBe(3);
});
