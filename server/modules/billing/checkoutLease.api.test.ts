import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { Card } from "../../../common/billing";
import { users } from "../../db/schema";
import { registerAccount } from "../../testing/accounts";
import { billingTestApp } from "../../testing/billingTestApp";
import { call } from "../../testing/call";
import { RecordingGateway } from "../../testing/recordingGateway";
import { CHECKOUT_IN_PROGRESS, CHECKOUT_LEASE_MS } from "./checkout";

/*
 * One checkout at a time per person, held by the database (issue 11, item 2):
 * the lease users.checkoutLockedUntil, not a lock in this process.
 */

/** The sandbox, with a gate that holds card charges until the test opens it. */
class GatedGateway extends RecordingGateway {
  private gate: Promise<void> | null = null;
  private open: () => void = () => {};
  hold() {
    this.gate = new Promise((resolve) => {
      this.open = resolve;
    });
  }
  release() {
    this.open();
    this.gate = null;
  }
  override async charge(
    card: Card,
    customer: { email: string; name: string; customerId?: string | null },
    amountCents: number,
  ) {
    if (this.gate) await this.gate;
    return super.charge(card, customer, amountCents);
  }
}

const now = new Date("2026-11-22T12:00:00Z");
const gateway = new GatedGateway();
const { t, userRow, paymentsOf, pay } = billingTestApp(gateway, () => now);
const charges = () => gateway.calls.filter((c) => c.startsWith("charge "));
const leaseOf = async (userId: string) => (await userRow(userId)).checkoutLockedUntil;
const setLease = (userId: string, until: Date | null) =>
  t().database.db.update(users).set({ checkoutLockedUntil: until }).where(eq(users.id, userId));

describe("one checkout at a time per person", () => {
  it("5 checkouts at once: one is charged, the other 4 answer 409 at once and charge nothing", async () => {
    const u = await registerAccount(t().app, { trial: "over", db: t().database.db });
    gateway.hold();
    const answered: number[] = [];
    const requests = Array.from({ length: 5 }, () =>
      pay(u, 3).then((res) => {
        answered.push(res.statusCode);
        return res;
      }),
    );
    try {
      // The first checkout waits at the gateway; the others must not wait for it.
      await vi.waitFor(() => expect(answered).toHaveLength(4), { timeout: 10_000 });
    } finally {
      gateway.release();
    }
    const answers = await Promise.all(requests);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(refused).toHaveLength(4);
    for (const res of refused) {
      expect(res.json()).toEqual({ code: "CHECKOUT_IN_PROGRESS", error: CHECKOUT_IN_PROGRESS });
    }
    expect(charges()).toEqual(["charge 1900 approved"]);
    expect((await paymentsOf(u.userId)).map((p) => [p.kind, p.status])).toEqual([["charge", "approved"]]);
    expect(await leaseOf(u.userId)).toBeNull();
  });

  it("a lease held elsewhere (another instance) refuses with 409; one that ran out does not block", async () => {
    const u = await registerAccount(t().app, { trial: "over", db: t().database.db });
    await setLease(u.userId, new Date(now.getTime() + 60_000));
    const held = await pay(u, 3);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({ code: "CHECKOUT_IN_PROGRESS", error: CHECKOUT_IN_PROGRESS });
    expect(gateway.calls).toEqual([]);
    expect(await paymentsOf(u.userId)).toEqual([]);

    // A process that died mid-checkout left its lease: it runs out, and the account pays again.
    await setLease(u.userId, new Date(now.getTime() - 1));
    const after = await pay(u, 3);
    expect(after.statusCode, after.body).toBe(200);
    expect(charges()).toEqual(["charge 1900 approved"]);
    expect(await leaseOf(u.userId)).toBeNull();
  });

  it("the lease taken by a checkout lasts a bounded time and is freed after a refusal or a 409", async () => {
    const u = await registerAccount(t().app, { trial: "over", db: t().database.db });
    gateway.hold();
    const paying = pay(u, 3);
    try {
      await vi.waitFor(async () => expect(await leaseOf(u.userId)).not.toBeNull());
      expect((await leaseOf(u.userId))?.getTime()).toBe(now.getTime() + CHECKOUT_LEASE_MS);
    } finally {
      gateway.release();
    }
    expect((await paying).statusCode).toBe(200);

    const same = await pay(u, 3);
    expect(same.json().code).toBe("ALREADY_ON_PLAN");
    expect(await leaseOf(u.userId)).toBeNull();
    // Another plan while paying is a 409 too (plans change in Minha conta, PUT /api/billing/plan).
    expect((await pay(u, 4)).json().code).toBe("ALREADY_ON_PLAN");
    expect(await leaseOf(u.userId)).toBeNull();
    const other = await registerAccount(t().app, { trial: "over", db: t().database.db });
    const refused = await pay(other, 4, { cardNumber: "4000 0000 0000 0002" });
    expect(refused.statusCode).toBe(402);
    expect(await leaseOf(other.userId)).toBeNull();
  });

  it("cancelling while a checkout is being charged is a 409: the payment is not undone half-way", async () => {
    const u = await registerAccount(t().app, { trial: "over", db: t().database.db });
    const cancel = () => call(t().app, "POST", "/api/billing/cancel", { as: u, body: {} });
    gateway.hold();
    const paying = pay(u, 3);
    try {
      await vi.waitFor(async () => expect(await leaseOf(u.userId)).not.toBeNull());
      const meanwhile = await cancel();
      expect(meanwhile.json()).toEqual({ code: "CHECKOUT_IN_PROGRESS", error: CHECKOUT_IN_PROGRESS });
      expect(meanwhile.statusCode).toBe(409);
    } finally {
      gateway.release();
    }
    expect((await paying).statusCode).toBe(200);
    expect(await userRow(u.userId)).toMatchObject({ subscriptionStatus: "active", subscriptionActive: true });

    // Afterwards the cancel goes through, with the 30-day refund of what was just paid.
    const after = await cancel();
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toMatchObject({ refunded: true, subscription: { status: "cancelled" } });
    expect((await paymentsOf(u.userId)).map((p) => p.status)).toEqual(["refunded"]);
    expect(await leaseOf(u.userId)).toBeNull();
  });
});
