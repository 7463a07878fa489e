import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerListSchema } from "../../../common/customers";
import { PLAN_IDS } from "../../../common/plans";
import { customers, users } from "../../db/schema";
import { answerBytes } from "../../testing/answerBytes";
import { call } from "../../testing/call";
import { statementsDuring } from "../../testing/statementsDuring";
import { teamKit } from "../../testing/team";
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from "../../testing/testApp";
import { CUSTOMER_JSON } from "./customerJson";

/*
 * GET /api/customers is one prepared statement (session, acting restaurant,
 * plan gate, page and total together, listRead.ts). Its answers are byte for
 * byte the schema's serialisation of the page worked out here from the rows
 * (filter, order, page), and every way of losing access still shows on the
 * very next request.
 */

let clock = new Date("2026-11-23T15:00:00Z");
let t: TestApp;
let kit: ReturnType<typeof teamKit>;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  kit = teamKit(t);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie: string) => call(t.app, "GET", url, { cookie });

describe("GET /api/customers in one statement", () => {
  it("answers byte for byte the page the rows make: pages, segments, searches", async () => {
    const boss = await kit.owner({ name: "Cantina das Contas" });
    const neighbour = await kit.owner({ name: "Vizinha" });
    const rows = Array.from({ length: 40 }, (_, i) => ({
      restaurantId: boss.restaurantId,
      name: i === 3 ? 'Zé "100%" d_Silva\nção 🍕' : `Cliente ${String(i).padStart(2, "0")} Fernandes`,
      phone: i % 5 === 0 ? null : `+551198765${String(4000 + i)}`,
      email: i % 3 === 0 ? null : `cliente${i}@souza12.com.br`,
      // Ties on the day (ordered by id then), a tenth never ordered (last).
      lastOrderDate: i % 10 === 9 ? null : `2026-11-${String(1 + (i % 7)).padStart(2, "0")}`,
      totalOrders: i % 12,
      category: i % 4 === 0 ? "VIP" : "Novo",
      consent: i % 2 === 0,
      consentSource: i % 2 === 0 ? "balcão" : null,
      consentDate: i % 2 === 0 ? "2026-10-01" : null,
      notes: i % 6 === 0 ? "Sem cebola" : null,
      createdAt: new Date("2026-11-20T10:00:00Z"),
    }));
    await t.database.db.insert(customers).values(rows);
    await t.database.db
      .insert(customers)
      .values({ restaurantId: neighbour.restaurantId, name: "Cliente Vizinho" });
    await t.database.db.execute(
      sql`update ${customers} set created_at = '2026-11-21 08:30:15.999999+00' where restaurant_id = ${boss.restaurantId} and total_orders = 5`,
    );
    // The first read of the day ages the segments; the reference then reads the same state.
    expect((await get("/api/customers", boss.cookie)).statusCode).toBe(200);
    const stored = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.restaurantId, boss.restaurantId));
    // The page as the list promises it: name or email containing the search (any case), or the phone
    // its digits; the segment; the latest order first, never-ordered last, ties by the newer id.
    const pageOf = (query: { search?: string; segment?: string; page: number }) => {
      const text = query.search?.toLowerCase();
      const digits = query.search && !/\p{L}/u.test(query.search) ? query.search.replace(/\D/g, "") : "";
      const found = stored
        .filter((c) => !query.segment || c.category === query.segment)
        .filter(
          (c) =>
            !text ||
            c.name.toLowerCase().includes(text) ||
            !!c.email?.toLowerCase().includes(text) ||
            (digits.length >= 2 && !!c.phone?.includes(digits)),
        )
        .sort((a, b) =>
          a.lastOrderDate === b.lastOrderDate
            ? b.id - a.id
            : (b.lastOrderDate ?? "").localeCompare(a.lastOrderDate ?? ""),
        );
      return {
        customers: found.slice((query.page - 1) * 25, query.page * 25).map(CUSTOMER_JSON.toAnswer),
        total: found.length,
        page: query.page,
        pageSize: 25,
      };
    };
    for (const query of [
      { page: 1 },
      { page: 2 },
      { page: 3 },
      { segment: "VIP" as const, page: 1 },
      { search: "fernandes", page: 2 },
      { search: "FERN", segment: "VIP" as const, page: 1 },
      { search: "(11) 98765-40", page: 1 },
      { search: "4012", segment: "Novo" as const, page: 1 },
      { search: "souza12", page: 1 },
      { search: '"100%" d_', page: 1 },
      { search: "%", page: 1 },
      { search: "nada disso", page: 1 },
    ]) {
      const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      const res = await get(`/api/customers?${params}`, boss.cookie);
      expect(res.statusCode, params).toBe(200);
      expect(res.body, params).toBe(answerBytes(customerListSchema, pageOf(query), "zod"));
    }
    const first = (await get("/api/customers", boss.cookie)).json();
    expect(first.total).toBe(40);
    expect(first.customers).toHaveLength(25);
  });

  it("makes one statement a read; the first of a day also ages the segments, and the page shows them", async () => {
    const boss = await kit.owner({ name: "Cantina do Relógio" });
    const [ana] = await t.database.db
      .insert(customers)
      .values({
        restaurantId: boss.restaurantId,
        name: "Ana",
        lastOrderDate: "2026-10-25", // 29 days ago: "Em risco" from tomorrow (30 days, the default)
        totalOrders: 3,
        category: "Recorrente",
      })
      .returning();
    expect((await get("/api/customers", boss.cookie)).json().customers[0].category).toBe("Recorrente");
    for (const url of ["/api/customers", "/api/customers?search=ana", "/api/customers?segment=VIP&page=2"]) {
      const statements = await statementsDuring(t, async () => {
        expect((await get(url, boss.cookie)).statusCode, url).toBe(200);
      });
      expect(statements, url).toHaveLength(1);
    }
    const saved = clock;
    try {
      clock = new Date(saved.getTime() + 86_400_000);
      const list = (await get("/api/customers", boss.cookie)).json();
      expect(list.customers.find((c: { id: number }) => c.id === ana!.id).category).toBe("Em risco");
      const statements = await statementsDuring(t, async () => {
        expect((await get("/api/customers?segment=Em%20risco", boss.cookie)).json().total).toBe(1);
      });
      expect(statements).toHaveLength(1);
    } finally {
      clock = saved;
    }
  });
});

