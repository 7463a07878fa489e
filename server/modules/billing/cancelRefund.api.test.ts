import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { registerAccount, type SignedIn } from "../../testing/accounts";
import { billingTestApp } from "../../testing/billingTestApp";
import { call } from "../../testing/call";
import { queuedMailKinds } from "../../testing/outbox";
import { RecordingGateway } from "../../testing/recordingGateway";
import { PAYMENT_LEASE_MS } from "./paymentLease";
import { reconcileCharges } from "./reconcile";
import { processDueSubscriptions } from "./renewals";

/*
 * A cancel within the guarantee refunds and ends access as one outcome
 * (docs/decisions/028-charge-reconciliation.md, "Cancel with refund"): the
 * database lost after the gateway's refund and before the commit leaves the
 * payment "refunding" (the intent), never "approved" with the money gone; the
 * person's retry or reconciliation finishes it, refunding once.
 */
const start = new Date("2026-11-22T12:00:00Z");
let now = start;
const gateway = new RecordingGateway();
const { t, userRow, paymentsOf, pay } = billingTestApp(gateway, () => now);
const db = () => t().database.db;
const reconcile = () => reconcileCharges({ db: db(), gateway, now: () => now, appUrl: t().config.appUrl });
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
  return now;
};

/** What PostgreSQL answers a statement whose backend it ends (57P01), on the next write to payments: the commit's first. */
function databaseLostAfterRefund() {
  gateway.afterRefund = async () => {
    gateway.afterRefund = undefined;
    await db().execute(sql`
      create or replace function pc_test_backend_gone() returns trigger language plpgsql as $$
      begin raise exception 'terminating connection due to administrator command' using errcode = '57P01'; end $$`);
    await db().execute(
      sql`create trigger pc_test_backend_gone before update on payments for each row execute function pc_test_backend_gone()`,
    );
  };
}
async function databaseBack() {
  await db().execute(sql`drop trigger if exists pc_test_backend_gone on payments`);
}

const mailsOf = async (u: SignedIn) =>
  (await queuedMailKinds(db(), u.email)).filter((kind) => ["refund", "cancellation"].includes(kind));

const cancel = (u: SignedIn) => call(t().app, "POST", "/api/billing/cancel", { as: u, body: {} });

/** What the person sees meanwhile: both reads answer 200 (a new status never fails a schema). */
async function reads(u: SignedIn) {
  const charges = await call(t().app, "GET", "/api/billing/charges", { as: u });
  expect(charges.statusCode, charges.body).toBe(200);
  const subscription = await call(t().app, "GET", "/api/billing/subscription", { as: u });
  expect(subscription.statusCode, subscription.body).toBe(200);
  return { charges: charges.json(), subscription: subscription.json() };
}

/** A paid month, then a cancel within the guarantee cut off after the gateway refunded: 503, refund pending. */
async function paidThenCancelCutOff(): Promise<SignedIn> {
  now = start;
  const u = await registerAccount(t().app, { trial: "over", db: db() });
  expect((await pay(u, 3)).statusCode).toBe(200);
  later(60_000);
  databaseLostAfterRefund();
  const res = await cancel(u);
  await databaseBack();
  expect(res.statusCode, res.body).toBe(503);
  expect(gateway.calls.filter((c) => c.startsWith("refund"))).toEqual(["refund 1900"]);
  // The intent is written: not "approved" with the money gone; access not yet ended, no mail yet.
  expect((await paymentsOf(u.userId)).map((p) => p.status)).toEqual(["refunding"]);
  expect(await userRow(u.userId)).toMatchObject({ subscriptionStatus: "active" });
  expect(await mailsOf(u)).toEqual([]);
  const seen = await reads(u);
  expect(seen.charges).toMatchObject([{ status: "refunded", refundedAt: null, amount: 1900 }]);
  return u;
}

async function expectCancelledOnce(u: SignedIn) {
  expect(gateway.calls.filter((c) => c.startsWith("refund") && !c.endsWith("repeated"))).toEqual([
    "refund 1900",
  ]);
  const [payment, ...more] = await paymentsOf(u.userId);
  expect(more).toEqual([]);
  expect(payment).toMatchObject({ status: "refunded" });
  expect(payment!.refundedAt).not.toBeNull();
  expect(await userRow(u.userId)).toMatchObject({
    subscriptionStatus: "cancelled",
    subscriptionActive: false,
    mpSubscriptionId: null,
  });
  expect(await mailsOf(u)).toEqual(["refund", "cancellation"]);
  const seen = await reads(u);
  expect(seen.charges).toMatchObject([{ status: "refunded", amount: 1900 }]);
  expect(seen.charges[0].refundedAt).not.toBeNull();
  expect(seen.subscription).toMatchObject({ status: "cancelled", subscriptionActive: false });
}

