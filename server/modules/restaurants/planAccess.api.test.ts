import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_IDS } from "../../../common/plans";
import { restaurants, teamMembers } from "../../db/schema";
import { onboard, registerAccount, type SignedIn, uniqueEmail } from "../../testing/accounts";
import { TEST_CARD } from "../../testing/billingTestApp";
import { call } from "../../testing/call";
import { RecordingGateway } from "../../testing/recordingGateway";
import { teamKit } from "../../testing/team";
import { createTestApp, type TestApp } from "../../testing/testApp";
import { processDueSubscriptions } from "../billing/renewals";

/*
 * Leaving Pro leaves what Pro opens (issue 25, docs/decisions/030-plan-changes.md):
 * on Starter the stores beyond the oldest read but do not change, team members
 * lose access, pending invitations cannot be accepted; back on Pro all of it
 * returns. Every check reads the owner's plan on the request itself.
 */
let now = new Date("2026-11-22T12:00:00Z");
const DAY = 86_400_000;
const gateway = new RecordingGateway();
let t: TestApp;
let kit: ReturnType<typeof teamKit>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "100" }, now: () => now, gateway });
  kit = teamKit(t);
});
afterAll(async () => {
  await t.close();
});

const changePlan = (who: SignedIn, planId: number) =>
  call(t.app, "PUT", "/api/billing/plan", { as: who, body: { planId } });
const addDish = (who: SignedIn) =>
  call(t.app, "POST", "/api/dishes", { as: who, body: { name: "Pastel de queijo", price: "12,00" } });
const select = (who: SignedIn, id: number) =>
  call(t.app, "POST", `/api/restaurants/${id}/select`, { as: who });
const storesOf = async (userId: string) =>
  (await t.database.db.select().from(restaurants).where(eq(restaurants.userId, userId)))
    .map((r) => r.id)
    .sort();

describe("an owner on Starter with the stores Pro allowed", () => {
  it("keeps the oldest writable; the others read but answer 403 naming the plan; Pro again restores them", async () => {
    const boss = await kit.owner({ planId: PLAN_IDS.pro });
    for (const name of ["Filial Centro", "Filial Praia"]) {
      expect(
        (await call(t.app, "POST", "/api/restaurants", { as: boss, body: { name, type: "pizzaria" } }))
          .statusCode,
      ).toBe(201);
    }
    const [oldest, second, third] = await storesOf(boss.userId);
    expect((await changePlan(boss, PLAN_IDS.starter)).statusCode).toBe(200);

    const list = (await call(t.app, "GET", "/api/restaurants", { as: boss })).json();
    expect(list).toMatchObject({ planName: "Starter", maxRestaurants: 1, readOnlyIds: [second, third] });
    expect(list.restaurants.map((r: { id: number }) => r.id)).toEqual([oldest, second, third]);

    expect((await select(boss, second!)).statusCode).toBe(200);
    expect((await call(t.app, "GET", "/api/dishes", { as: boss })).statusCode).toBe(200);
    expect((await call(t.app, "GET", "/api/restaurant", { as: boss })).json().id).toBe(second);
    const refused = await addDish(boss);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: "STORE_READ_ONLY",
      error: expect.stringContaining("plano Starter"),
    });
    expect(refused.json().error).toContain("Filial Centro");
    const edit = await call(t.app, "POST", "/api/restaurant", {
      as: boss,
      body: {
        name: "Outro nome",
        type: "pizzaria",
        isOnboarded: true,
      },
    });
    expect(edit.json().code).toBe("STORE_READ_ONLY");
    const generated = await call(t.app, "POST", "/api/generate-content", {
      as: boss,
      body: {
        dishName: "Pizza",
        tone: "divertido",
      },
    });
    expect([generated.statusCode, generated.json().code]).toEqual([403, "STORE_READ_ONLY"]);
    expect((await call(t.app, "GET", "/api/dishes", { as: boss })).json()).toEqual([]);

    expect((await select(boss, oldest!)).statusCode).toBe(200);
    expect((await addDish(boss)).statusCode).toBe(201);

    expect((await changePlan(boss, PLAN_IDS.pro)).statusCode).toBe(200);
    expect((await call(t.app, "GET", "/api/restaurants", { as: boss })).json().readOnlyIds).toEqual([]);
    expect((await select(boss, third!)).statusCode).toBe(200);
    expect((await addDish(boss)).statusCode).toBe(201);
  });
});

