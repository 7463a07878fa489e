import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app";
import { registerAccount, type SignedIn } from "../../testing/accounts";
import { billingTestApp } from "../../testing/billingTestApp";
import { call } from "../../testing/call";
import { RecordingGateway } from "../../testing/recordingGateway";
import { TEST_ADMIN_PASSWORD } from "../../testing/testApp";
import { PAYMENT_LEASE_MS } from "./paymentLease";
import { addMonth } from "./periods";
import { ACTIVATE_WITHIN_MS, RECONCILE_AFTER_MS, reconcileCharges } from "./reconcile";
import { processDueSubscriptions } from "./renewals";

/*
 * The database goes away between the gateway's answer and the commit of the
 * activation (docs/decisions/028-charge-reconciliation.md). The checkout
 * answers 503 and the charge intent stays pending; reconciliation asks the
 * gateway by the intent's key and settles it once: the account on the plan
 * it paid for, or the money back when the account moved on or too much time
 * passed. Run twice, it changes nothing more.
 */
const start = new Date("2026-11-22T12:00:00Z");
let now = start;
const gateway = new RecordingGateway();
const { t, userRow, paymentsOf, pay } = billingTestApp(gateway, () => now);
const db = () => t().database.db;
const reconcile = () => reconcileCharges({ db: db(), gateway, now: () => now, appUrl: t().config.appUrl });

/**
 * What PostgreSQL answers a statement whose backend it ends (57P01), raised on
 * the next write to users, that is the activation: PGlite and PostgreSQL alike.
 */
async function databaseLostAfterCharge() {
  gateway.afterCharge = async () => {
    gateway.afterCharge = undefined;
    await db().execute(sql`
      create or replace function pc_test_backend_gone() returns trigger language plpgsql as $$
      begin raise exception 'terminating connection due to administrator command' using errcode = '57P01'; end $$`);
    await db().execute(
      sql`create trigger pc_test_backend_gone before update on users for each row execute function pc_test_backend_gone()`,
    );
  };
}
async function databaseBack() {
  await db().execute(sql`drop trigger if exists pc_test_backend_gone on users`);
}

/** A checkout cut off after the charge: 503 with Retry-After, charged once, the account unchanged. */
async function payAndLoseActivation(u: SignedIn, planId = 3) {
  await databaseLostAfterCharge();
  const res = await pay(u, planId);
  await databaseBack();
  expect(res.statusCode, res.body).toBe(503);
  expect(res.json()).toMatchObject({ code: "ACTIVATION_PENDING" });
  expect(res.json().error).toContain("não pague de novo");
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  expect((await userRow(u.userId)).subscriptionStatus).toBe("expired");
  expect((await paymentsOf(u.userId)).map((p) => p.status)).toEqual(["pending"]);
  const charges = await call(t().app, "GET", "/api/billing/charges", { as: u });
  expect(charges.json()).toEqual([]);
}

const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
  return now;
};

