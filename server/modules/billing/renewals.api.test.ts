import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Db, openDatabase } from "../../db/open";
import { mailOutbox, users } from "../../db/schema";
import { registerAccount, type SignedIn } from "../../testing/accounts";
import { billingTestApp, TEST_CARD } from "../../testing/billingTestApp";
import { call } from "../../testing/call";
import { sessionCookieOf } from "../../testing/cookies";
import { waitForMail } from "../../testing/outbox";
import { RecordingGateway } from "../../testing/recordingGateway";
import { CHECKOUT_IN_PROGRESS } from "./checkout";
import { processDueSubscriptions } from "./renewals";

/*
 * Renewals and trial conversions (issue 11, item 11): each period is charged
 * once, with an idempotency key, and settled in one transaction; a crash
 * between the charge and the update is settled by the next run.
 */

/** The sandbox that can lose its answer: the charge is made, then the call fails (a crash, a timeout). */
class CrashingGateway extends RecordingGateway {
  crashesAfterCharge = 0;
  /** When set, charges on kept customers wait for it (a slow gateway). */
  gate: Promise<void> | null = null;
  override async chargeCustomer(customerId: string, amountCents: number, idempotencyKey: string) {
    if (this.gate) await this.gate;
    const result = await super.chargeCustomer(customerId, amountCents, idempotencyKey);
    if (this.crashesAfterCharge > 0) {
      this.crashesAfterCharge--;
      throw new Error("conexão perdida depois da cobrança");
    }
    return result;
  }
}

const START = new Date("2026-11-22T12:00:00Z");
let now = START;
const gateway = new CrashingGateway();
const { t, userRow, paymentsOf, pay } = billingTestApp(gateway, () => now);
beforeEach(() => {
  now = START;
  gateway.crashesAfterCharge = 0;
  gateway.gate = null;
});

const runDue = (db: Db = t().database.db) => processDueSubscriptions({ db, gateway, now: () => now });
/** What the gateway was asked for one customer: real charges, and repeats answered from the key. */
const asked = (customerId: string | null) =>
  gateway.calls.filter((c) => c.startsWith(`chargeCustomer ${customerId}`));
const keyedPayments = async (userId: string) =>
  (await paymentsOf(userId))
    .filter((p) => p.kind !== "charge")
    .map((p) => ({
      kind: p.kind,
      status: p.status,
      key: p.idempotencyKey,
      periodStart: p.periodStart?.toISOString(),
      periodEnd: p.periodEnd?.toISOString(),
      paid: p.gatewayId?.startsWith("sbx_pay_") ?? false,
    }));

async function paid(planId = 3): Promise<SignedIn> {
  const u = await registerAccount(t().app, { trial: "over", db: t().database.db });
  const res = await pay(u, planId);
  expect(res.statusCode, res.body).toBe(200);
  return u;
}

