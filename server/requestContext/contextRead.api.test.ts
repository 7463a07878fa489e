import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAccount, onboard, uniqueAddress } from "../testing/accounts";
import { call } from "../testing/call";
import { waitForMail } from "../testing/outbox";
import { statementsDuring } from "../testing/statementsDuring";
import { teamKit } from "../testing/team";
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from "../testing/testApp";

/*
 * The dashboard's reads take the session, the user and the acting restaurant
 * in the same statement as their data, and keep nothing between requests:
 * each way of losing access shows on the very next read.
 */

let t: TestApp;
let kit: ReturnType<typeof teamKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = teamKit(t);
});
afterAll(async () => {
  await t.close();
});

/** Every authenticated dashboard read of issue 14 (all need a restaurant but /api/user and /api/restaurant). */
const READS = [
  "/api/user",
  "/api/restaurant",
  "/api/restaurants",
  "/api/dishes",
  "/api/metrics",
  "/api/dashboard/summary",
  "/api/promotions",
  "/api/checklist",
  "/api/generations",
  "/api/team",
  "/api/team/invites",
];

const get = (url: string, cookie: string) => call(t.app, "GET", url, { cookie });

describe("dashboard reads", () => {
  it("each make one database statement: session, user, restaurant and data together", async () => {
    const boss = await kit.owner();
    for (const url of READS) {
      let status = 0;
      const statements = await statementsDuring(t, async () => {
        status = (await get(url, boss.cookie)).statusCode;
      });
      expect(status, url).toBe(200);
      expect(statements, url).toHaveLength(1);
    }
  });

  it("answer 401 without a session, and the data of the acting restaurant only", async () => {
    const a = await kit.owner({ name: "Cantina A" });
    const b = await kit.owner({ name: "Cantina B" });
    await call(t.app, "POST", "/api/dishes", { as: a, body: { name: "Lasanha", price: "39,90" } });
    for (const url of READS) {
      const res = await call(t.app, "GET", url, { remoteAddress: uniqueAddress() });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error).toBe("Faça login para continuar.");
    }
    expect((await get("/api/dishes", a.cookie)).json().map((d: { name: string }) => d.name)).toEqual([
      "Lasanha",
    ]);
    expect((await get("/api/dishes", b.cookie)).json()).toEqual([]);
    expect((await get("/api/restaurant", b.cookie)).json().name).toBe("Cantina B");
  });
});

describe("losing access shows on the very next read", () => {
  it("after logout", async () => {
    const boss = await kit.owner();
    for (const url of READS) expect((await get(url, boss.cookie)).statusCode, url).toBe(200);
    expect((await call(t.app, "POST", "/api/logout", { as: boss })).statusCode).toBe(200);
    for (const url of READS) expect((await get(url, boss.cookie)).statusCode, url).toBe(401);
  });

  it("after a password reset, on every other device", async () => {
    const boss = await kit.owner();
    const phone = await loginAccount(t.app, boss.email, boss.password);
    for (const url of READS) expect((await get(url, phone)).statusCode, url).toBe(200);
    await call(t.app, "POST", "/api/forgot-password", { body: { email: boss.email } });
    const mail = await waitForMail(t.dataDir, boss.email, /Redefina sua senha/);
    const token = decodeURIComponent(mail.text.match(/reset-password#token=(\S+)/)![1]!);
    const reset = await call(t.app, "POST", "/api/reset-password", {
      body: {
        token,
        password: "Moqueca-de-Domingo-77",
      },
    });
    expect(reset.statusCode).toBe(200);
    for (const cookie of [phone, boss.cookie]) {
      for (const url of READS) expect((await get(url, cookie)).statusCode, url).toBe(401);
    }
  });

  it("after the owner removes a member: back to their own restaurant, or none", async () => {
    const { boss, member, memberId } = await kit.teamWithMember();
    await call(t.app, "POST", "/api/dishes", { as: boss, body: { name: "Pizza da Casa", price: "49,90" } });
    expect((await get("/api/restaurant", member.cookie)).json().name).toBe(boss.restaurantName);
    expect((await get("/api/dishes", member.cookie)).json()).toHaveLength(1);

    expect((await call(t.app, "DELETE", `/api/team/${memberId}`, { as: boss })).statusCode).toBe(204);
    const restaurant = await get("/api/restaurant", member.cookie);
    expect(restaurant.statusCode).toBe(200);
    expect(restaurant.body).toBe("");
    for (const url of ["/api/dishes", "/api/metrics", "/api/promotions", "/api/checklist", "/api/team"]) {
      const res = await get(url, member.cookie);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().code).toBe("RESTAURANT_REQUIRED");
    }

    // With a restaurant of their own, the session falls back to it at once.
    await onboard(t.app, member.cookie, "Lanchonete do Garçom", "lanchonete");
    expect((await get("/api/restaurant", member.cookie)).json().name).toBe("Lanchonete do Garçom");
    expect((await get("/api/dishes", member.cookie)).json()).toEqual([]);
  });

  it("after the admin switches the subscription off", async () => {
    const boss = await kit.owner();
    expect((await get("/api/team", boss.cookie)).json().teamPlan).toBe(true);
    expect((await get("/api/user", boss.cookie)).json().subscriptionActive).toBe(true);
    const off = await call(t.app, "PUT", `/api/admin/users/${boss.userId}/subscription`, {
      headers: { "x-admin-password": TEST_ADMIN_PASSWORD },
      body: { subscriptionActive: false },
      remoteAddress: uniqueAddress(),
    });
    expect(off.statusCode).toBe(200);
    expect((await get("/api/team", boss.cookie)).json().teamPlan).toBe(false);
    expect((await get("/api/user", boss.cookie)).json().subscriptionActive).toBe(false);
  });
});
