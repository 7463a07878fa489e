import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONBOARDING_MESSAGE } from "../../../common/restaurant";
import { restaurants, users } from "../../db/schema";
import { registerAccount } from "../../testing/accounts";
import { call } from "../../testing/call";
import { createTestApp, type TestApp } from "../../testing/testApp";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PNG_1PX =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

async function save(cookie: string, payload: unknown, url = "/api/restaurant") {
  return call(t.app, "POST", url, { cookie, body: payload as object });
}

describe("GET/POST /api/restaurant", () => {
  it("needs a session", async () => {
    expect((await call(t.app, "GET", "/api/restaurant")).statusCode).toBe(401);
    expect((await save("pc_session=nada", { name: "X", type: "pizzaria" })).statusCode).toBe(401);
  });

  it("answers null before onboarding, then the saved restaurant; other users never see it", async () => {
    const ana = await registerAccount(t.app);
    const bia = await registerAccount(t.app);
    const before = await call(t.app, "GET", "/api/restaurant", { as: ana });
    expect(before.statusCode).toBe(200);
    expect(before.body).toBe("");

    const res = await save(ana.cookie, {
      name: "  Pizzaria da Ana ",
      type: "pizzaria",
      logoUrl: `data:image/png;base64,${PNG_1PX}`,
      isOnboarded: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Pizzaria da Ana", type: "pizzaria", isOnboarded: true });

    const mine = await call(t.app, "GET", "/api/restaurant", { as: ana });
    expect(mine.json().name).toBe("Pizzaria da Ana");
    const theirs = await call(t.app, "GET", "/api/restaurant", { as: bia });
    expect(theirs.body).toBe("");

    // Settings: saving again edits the same restaurant.
    await save(ana.cookie, { name: "Pizzaria da Ana Delivery", type: "italiana", isOnboarded: true });
    const rows = await t.database.db.select().from(restaurants).where(eq(restaurants.userId, ana.userId));
    expect(rows.map((r) => [r.name, r.type])).toEqual([["Pizzaria da Ana Delivery", "italiana"]]);
  });

  it("refuses a blank name or category with the SPEC message and saves nothing", async () => {
    const u = await registerAccount(t.app);
    for (const payload of [{ name: "  ", type: "pizzaria" }, { name: "Casa", type: " " }, { name: "Casa" }]) {
      const res = await save(u.cookie, payload);
      expect(res.statusCode).toBe(400);
      if ("type" in payload) expect(res.json().error).toContain(ONBOARDING_MESSAGE);
    }
    const bad = await save(u.cookie, { name: "Casa", type: "restaurante-de-luxo" });
    expect(bad.statusCode).toBe(400);
    expect(await t.database.db.select().from(restaurants).where(eq(restaurants.userId, u.userId))).toEqual(
      [],
    );
  });

  it("refuses a logo that is not really an image, or over 5 MB", async () => {
    const u = await registerAccount(t.app);
    const fake = Buffer.from("<script>alert(1)</script>").toString("base64");
    const notImage = await save(u.cookie, {
      name: "Casa",
      type: "cafe",
      logoUrl: `data:image/png;base64,${fake}`,
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().code).toBe("INVALID_LOGO");
    const svg = await save(u.cookie, {
      name: "Casa",
      type: "cafe",
      logoUrl: "data:image/svg+xml;base64,PHN2Zz4=",
    });
    expect(svg.statusCode).toBe(400);
    const big = Buffer.alloc(5 * 1024 * 1024 + 10);
    Buffer.from(PNG_1PX, "base64").copy(big);
    const tooBig = await save(u.cookie, {
      name: "Casa",
      type: "cafe",
      logoUrl: `data:image/png;base64,${big.toString("base64")}`,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().code).toBe("LOGO_TOO_LARGE");
    // A 6 MB image makes a body past the route's 7 MB limit: still the logo's own 400.
    const huge = Buffer.alloc(6 * 1024 * 1024);
    Buffer.from(PNG_1PX, "base64").copy(huge);
    const tooHuge = await save(u.cookie, {
      name: "Casa",
      type: "cafe",
      logoUrl: `data:image/png;base64,${huge.toString("base64")}`,
    });
    expect(tooHuge.statusCode).toBe(400);
    expect(tooHuge.json()).toMatchObject({ code: "LOGO_TOO_LARGE", error: "O logo pode ter até 5 MB." });
    expect(await t.database.db.select().from(restaurants).where(eq(restaurants.userId, u.userId))).toEqual(
      [],
    );
  });

  it("keeps the 1 MB body limit on other routes", async () => {
    const u = await registerAccount(t.app);
    const res = await call(t.app, "POST", "/api/dishes", {
      as: u,
      body: { name: "x".repeat(2 * 1024 * 1024), price: "10" },
    });
    expect(res.statusCode).toBe(413);
  });
});

describe("plan limits on restaurants", () => {
  it("Starter keeps 1 restaurant; the refusal names the plan", async () => {
    const u = await registerAccount(t.app, { planId: 3 });
    expect((await save(u.cookie, { name: "Loja 1", type: "marmitex" }, "/api/restaurants")).statusCode).toBe(
      201,
    );
    const second = await save(u.cookie, { name: "Loja 2", type: "marmitex" }, "/api/restaurants");
    expect(second.statusCode).toBe(403);
    expect(second.json().error).toContain("Starter");
  });

  it("Pro keeps up to 5 and switches the current one per session", async () => {
    const u = await registerAccount(t.app, { planId: 4 });
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const res = await save(u.cookie, { name: `Loja ${i}`, type: "acai" }, "/api/restaurants");
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    const sixth = await save(u.cookie, { name: "Loja 6", type: "acai" }, "/api/restaurants");
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().error).toContain("Pro");

    const pick = await call(t.app, "POST", `/api/restaurants/${ids[1]}/select`, { as: u, body: {} });
    expect(pick.statusCode).toBe(200);
    const current = await call(t.app, "GET", "/api/restaurant", { as: u });
    expect(current.json().name).toBe("Loja 2");
    const list = await call(t.app, "GET", "/api/restaurants", { as: u });
    expect(list.json()).toMatchObject({ currentId: ids[1], maxRestaurants: 5, planName: "Pro" });
    expect(list.json().restaurants).toHaveLength(5);
  });

  it("cannot select another user's restaurant", async () => {
    const owner = await registerAccount(t.app, { planId: 4 });
    const other = await registerAccount(t.app, { planId: 4 });
    const created = await save(owner.cookie, { name: "Só minha", type: "doces" }, "/api/restaurants");
    const res = await call(t.app, "POST", `/api/restaurants/${created.json().id}/select`, {
      as: other,
      body: {},
    });
    expect(res.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.userId));
    expect(row).toBeDefined();
  });

  it.each(["99999999999", "0", "-1", "1.5", "abc"])("answers 400, not 500, for the id %s", async (id) => {
    const owner = await registerAccount(t.app, { planId: 4 });
    const res = await call(t.app, "POST", `/api/restaurants/${id}/select`, { as: owner, body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain("Restaurante inválido.");
  });
});

describe("restaurants need a running trial or plan", () => {
  const endedStates = {
    "trial past its end date": { subscriptionStatus: "trialing", trialEndsAt: new Date(Date.now() - 60_000) },
    expired: { subscriptionStatus: "expired", subscriptionActive: false, trialEndsAt: null },
    "cancelled, paid month over": {
      subscriptionStatus: "cancelled",
      trialEndsAt: null,
      currentPeriodEnd: new Date(Date.now() - 60_000),
    },
  } as const;

  it.each(Object.entries(endedStates))(
    "%s: adding a store is a 402 that says to reactivate",
    async (_, state) => {
      const u = await registerAccount(t.app, { planId: 4 });
      await save(u.cookie, { name: "Loja Antiga", type: "acai" }, "/api/restaurants");
      await t.database.db.update(users).set(state).where(eq(users.id, u.userId));

      const res = await save(u.cookie, { name: "Loja Nova", type: "acai" }, "/api/restaurants");
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({
        error: "Reative seu plano para adicionar restaurantes.",
        code: "SUBSCRIPTION_REQUIRED",
      });
      const rows = await t.database.db.select().from(restaurants).where(eq(restaurants.userId, u.userId));
      expect(rows.map((r) => r.name)).toEqual(["Loja Antiga"]);
      // The store they have stays editable (Settings).
      const edit = await save(u.cookie, { name: "Loja Antiga Renomeada", type: "acai", isOnboarded: true });
      expect(edit.statusCode).toBe(200);
    },
  );

  it("the first store (onboarding) is refused the same way", async () => {
    const u = await registerAccount(t.app);
    await t.database.db.update(users).set(endedStates.expired).where(eq(users.id, u.userId));
    const res = await save(u.cookie, { name: "Primeira", type: "cafe", isOnboarded: true });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe("Reative seu plano para adicionar restaurantes.");
    expect(await t.database.db.select().from(restaurants).where(eq(restaurants.userId, u.userId))).toEqual(
      [],
    );
  });
});