let n = 0;
/** A /trial account: card verified and kept, so its end date charges it. */
async function trialWithCard(): Promise<SignedIn> {
  const email = `renovacao-${++n}-${Date.now()}@exemplo.com.br`;
  const res = await call(t().app, "POST", "/api/billing/trial", {
    body: {
      firstName: "Ana",
      lastName: "Souza",
      email,
      password: "Feijoada-de-Sabado",
      planId: 3,
      ...TEST_CARD,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error("o teste grátis não abriu sessão");
  return { userId: res.json().user.id, email, cookie };
}

/** Another instance on the same database (its own pool on PostgreSQL; PGlite has one connection). */
let other: { db: Db; close: () => Promise<void> } | undefined;
async function otherInstance(): Promise<Db> {
  const { database } = t();
  const url = database.pool?.options.connectionString;
  if (database.kind !== "postgres" || !url) return database.db;
  const opened = await openDatabase({ databaseUrl: url });
  other = { db: opened.db, close: opened.close };
  return opened.db;
}
afterEach(async () => {
  await other?.close();
  other = undefined;
});

describe("a crash between the charge and the update", () => {
  it("a renewal charged but not recorded is settled by the next run, charged once", async () => {
    const u = await paid();
    const before = await userRow(u.userId);
    const customer = before.mpCustomerId;
    expect(before.currentPeriodEnd?.toISOString()).toBe("2026-12-22T12:00:00.000Z");
    const pending = {
      kind: "renewal",
      key: `renewal:${u.userId}:2026-12-22T12:00:00.000Z`,
      periodStart: "2026-12-22T12:00:00.000Z",
      periodEnd: "2027-01-22T12:00:00.000Z",
    };

    now = new Date("2026-12-22T13:00:00Z");
    gateway.crashesAfterCharge = 1;
    await runDue();
    expect(asked(customer)).toEqual([`chargeCustomer ${customer}`]);
    expect(await keyedPayments(u.userId)).toEqual([{ ...pending, status: "pending", paid: false }]);
    expect((await userRow(u.userId)).currentPeriodEnd).toEqual(before.currentPeriodEnd);

    await runDue();
    // Asked again with the same key: the gateway answers the first payment, nothing more is charged.
    expect(asked(customer)).toEqual([`chargeCustomer ${customer}`, `chargeCustomer ${customer} repeated`]);
    expect(await keyedPayments(u.userId)).toEqual([{ ...pending, status: "approved", paid: true }]);
    expect(await userRow(u.userId)).toMatchObject({ subscriptionStatus: "active", subscriptionActive: true });
    expect((await userRow(u.userId)).currentPeriodEnd?.toISOString()).toBe("2027-01-22T12:00:00.000Z");

    await runDue();
    expect(asked(customer)).toHaveLength(2);
  });

  it("a trial conversion charged but not recorded converts on the next run, with one charge and one subscription", async () => {
    const u = await trialWithCard();
    const customer = (await userRow(u.userId)).mpCustomerId;
    now = new Date("2026-11-29T13:00:00Z");
    gateway.crashesAfterCharge = 1;
    await runDue();
    expect(await userRow(u.userId)).toMatchObject({ subscriptionStatus: "trialing" });
    expect((await keyedPayments(u.userId)).map((p) => [p.kind, p.status])).toEqual([
      ["trial_conversion", "pending"],
    ]);

    await runDue();
    await runDue();
    const row = await userRow(u.userId);
    expect(row).toMatchObject({ subscriptionStatus: "active", subscriptionActive: true });
    expect(row.currentPeriodEnd?.toISOString()).toBe("2026-12-29T12:00:00.000Z");
    expect(asked(customer)).toEqual([`chargeCustomer ${customer}`, `chargeCustomer ${customer} repeated`]);
    expect(gateway.calls.filter((c) => c.startsWith("start "))).toEqual([`start ${row.mpSubscriptionId}`]);
    expect(await keyedPayments(u.userId)).toEqual([
      {
        kind: "trial_conversion",
        status: "approved",
        key: `trial_conversion:${u.userId}:2026-11-29T12:00:00.000Z`,
        periodStart: "2026-11-29T12:00:00.000Z",
        periodEnd: "2026-12-29T12:00:00.000Z",
        paid: true,
      },
    ]);
  });
});

describe("each period is charged once", () => {
  it("two runs at once (two instances on PostgreSQL) charge every due period once", async () => {
    const renewing = [await paid(3), await paid(4), await paid(3)];
    const trial = await trialWithCard();
    now = new Date("2026-12-22T13:00:00Z");
    const second = await otherInstance();
    gateway.calls.length = 0;
    await Promise.all([runDue(), runDue(second), runDue()]);

    for (const u of renewing) {
      const row = await userRow(u.userId);
      expect(asked(row.mpCustomerId).filter((c) => !c.endsWith("repeated"))).toHaveLength(1);
      expect((await keyedPayments(u.userId)).map((p) => [p.kind, p.status])).toEqual([
        ["renewal", "approved"],
      ]);
      expect(row.currentPeriodEnd?.toISOString()).toBe("2027-01-22T12:00:00.000Z");
    }
    const converted = await userRow(trial.userId);
    expect(asked(converted.mpCustomerId).filter((c) => !c.endsWith("repeated"))).toHaveLength(1);
    expect((await keyedPayments(trial.userId)).map((p) => [p.kind, p.status])).toEqual([
      ["trial_conversion", "approved"],
    ]);
    expect(converted).toMatchObject({ subscriptionStatus: "active", subscriptionActive: true });
    expect(converted.currentPeriodEnd?.toISOString()).toBe("2026-12-29T12:00:00.000Z");
    // Every subscription started is the one kept: none left billing on the side.
    expect(gateway.calls.filter((c) => c.startsWith("start ") && !c.endsWith("repeated"))).toEqual([
      `start ${converted.mpSubscriptionId}`,
    ]);

    const calls = gateway.calls.length;
    await runDue();
    expect(gateway.calls).toHaveLength(calls);
  });

  it("a refused renewal is recorded once, as failed with its period, and ends the plan", async () => {
    const u = await paid();
    // A customer the gateway no longer knows: the sandbox declines it.
    await t().database.db.update(users).set({ mpCustomerId: "cus_gone" }).where(eq(users.id, u.userId));
    now = new Date("2026-12-22T13:00:00Z");
    await runDue();
    await runDue();
    expect(asked("cus_gone")).toEqual(["chargeCustomer cus_gone"]);
    const [failed] = (await paymentsOf(u.userId)).filter((p) => p.kind === "renewal");
    expect(failed).toMatchObject({
      status: "failed",
      failureCode: "declined",
      gatewayId: null,
      idempotencyKey: `renewal:${u.userId}:2026-12-22T12:00:00.000Z`,
    });
    expect(await userRow(u.userId)).toMatchObject({
      subscriptionStatus: "expired",
      subscriptionActive: false,
    });
  });

  it("a period with no card kept ends without a refused charge: no payment row, and the mail says no card, not 'recusou'", async () => {
    const u = await paid();
    await t()
      .database.db.update(users)
      .set({ mpCustomerId: null, cardBrand: null, cardLast4: null })
      .where(eq(users.id, u.userId));
    now = new Date("2026-12-22T13:00:00Z");
    await runDue();
    expect((await paymentsOf(u.userId)).filter((p) => p.kind === "renewal")).toEqual([]);
    expect(await userRow(u.userId)).toMatchObject({
      subscriptionStatus: "expired",
      subscriptionActive: false,
    });
    const ended = await t()
      .database.db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, u.email), eq(mailOutbox.kind, "access_ended")));
    expect(ended).toHaveLength(1);
    // The outbox row's text is blanked once sent: read the delivered mail.
    const mail = await waitForMail(t().dataDir, u.email, /^Seu acesso ao Prato Cheio terminou$/);
    expect(mail.text).toContain("não há um cartão cadastrado para renovar. Nada foi cobrado.");
    expect(mail.text).not.toContain("recusou");
  });

  it("a renewal and a checkout of one person never run at once: whoever comes second waits its turn", async () => {
    // A trial that converts on its end date: charged like a renewal, on the kept card.
    const u = await trialWithCard();
    const customer = (await userRow(u.userId)).mpCustomerId;
    now = new Date("2026-11-29T13:00:00Z");
    const lease = (until: Date | null) =>
      t().database.db.update(users).set({ checkoutLockedUntil: until }).where(eq(users.id, u.userId));

    // A checkout under way (here or on another instance): the job leaves the account for the next run.
    await lease(new Date(now.getTime() + 60_000));
    await runDue();
    expect(asked(customer)).toEqual([]);
    expect(await keyedPayments(u.userId)).toEqual([]);
    await lease(null);

    // The job charging the account: a checkout meanwhile is a 409 and charges nothing.
    let open = () => {};
    gateway.gate = new Promise((resolve) => {
      open = resolve;
    });
    const converting = runDue();
    try {
      await vi.waitFor(async () =>
        expect((await keyedPayments(u.userId)).map((p) => p.status)).toEqual(["pending"]),
      );
      const meanwhile = await pay(u, 4);
      expect(meanwhile.json()).toEqual({ code: "CHECKOUT_IN_PROGRESS", error: CHECKOUT_IN_PROGRESS });
      expect(meanwhile.statusCode).toBe(409);
    } finally {
      open();
      await converting;
    }
    expect(asked(customer)).toEqual([`chargeCustomer ${customer}`]);
    expect(gateway.calls.filter((c) => c.startsWith("charge "))).toEqual([]);
    expect((await keyedPayments(u.userId)).map((p) => p.status)).toEqual(["approved"]);
    expect(await userRow(u.userId)).toMatchObject({
      subscriptionStatus: "active",
      checkoutLockedUntil: null,
    });
  });
});