describe("a charge approved whose activation did not commit", () => {
  it("is activated by reconciliation, once: the plan for a month, one paid charge, no refund", async () => {
    now = start;
    const u = await registerAccount(t().app, { trial: "over", db: db() });
    await payAndLoseActivation(u);

    // Too soon: the checkout may still be on it.
    expect(await reconcile()).toMatchObject({ activated: 0, left: 0 });
    const reconciledAt = later(RECONCILE_AFTER_MS + 60_000);
    expect(await reconcile()).toMatchObject({ activated: 1, refunded: 0 });

    const row = await userRow(u.userId);
    expect(row).toMatchObject({ subscriptionStatus: "active", subscriptionActive: true, planId: 3 });
    expect(row.currentPeriodEnd).toEqual(addMonth(reconciledAt));
    expect(row.mpCustomerId).toMatch(/^sbx_cus_/);
    const [payment, ...more] = await paymentsOf(u.userId);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({ status: "approved", amountCents: 1900, refundedAt: null });
    expect(payment!.gatewayId).toMatch(/^sbx_pay_/);
    const charges = await call(t().app, "GET", "/api/billing/charges", { as: u });
    expect(charges.json()).toMatchObject([{ status: "paid", amount: 1900, planName: "Starter" }]);
    expect(gateway.calls.filter((c) => /^(charge|refund)/.test(c))).toEqual(["charge 1900 approved"]);

    // Again: nothing left to settle, nothing moves, nothing charged or refunded.
    const before = { user: await userRow(u.userId), payments: await paymentsOf(u.userId) };
    const calls = gateway.calls.length;
    later(RECONCILE_AFTER_MS);
    expect(await reconcile()).toEqual({ activated: 0, refunded: 0, failed: 0, void: 0, left: 0 });
    expect(await userRow(u.userId)).toEqual(before.user);
    expect(await paymentsOf(u.userId)).toEqual(before.payments);
    expect(gateway.calls).toHaveLength(calls);
  });

  it("is refunded when the person paid again meanwhile: one plan, one charge kept", async () => {
    now = start;
    const u = await registerAccount(t().app, { trial: "over", db: db() });
    await payAndLoseActivation(u);
    // The person tries again once the cut-off checkout's hold on the account ran out, and it goes through.
    later(PAYMENT_LEASE_MS + 1000);
    expect((await pay(u, 3)).statusCode).toBe(200);
    const paidAt = now;
    later(RECONCILE_AFTER_MS + 60_000);
    expect(await reconcile()).toMatchObject({ activated: 0, refunded: 1 });
    expect(await reconcile()).toMatchObject({ activated: 0, refunded: 0 });

    expect(gateway.calls.filter((c) => /^(charge|refund)/.test(c))).toEqual([
      "charge 1900 approved",
      "charge 1900 approved",
      "refund 1900",
    ]);
    const statuses = (await paymentsOf(u.userId)).map((p) => p.status).sort();
    expect(statuses).toEqual(["approved", "refunded"]);
    const row = await userRow(u.userId);
    expect(row).toMatchObject({ subscriptionStatus: "active", planId: 3 });
    expect(row.currentPeriodEnd).toEqual(addMonth(paidAt));
  });

  it("is refunded when found too late to be the month the person wanted", async () => {
    now = start;
    const u = await registerAccount(t().app, { trial: "over", db: db() });
    await payAndLoseActivation(u);
    later(ACTIVATE_WITHIN_MS + 60_000);
    expect(await reconcile()).toMatchObject({ activated: 0, refunded: 1 });
    expect(await reconcile()).toMatchObject({ refunded: 0 });
    expect(gateway.calls.filter((c) => /^refund/.test(c))).toEqual(["refund 1900"]);
    expect((await paymentsOf(u.userId)).map((p) => p.status)).toEqual(["refunded"]);
    expect((await userRow(u.userId)).subscriptionStatus).toBe("expired");
  });

  it("an intent the gateway never got is voided, not shown as a charge, and charges nothing", async () => {
    now = start;
    const u = await registerAccount(t().app, { trial: "over", db: db() });
    const charge = gateway.charge;
    gateway.charge = async () => {
      throw Object.assign(new Error("gateway: sem resposta"), { code: "ETIMEDOUT_GATEWAY" });
    };
    try {
      expect((await pay(u, 3)).statusCode).toBe(500);
    } finally {
      gateway.charge = charge;
    }
    later(RECONCILE_AFTER_MS + 60_000);
    expect(await reconcile()).toMatchObject({ void: 1 });
    expect((await paymentsOf(u.userId)).map((p) => p.status)).toEqual(["void"]);
    expect(gateway.calls).toEqual([]);
    // The account is free to pay now.
    expect((await pay(u, 3)).statusCode).toBe(200);
  });
});

it("a server starting finds the charge left pending and activates the account", async () => {
  now = start;
  const u = await registerAccount(t().app, { trial: "over", db: db() });
  await payAndLoseActivation(u);
  later(RECONCILE_AFTER_MS + 60_000);
  // A second server on the same database, as after a restart: its scheduler runs at start.
  const restarted = await buildApp({
    config: t().config,
    database: t().database,
    gateway,
    now: () => now,
    secrets: { adminPassword: TEST_ADMIN_PASSWORD, sessionSecret: "s".repeat(40) },
    logger: false,
    webRoot: null,
  });
  try {
    await restarted.ready();
    await vi.waitFor(async () => expect((await userRow(u.userId)).subscriptionStatus).toBe("active"));
  } finally {
    await restarted.close();
  }
  expect((await paymentsOf(u.userId)).map((p) => p.status)).toEqual(["approved"]);
});