describe("a cancel with refund cut off after the gateway refunded", () => {
  it("is finished by reconciliation once: refunded once, cancelled, mailed once; again changes nothing", async () => {
    const u = await paidThenCancelCutOff();
    later(PAYMENT_LEASE_MS + 1000);
    // Meanwhile a move to a dearer plan charges nothing: the account is being cancelled.
    const upgrade = await call(t().app, "PUT", "/api/billing/plan", { as: u, body: { planId: 4 } });
    expect(upgrade.statusCode, upgrade.body).toBe(409);
    expect(upgrade.json()).toMatchObject({ code: "CANCEL_IN_PROGRESS" });
    expect(gateway.calls.filter((c) => c.startsWith("charge"))).toEqual(["charge 1900 approved"]);
    expect(await reconcile()).toMatchObject({ refunded: 1, left: 0 });
    await expectCancelledOnce(u);

    const before = { user: await userRow(u.userId), payments: await paymentsOf(u.userId) };
    const calls = gateway.calls.length;
    later(60_000);
    expect(await reconcile()).toEqual({ activated: 0, refunded: 0, failed: 0, void: 0, left: 0 });
    expect(await userRow(u.userId)).toEqual(before.user);
    expect(await paymentsOf(u.userId)).toEqual(before.payments);
    expect(gateway.calls).toHaveLength(calls);
    await expectCancelledOnce(u);
  });

  it("the person's retry finishes it without refunding twice; reconciliation then has nothing to do", async () => {
    const u = await paidThenCancelCutOff();
    later(PAYMENT_LEASE_MS + 1000);
    const res = await cancel(u);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refunded: true, subscription: { status: "cancelled" } });
    expect(gateway.calls.filter((c) => c.startsWith("refund"))).toEqual([
      "refund 1900",
      "refund 1900 repeated",
    ]);
    await expectCancelledOnce(u);
    expect(await reconcile()).toMatchObject({ refunded: 0, left: 0 });
    const again = await cancel(u);
    expect(again.statusCode).toBe(409);
    await expectCancelledOnce(u);
  });

  it("a retry while the cut-off cancel still holds the account answers 409 and refunds nothing", async () => {
    now = start;
    const u = await registerAccount(t().app, { trial: "over", db: db() });
    expect((await pay(u, 3)).statusCode).toBe(200);
    // The database goes before the lease is released too: the cancel's hold on the account stays.
    gateway.afterRefund = async () => {
      gateway.afterRefund = undefined;
      await db().execute(sql`
        create or replace function pc_test_backend_gone() returns trigger language plpgsql as $$
        begin raise exception 'terminating connection due to administrator command' using errcode = '57P01'; end $$`);
      await db().execute(
        sql`create trigger pc_test_backend_gone before update on payments for each row execute function pc_test_backend_gone()`,
      );
      await db().execute(
        sql`create trigger pc_test_backend_gone before update on users for each row execute function pc_test_backend_gone()`,
      );
    };
    expect((await cancel(u)).statusCode).toBe(503);
    await databaseBack();
    await db().execute(sql`drop trigger if exists pc_test_backend_gone on users`);
    const retry = await cancel(u);
    expect(retry.statusCode).toBe(409);
    expect(gateway.calls.filter((c) => c.startsWith("refund"))).toEqual(["refund 1900"]);
    expect(await reconcile()).toMatchObject({ refunded: 0, left: 1 });
    later(PAYMENT_LEASE_MS + 1000);
    expect(await reconcile()).toMatchObject({ refunded: 1, left: 0 });
    await expectCancelledOnce(u);
  });

  it("the renewal run does not charge an account whose cancel's refund is under way", async () => {
    const u = await paidThenCancelCutOff();
    const paidUntil = (await userRow(u.userId)).currentPeriodEnd!;
    later(15 * 86_400_000);
    await reads(u); // keeps the 30-day idle session alive
    now = new Date(paidUntil.getTime() + 60_000);
    await processDueSubscriptions({ db: db(), gateway, now: () => now, appUrl: t().config.appUrl });
    expect(gateway.calls.filter((c) => c.startsWith("chargeCustomer"))).toEqual([]);
    expect(await reconcile()).toMatchObject({ refunded: 1, left: 0 });
    await expectCancelledOnce(u);
  });
});
