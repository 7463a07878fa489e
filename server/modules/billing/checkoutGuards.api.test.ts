import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { payments, users } from "../../db/schema";
import { type SignedUp, signUp } from "../../testing/signUp";
import { createTestApp, type TestApp } from "../../testing/testApp";
import { RecordingGateway } from "./recordingGateway";

/** A gateway whose subscription service is down after the charge went through. */
class FailingSubscriptions extends RecordingGateway {
  failStart = false;
  override async startSubscription() {
    if (this.failStart) throw new Error("gateway: serviço de assinaturas fora do ar");
    return super.startSubscription();
  }
}

const now = new Date("2026-11-22T12:00:00Z");
const gateway = new FailingSubscriptions();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now, gateway, env: { RATE_LIMIT_SCALE: "100" } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  gateway.calls.length = 0;
  gateway.failStart = false;
});

const card = {
  cardNumber: "4242 4242 4242 4242",
  cardExpiry: "12/30",
  cardCvc: "123",
  cardholderName: "ANA SOUZA",
};
const pay = (u: SignedUp, planId: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/billing/checkout",
    headers: { cookie: u.cookie },
    payload: { planId, ...card },
  });
const paymentsOf = (userId: string) =>
  t.database.db.select().from(payments).where(eq(payments.userId, userId));

describe("checkout guards", () => {
  it("paying again for the plan already paid is a 409 that charges nothing", async () => {
    const u = await signUp(t.app);
    expect((await pay(u, 4)).statusCode).toBe(200);
    gateway.calls.length = 0;
    const again = await pay(u, 4);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "ALREADY_ON_PLAN" });
    expect(again.json().error).toContain("Pro");
    expect(gateway.calls).toEqual([]);
    expect(await paymentsOf(u.userId)).toHaveLength(1);
  });

  it("a charge whose subscription cannot start is refunded, recorded as such, and the account unchanged", async () => {
    const u = await signUp(t.app);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, u.userId));
    gateway.failStart = true;
    const res = await pay(u, 3);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toContain("estornado");
    expect(gateway.calls).toEqual(["charge 1900 approved", "refund 1900"]);
    expect((await paymentsOf(u.userId)).map((p) => p.status)).toEqual(["refunded"]);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, u.userId));
    expect(after).toMatchObject({
      subscriptionStatus: before!.subscriptionStatus,
      currentPeriodEnd: before!.currentPeriodEnd,
      mpSubscriptionId: null,
    });
  });
});

describe("trial guards", () => {
  it("a taken email is refused before the card goes to the gateway", async () => {
    const u = await signUp(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/billing/trial",
      payload: {
        firstName: "Ana",
        lastName: "Souza",
        email: u.email.toUpperCase(),
        password: "Moqueca-de-Peixe",
        planId: 3,
        ...card,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(gateway.calls).toEqual([]);
  });

  it("a plan that does not exist is refused before the card goes to the gateway", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/billing/trial",
      payload: {
        firstName: "Ana",
        lastName: "Souza",
        email: "nova.ana@exemplo.com.br",
        password: "Moqueca-de-Peixe",
        planId: 99,
        ...card,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(gateway.calls).toEqual([]);
  });
});