describe("a renewal charged whose period did not move", () => {
  /** A trial with its card kept, ended a minute ago: the renewal job's first charge is due. */
  async function trialDue() {
    now = start;
    const u = await registerAccount(t().app, { planId: 3 });
    expect((await pay(u, 3)).statusCode).toBe(200);
    const { trialEndsAt } = await userRow(u.userId);
    now = new Date(trialEndsAt!.getTime() + 60_000);
    return u;
  }
  const runDue = () => processDueSubscriptions({ db: db(), gateway, now: () => now });

  it("still due: reconciliation leaves it to the renewal run, which settles it with the same key, charging once", async () => {
    const u = await trialDue();
    await databaseLostAfterCharge();
    expect(await runDue()).toMatchObject({ converted: 0 });
    await databaseBack();
    expect((await paymentsOf(u.userId)).map((p) => p.status)).toEqual(["pending"]);

    later(RECONCILE_AFTER_MS + 60_000);
    expect(await reconcile()).toMatchObject({ left: 1, refunded: 0, activated: 0 });
    expect(await runDue()).toMatchObject({ converted: 1 });
    expect(
      gateway.calls.filter((c) => c.startsWith("chargeCustomer")).map((c) => c.endsWith("repeated")),
    ).toEqual([false, true]);
    expect((await paymentsOf(u.userId)).map((p) => p.status)).toEqual(["approved"]);
    expect((await userRow(u.userId)).subscriptionStatus).toBe("active");
    expect(await reconcile()).toEqual({ activated: 0, refunded: 0, failed: 0, void: 0, left: 0 });
  });

  it("the account cancelled since: the charge is refunded, once, and nothing more is charged", async () => {
    const u = await trialDue();
    await databaseLostAfterCharge();
    await runDue();
    await databaseBack();
    later(PAYMENT_LEASE_MS + 1000);
    const cancel = await call(t().app, "POST", "/api/billing/cancel", { as: u, body: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);
    later(RECONCILE_AFTER_MS);
    expect(await reconcile()).toMatchObject({ refunded: 1 });
    expect(await reconcile()).toMatchObject({ refunded: 0, left: 0 });
    await runDue();
    expect(gateway.calls.filter((c) => /^(chargeCustomer|refund)/.test(c))).toEqual([
      expect.stringMatching(/^chargeCustomer sbx_cus_\w+$/),
      "refund 1900",
    ]);
    expect((await paymentsOf(u.userId)).map((p) => p.status)).toEqual(["refunded"]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("on PostgreSQL, its backends really ended", () => {
  it("every backend ended after each charge of concurrent checkouts: no crash, and after reconciliation each account paid once and has its plan, or neither", async () => {
    now = start;
    const people = await Promise.all(
      Array.from({ length: 6 }, () => registerAccount(t().app, { trial: "over", db: db() })),
    );
    const pool = t().database.pool!;
    const { rows } = await pool.query<{ name: string }>("select current_database() as name");
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    let ended = 0;
    try {
      gateway.afterCharge = async () => {
        ended++;
        await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [rows[0]!.name],
        );
      };
      const answers = await Promise.all(people.map((u) => pay(u, 3)));
      for (const res of answers) expect([200, 503], res.body).toContain(res.statusCode);
    } finally {
      gateway.afterCharge = undefined;
      await admin.end();
    }
    expect(ended).toBeGreaterThan(0);
    later(RECONCILE_AFTER_MS + 60_000);
    await reconcile();
    expect(await reconcile()).toEqual({ activated: 0, refunded: 0, failed: 0, void: 0, left: 0 });
    for (const u of people) {
      const statuses = (await paymentsOf(u.userId)).map((p) => p.status);
      expect(statuses).not.toContain("pending");
      const paid = statuses.filter((s) => s === "approved").length;
      const row = await userRow(u.userId);
      expect({ paid, active: row.subscriptionStatus === "active" }).toEqual(
        paid ? { paid: 1, active: true } : { paid: 0, active: false },
      );
    }
    // Every approved charge at the gateway is either a kept payment or refunded.
    const charged = gateway.calls.filter((c) => c === "charge 1900 approved").length;
    const refunded = gateway.calls.filter((c) => c === "refund 1900").length;
    const kept = (await Promise.all(people.map((u) => paymentsOf(u.userId))))
      .flat()
      .filter((p) => p.status === "approved").length;
    expect(kept + refunded).toBe(charged);
  });

  it("the database refusing connections after the charge: 503, then reconciliation activates once", async () => {
    now = start;
    const u = await registerAccount(t().app, { trial: "over", db: db() });
    const pool = t().database.pool!;
    const { rows } = await pool.query<{ name: string }>("select current_database() as name");
    const name = rows[0]!.name;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      gateway.afterCharge = async () => {
        gateway.afterCharge = undefined;
        await admin.query(`alter database "${name}" allow_connections false`);
        await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [
          name,
        ]);
      };
      const res = await pay(u, 3);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ code: "ACTIVATION_PENDING" });
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`);
      await admin.end();
    }
    // The lease the cut-off checkout could not free runs out before reconciliation's turn.
    later(RECONCILE_AFTER_MS + 60_000);
    expect(await reconcile()).toMatchObject({ activated: 1 });
    expect(await reconcile()).toMatchObject({ activated: 0, refunded: 0 });
    expect(await userRow(u.userId)).toMatchObject({ subscriptionStatus: "active", planId: 3 });
    expect((await paymentsOf(u.userId)).map((p) => p.status)).toEqual(["approved"]);
    expect(gateway.calls.filter((c) => /^(charge|refund)/.test(c))).toEqual(["charge 1900 approved"]);
  });
});
