import { describe, expect, it } from "vitest";
import { registerAccount } from "../../testing/accounts";
import { billingTestApp, TEST_CARD } from "../../testing/billingTestApp";
import { call } from "../../testing/call";
import { RecordingGateway } from "../../testing/recordingGateway";

/** The sandbox, with switches to make the subscription service or the refund fail after a charge. */
class FlakyGateway extends RecordingGateway {
  failStart = false;
  failRefund = false;
  override async startSubscription(customerId: string, planId: number, amountCents: number) {
    if (this.failStart) throw new Error("gateway: serviço de assinaturas fora do ar");
    return super.startSubscription(customerId, planId, amountCents);
  }
  override async refund(paymentId: string, amountCents: number) {
    if (this.failRefund) throw new Error("gateway: estorno recusado");
    return super.refund(paymentId, amountCents);
  }
}

const now = new Date("2026-11-22T12:00:00Z");
const gateway = new FlakyGateway();
const { t, userRow, paymentsOf, pay } = billingTestApp(gateway, () => now);
const flaky = (start: boolean, refund = false) => {
  gateway.failStart = start;
  gateway.failRefund = refund;
};

describe("checkout guards", () => {
  it("paying again for the plan already paid is a 409 that charges nothing", async () => {
    flaky(false);
    const u = await registerAccount(t().app, { trial: "over", db: t().database.db });
    expect((await pay(u, 4)).statusCode).toBe(200);
    gateway.calls.length = 0;
    const again = await pay(u, 4);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "ALREADY_ON_PLAN" });
    expect(again.json().error).toContain("Pro");
    expect(gateway.calls).toEqual([]);
    expect(await paymentsOf(u.userId)).toHaveLength(1);
  });

  it("two payments at once for one person charge once; the second meets the paid plan", async () => {
    flaky(false);
    const u = await registerAccount(t().app, { trial: "over", db: t().database.db });
    const answers = await Promise.all([pay(u, 3), pay(u, 3)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(gateway.calls.filter((c) => c.startsWith("charge"))).toEqual(["charge 1900 approved"]);
    expect(await paymentsOf(u.userId)).toHaveLength(1);
  });

  it("a charge whose subscription cannot start is refunded, recorded as such, and the account unchanged", async () => {
    const u = await registerAccount(t().app, { trial: "over", db: t().database.db });
    const before = await userRow(u.userId);
    flaky(true);
    const res = await pay(u, 3);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toContain("estornado");
    expect(gateway.calls).toEqual(["charge 1900 approved", "refund 1900"]);
    expect((await paymentsOf(u.userId)).map((p) => p.status)).toEqual(["refunded"]);
    expect(await userRow(u.userId)).toMatchObject({
      subscriptionStatus: before.subscriptionStatus,
      currentPeriodEnd: before.currentPeriodEnd,
      mpSubscriptionId: null,
    });
  });

  it("a checkout for another plan while paying is a 409 that charges nothing and keeps the subscription", async () => {
    flaky(false);
    const u = await registerAccount(t().app, { trial: "over", db: t().database.db });
    expect((await pay(u, 3)).statusCode).toBe(200);
    const starter = await userRow(u.userId);
    gateway.calls.length = 0;
    const res = await pay(u, 4);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: "ALREADY_ON_PLAN",
      error:
        "Você já está no plano Starter e ele está pago. Nada foi cobrado. Para mudar de plano ou de cartão, abra Minha conta.",
    });
    expect(gateway.calls).toEqual([]);
    expect(await userRow(u.userId)).toMatchObject({ planId: 3, mpSubscriptionId: starter.mpSubscriptionId });
  });

  it("when the refund fails too, the answer says it settles by itself and the charge stays pending for reconciliation", async () => {
    const u = await registerAccount(t().app, { trial: "over", db: t().database.db });
    flaky(true, true);
    const res = await pay(u, 3);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toContain("ativada ou o valor estornado, automaticamente");
    expect((await paymentsOf(u.userId)).map((p) => p.status)).toEqual(["pending"]);
  });
});

describe("trial guards", () => {
  const trial = (payload: object) =>
    call(t().app, "POST", "/api/billing/trial", {
      body: {
        firstName: "Ana",
        lastName: "Souza",
        password: "Moqueca-de-Peixe",
        planId: 3,
        ...TEST_CARD,
        ...payload,
      },
    });

  it("a taken email answers like a new trial (issue 25): the card only verified, nothing charged, the account unchanged", async () => {
    flaky(false);
    const u = await registerAccount(t().app, { trial: "over", db: t().database.db });
    const res = await trial({ email: u.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).not.toBe(u.userId);
    // Asked as for a new account (the same work, the same time), never charged.
    expect(gateway.calls).toEqual(["verify approved"]);
    const me = await call(t().app, "GET", "/api/user", { as: u });
    expect(me.json()).toMatchObject({ id: u.userId, subscriptionStatus: "expired" });
  });

  it("a plan that does not exist is refused before the card goes to the gateway", async () => {
    flaky(false);
    expect((await trial({ email: "nova.ana@exemplo.com.br", planId: 99 })).statusCode).toBe(400);
    expect(gateway.calls).toEqual([]);
  });
});
