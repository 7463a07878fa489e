import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restaurants, users } from "../../db/schema";
import { registerAccount } from "../../testing/accounts";
import { call } from "../../testing/call";
import { createTestApp, type TestApp } from "../../testing/testApp";

/*
 * The store limit under parallel requests (issue 11, item 2). On PostgreSQL
 * each request gets its own connection, so a count-then-insert without the
 * owner's lock lets every request see "0 stores" and insert.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "100" } });
});
afterAll(async () => {
  await t.close();
});

const PARALLEL = 12;
const post = (cookie: string, url: string, i: number) =>
  call(t.app, "POST", url, { cookie, body: { name: `Loja ${i}`, type: "marmitex", isOnboarded: true } });
const fire = (cookie: string, url: string) =>
  Promise.all(Array.from({ length: PARALLEL }, (_, i) => post(cookie, url, i + 1)));
const storesOf = (userId: string) =>
  t.database.db.select().from(restaurants).where(eq(restaurants.userId, userId));
function countBy(codes: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

describe("store limits under parallel requests", () => {
  it(`${PARALLEL} parallel POST /api/restaurants on Starter create exactly 1 store`, async () => {
    const owner = await registerAccount(t.app, { planId: 3 });
    const answers = await fire(owner.cookie, "/api/restaurants");
    expect(countBy(answers.map((r) => r.statusCode))).toEqual({ 201: 1, 403: PARALLEL - 1 });
    for (const refused of answers.filter((r) => r.statusCode === 403)) {
      expect(refused.json()).toEqual({
        code: "PLAN_LIMIT",
        error: "O plano Starter permite 1 restaurante. Mude para o plano Pro para cadastrar mais.",
      });
    }
    expect(await storesOf(owner.userId)).toHaveLength(1);
  });

  it(`${PARALLEL} parallel POST /api/restaurants on Pro create exactly 5 stores`, async () => {
    const owner = await registerAccount(t.app, { planId: 4 });
    const first = await post(owner.cookie, "/api/restaurants", 0);
    expect(first.statusCode).toBe(201);
    const answers = await fire(owner.cookie, "/api/restaurants");
    expect(countBy(answers.map((r) => r.statusCode))).toEqual({ 201: 4, 403: PARALLEL - 4 });
    expect(answers.find((r) => r.statusCode === 403)?.json()).toEqual({
      code: "PLAN_LIMIT",
      error: "O plano Pro permite até 5 restaurantes.",
    });
    expect(await storesOf(owner.userId)).toHaveLength(5);
  });

  it(`${PARALLEL} parallel POST /api/restaurant (first save) create one store, the others edit it`, async () => {
    // Pro: the plan allows 5, so only the lock stops each save from creating "the first" store.
    const owner = await registerAccount(t.app, { planId: 4 });
    const answers = await fire(owner.cookie, "/api/restaurant");
    expect(answers.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    const stores = await storesOf(owner.userId);
    expect(stores).toHaveLength(1);
    expect(new Set(answers.map((r) => r.json().id))).toEqual(new Set([stores[0]?.id]));
  });

  it("without a running plan the parallel requests are all refused with 402 and create nothing", async () => {
    const owner = await registerAccount(t.app, { planId: 3 });
    await t.database.db
      .update(users)
      .set({ subscriptionStatus: "expired", subscriptionActive: false, trialEndsAt: null })
      .where(eq(users.id, owner.userId));
    const answers = await fire(owner.cookie, "/api/restaurants");
    expect(answers.map((r) => r.json().code)).toEqual(Array(PARALLEL).fill("SUBSCRIPTION_REQUIRED"));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(402));
    expect(await storesOf(owner.userId)).toEqual([]);
  });
});