describe("a team whose owner moves to Starter", () => {
  it("members lose access at once (403 with a clear message, the store gone from their list) and regain it on Pro", async () => {
    const { boss, member } = await kit.teamWithMember();
    expect((await addDish(member)).statusCode).toBe(201);

    expect((await changePlan(boss, PLAN_IDS.starter)).statusCode).toBe(200);
    const list = (await call(t.app, "GET", "/api/restaurants", { as: member })).json();
    expect(list.restaurants).toEqual([]);
    expect(list.pausedTeams).toEqual([{ restaurantName: boss.restaurantName, ownerName: "Rosa Lima" }]);
    const refused = await addDish(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: "TEAM_PAUSED",
      error: expect.stringContaining(`"${boss.restaurantName}" está pausado`),
    });
    expect((await call(t.app, "GET", "/api/restaurant", { as: member })).body).toBe("");
    const read = await call(t.app, "GET", "/api/dishes", { as: member });
    expect([read.statusCode, read.json().code]).toEqual([403, "TEAM_PAUSED"]);
    expect((await select(member, boss.restaurantId)).statusCode).toBe(404);
    expect((await call(t.app, "GET", "/api/team", { as: member })).statusCode).not.toBe(200);
    // The owner's own work goes on; the membership is kept for later.
    expect((await addDish(boss)).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(teamMembers).where(eq(teamMembers.email, member.email));
    expect(row?.status).toBe("active");

    expect((await changePlan(boss, PLAN_IDS.pro)).statusCode).toBe(200);
    expect((await call(t.app, "GET", "/api/restaurant", { as: member })).json().id).toBe(boss.restaurantId);
    expect((await call(t.app, "GET", "/api/restaurants", { as: member })).json().pausedTeams).toEqual([]);
    expect((await addDish(member)).statusCode).toBe(201);
  });

  it("a pending invitation cannot be accepted while the owner is on Starter, and can once back on Pro", async () => {
    const boss = await kit.owner({ planId: PLAN_IDS.pro });
    const email = uniqueEmail("convidado");
    expect((await kit.invite(boss.cookie, email)).statusCode).toBe(201);
    const token = await kit.tokenFor(email);
    const person = await registerAccount(t.app, { email, verified: true, db: t.database.db });
    expect((await changePlan(boss, PLAN_IDS.starter)).statusCode).toBe(200);

    const refused = await kit.accept(person.cookie, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: "TEAM_REQUIRES_PRO", error: expect.stringMatching(/plano Pro/) });
    expect((await call(t.app, "GET", "/api/restaurants", { as: person })).json().restaurants).toEqual([]);

    expect((await changePlan(boss, PLAN_IDS.pro)).statusCode).toBe(200);
    expect((await kit.accept(person.cookie, token)).statusCode).toBe(200);
    expect((await call(t.app, "GET", "/api/restaurant", { as: person })).json().id).toBe(boss.restaurantId);
  });
});

describe("a paying owner who schedules the downgrade", () => {
  it("keeps Pro (team and stores) to the paid period's end; the renewal to Starter closes them", async () => {
    const boss = await registerAccount(t.app, {
      planId: PLAN_IDS.pro,
      firstName: "Rosa",
      lastName: "Lima",
      trial: "over",
      verified: true,
      db: t.database.db,
    });
    const paid = await call(t.app, "POST", "/api/billing/checkout", {
      as: boss,
      body: { planId: PLAN_IDS.pro, ...TEST_CARD },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await onboard(t.app, boss.cookie, "Cantina Paga", "pizzaria");
    expect(
      (
        await call(t.app, "POST", "/api/restaurants", {
          as: boss,
          body: { name: "Filial", type: "pizzaria" },
        })
      ).statusCode,
    ).toBe(201);
    const email = uniqueEmail("garcom");
    expect((await kit.invite(boss.cookie, email)).statusCode).toBe(201);
    const member = await registerAccount(t.app, { email, verified: true, db: t.database.db });
    expect((await kit.accept(member.cookie, await kit.tokenFor(email))).statusCode).toBe(200);

    now = new Date(now.getTime() + 29 * DAY);
    expect((await changePlan(boss, PLAN_IDS.starter)).json().scheduledPlan).toMatchObject({
      name: "Starter",
    });
    expect((await addDish(member)).statusCode).toBe(201);
    expect((await call(t.app, "GET", "/api/restaurants", { as: boss })).json().readOnlyIds).toEqual([]);

    now = new Date(now.getTime() + DAY);
    await processDueSubscriptions({ db: t.database.db, gateway, now: () => now });
    expect((await addDish(member)).json().code).toBe("TEAM_PAUSED");
    expect((await call(t.app, "GET", "/api/restaurants", { as: boss })).json()).toMatchObject({
      planName: "Starter",
      readOnlyIds: [expect.any(Number)],
    });
  });
});