describe("GET /api/customers: losing access shows on the very next read", () => {
  it("after logout", async () => {
    const boss = await kit.owner();
    expect((await get("/api/customers", boss.cookie)).statusCode).toBe(200);
    expect((await call(t.app, "POST", "/api/logout", { as: boss })).statusCode).toBe(200);
    const res = await get("/api/customers", boss.cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe("Faça login para continuar.");
  });

  it("after the owner removes the member", async () => {
    const { boss, member, memberId } = await kit.teamWithMember();
    await call(t.app, "POST", "/api/customers", { as: boss, body: { name: "Cliente da Casa" } });
    expect((await get("/api/customers", member.cookie)).json().total).toBe(1);
    expect((await call(t.app, "DELETE", `/api/team/${memberId}`, { as: boss })).statusCode).toBe(204);
    const res = await get("/api/customers", member.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("RESTAURANT_REQUIRED");
  });

  it("after the admin switches the owner's subscription off: 403 for the owner, the team paused", async () => {
    const { boss, member } = await kit.teamWithMember();
    expect((await get("/api/customers", member.cookie)).statusCode).toBe(200);
    const switched = await call(t.app, "PUT", `/api/admin/users/${boss.userId}/subscription`, {
      headers: { "x-admin-password": TEST_ADMIN_PASSWORD },
      body: { subscriptionActive: false },
    });
    expect(switched.statusCode).toBe(200);
    const owner = await get("/api/customers", boss.cookie);
    expect(owner.statusCode).toBe(403);
    expect(owner.json().code).toBe("CUSTOMERS_REQUIRE_PRO");
    // The team itself closes with the owner's account (decision 030).
    const team = await get("/api/customers", member.cookie);
    expect(team.statusCode).toBe(403);
    expect(team.json().code).toBe("TEAM_PAUSED");
  });

  it("after the plan loses customer management (Starter) or the trial ends", async () => {
    const boss = await kit.owner();
    expect((await get("/api/customers", boss.cookie)).statusCode).toBe(200);
    await t.database.db.update(users).set({ planId: PLAN_IDS.starter }).where(eq(users.id, boss.userId));
    expect((await get("/api/customers", boss.cookie)).json().code).toBe("CUSTOMERS_REQUIRE_PRO");
    await t.database.db
      .update(users)
      .set({ planId: PLAN_IDS.pro, trialEndsAt: new Date(clock.getTime() - 1000) })
      .where(eq(users.id, boss.userId));
    expect((await get("/api/customers", boss.cookie)).json().code).toBe("CUSTOMERS_REQUIRE_PRO");
  });
});
