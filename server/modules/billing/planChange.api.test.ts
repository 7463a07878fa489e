import { expect, it } from "vitest";
import { registerAccount, type SignedIn } from "../../testing/accounts";
import { billingTestApp } from "../../testing/billingTestApp";
import { RecordingGateway } from "../../testing/recordingGateway";
import { processDueSubscriptions } from "./renewals";

/*
 * "Mudar de plano" in Minha conta (issue 17): PUT /api/billing/plan changes
 * the plan of a running trial or paid period without charging now; the next
 * charge (the trial's first, or the renewal) is the new plan's price. A
 * checkout while paying is a 409 (checkoutGuards.api.test.ts).
 */
const START = new Date("2026-11-22T12:00:00Z");
let now = START;
const gateway = new RecordingGateway();
const { t, userRow, paymentsOf, pay } = billingTestApp(gateway, () => now);
const DAY = 86_400_000;

const changePlan = (u: SignedIn, planId: number) =>
  t().app.inject({
    method: "PUT",
    url: "/api/billing/plan",
    headers: { cookie: u.cookie },
    payload: { planId },
  });
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

it("while paying the plan changes now and the next renewal charges the new price", async () => {
  now = START;
  const u = await registerAccount(t().app, { trial: "over", db: t().database.db });
  expect((await pay(u, 3)).statusCode).toBe(200);
  gateway.calls.length = 0;
  const res = await changePlan(u, 4);
  expect(res.json()).toMatchObject({ status: "active", plan: { id: 4 }, nextChargeAmount: 3900 });
  expect(gateway.calls).toEqual([]);
  now = new Date("2026-12-22T12:00:00Z");
  await runDue();
  expect((await paymentsOf(u.userId)).map((p) => [p.kind, p.planId, p.amountCents])).toEqual([
    ["charge", 3, 1900],
    ["renewal", 4, 3900],
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
