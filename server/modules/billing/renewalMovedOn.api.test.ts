import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, users } from "../../db/schema";
import { registerAccount } from "../../testing/accounts";
import { billingTestApp } from "../../testing/billingTestApp";
import { call } from "../../testing/call";
import { RecordingGateway } from "../../testing/recordingGateway";
import { addMonth } from "./periods";
import { RECONCILE_AFTER_MS, reconcileCharges } from "./reconcile";
import { processDueSubscriptions } from "./renewals";

/*
 * A renewal charged while the account left the period it was charging (its
 * hold ran out during a slow gateway, an admin moved it): the money is given
 * back, never kept as "approved" on an account that did not move
 * (docs/decisions/028-charge-reconciliation.md).
 */
const start = new Date("2026-11-22T12:00:00Z");
let now = start;
const gateway = new RecordingGateway();
const { t, userRow, paymentsOf, pay } = billingTestApp(gateway, () => now);
const db = () => t().database.db;
const deps = () => ({ db: db(), gateway, now: () => now, appUrl: t().config.appUrl });

describe("a renewal whose account moved on during the charge", () => {
  it("is refunded, the account left as it was, no receipt; reconciliation changes nothing", async () => {
    now = start;
    const u = await registerAccount(t().app, { trial: "over", db: db() });
    expect((await pay(u, 3)).statusCode).toBe(200);
    const paidUntil = (await userRow(u.userId)).currentPeriodEnd!;
    // Keeps the 30-day idle session alive for the read at the end.
    now = new Date(start.getTime() + 15 * 86_400_000);
    expect((await call(t().app, "GET", "/api/billing/subscription", { as: u })).statusCode).toBe(200);
    now = new Date(paidUntil.getTime() + 60_000);
    const movedTo = addMonth(addMonth(paidUntil));
    gateway.afterCharge = async () => {
      gateway.afterCharge = undefined;
      await db().update(users).set({ currentPeriodEnd: movedTo }).where(eq(users.id, u.userId));
    };
    await processDueSubscriptions(deps());
    const statuses = (await paymentsOf(u.userId)).map((p) => p.status);
    expect(statuses).toEqual(["approved", "refunded"]);
    expect(gateway.calls.filter((c) => c.startsWith("refund"))).toEqual(["refund 1900"]);
    expect((await userRow(u.userId)).currentPeriodEnd).toEqual(movedTo);
    // One receipt: the first month's; none for the month given back.
    const receipts = await db()
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "charge_receipt"), eq(mailOutbox.to, u.email.toLowerCase())));
    expect(receipts).toHaveLength(1);
    const charges = await call(t().app, "GET", "/api/billing/charges", { as: u });
    expect(charges.statusCode).toBe(200);
    expect(charges.json().map((c: { status: string }) => c.status)).toEqual(["refunded", "paid"]);

    const calls = gateway.calls.length;
    now = new Date(now.getTime() + RECONCILE_AFTER_MS + 60_000);
    expect(await reconcileCharges(deps())).toEqual({
      activated: 0,
      refunded: 0,
      failed: 0,
      void: 0,
      left: 0,
    });
    expect(gateway.calls).toHaveLength(calls);
  });
});
