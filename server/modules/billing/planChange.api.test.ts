import { expect, it } from "vitest";
import { billingTestApp } from "../../testing/billingTestApp";
import { RecordingGateway } from "../../testing/recordingGateway";
import { signUp } from "../../testing/signUp";

/*
 * The account page's "Mudar para Pro" is a checkout while a gateway
 * subscription exists: with a real provider, keeping the old one would bill
 * the person twice every month. The gateway here is the real sandbox that
 * writes down what it was asked.
 */
const now = new Date("2026-11-22T12:00:00Z");
const gateway = new RecordingGateway();
const { t, userRow, paymentsOf, pay } = billingTestApp(gateway, () => now);

it("changing plan starts the new gateway subscription, then cancels the previous one", async () => {
  const u = await signUp(t().app);
  expect((await pay(u, 3)).statusCode).toBe(200);
  const starter = await userRow(u.userId);
  expect(starter.mpSubscriptionId).toMatch(/^sbx_sub_/);
  expect(gateway.calls).toEqual(["charge 1900 approved", `start ${starter.mpSubscriptionId}`]);

  gateway.calls.length = 0;
  const change = await pay(u, 4);
  expect(change.statusCode, change.body).toBe(200);
  const pro = await userRow(u.userId);
  expect(pro).toMatchObject({ planId: 4, subscriptionStatus: "active", subscriptionActive: true });
  expect(pro.mpSubscriptionId).not.toBe(starter.mpSubscriptionId);
  expect(gateway.calls).toEqual([
    "charge 3900 approved",
    `start ${pro.mpSubscriptionId}`,
    `cancel ${starter.mpSubscriptionId}`,
  ]);
  expect((await paymentsOf(u.userId)).map((p) => [p.status, p.planId, p.amountCents])).toEqual([
    ["approved", 3, 1900],
    ["approved", 4, 3900],
  ]);
});

it("a refused card on a plan change leaves the current subscription running", async () => {
  const u = await signUp(t().app);
  expect((await pay(u, 3)).statusCode).toBe(200);
  const before = await userRow(u.userId);
  gateway.calls.length = 0;
  expect((await pay(u, 4, { cardNumber: "4000000000000002" })).statusCode).toBe(402);
  expect(gateway.calls).toEqual(["charge 3900 declined"]);
  const after = await userRow(u.userId);
  expect(after).toMatchObject({ planId: 3, mpSubscriptionId: before.mpSubscriptionId });
});

it("cancelling afterwards cancels the subscription that is running now", async () => {
  const u = await signUp(t().app);
  await pay(u, 3);
  await pay(u, 4);
  const current = (await userRow(u.userId)).mpSubscriptionId;
  gateway.calls.length = 0;
  const res = await t().app.inject({
    method: "POST",
    url: "/api/billing/cancel",
    headers: { cookie: u.cookie },
    payload: {},
  });
  expect(res.statusCode).toBe(200);
  expect(gateway.calls.filter((c) => c.startsWith("cancel"))).toEqual([`cancel ${current}`]);
});
