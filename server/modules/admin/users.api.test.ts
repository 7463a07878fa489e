import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminAuditListSchema,
  adminStatsSchema,
  adminUserSchema,
  adminUsersPageSchema,
} from "../../../common/admin";
import { PLAN_IDS } from "../../../common/plans";
import { users } from "../../db/schema";
import { adminHeaders } from "../../testing/adminHeaders";
import { call } from "../../testing/call";
import { createTestApp, type TestApp } from "../../testing/testApp";
import { insertUsers } from "./testUsers";

let t: TestApp;
/** Emails of the 45 users, newest first. */
let newestFirst: string[];
let ids: Map<string, string>;

const BASE = Date.UTC(2026, 0, 10, 12, 0, 0);

beforeAll(async () => {
  t = await createTestApp();
  // 45 users a minute apart: every 3rd is Pro, every 3rd+1 Starter, the rest without a plan;
  // 7 switched on: 5 paying, 2 on a trial.
  const rows = Array.from({ length: 45 }, (_, i) => ({
    email: `dono${String(i).padStart(2, "0")}@restaurante.test`,
    firstName: i % 5 === 0 ? null : `Nome${i}`,
    lastName: i % 5 === 0 ? null : `Sobrenome${i}`,
    planId: i % 3 === 0 ? PLAN_IDS.pro : i % 3 === 1 ? PLAN_IDS.starter : null,
    subscriptionActive: i < 7,
    subscriptionStatus: i < 5 ? ("active" as const) : i < 7 ? ("trialing" as const) : ("none" as const),
    isEmailVerified: i % 2 === 0,
    createdAt: new Date(BASE + i * 60_000),
  }));
  const inserted = await insertUsers(t.database.db, rows);
  ids = new Map(inserted.map((u) => [u.email, u.id]));
  newestFirst = rows.map((r) => r.email).reverse();
});

afterAll(async () => {
  await t.close();
});

const get = (url: string) => call(t.app, "GET", url, { headers: adminHeaders });
const toggle = (id: string, subscriptionActive: unknown) =>
  call(t.app, "PUT", `/api/admin/users/${id}/subscription`, {
    headers: adminHeaders,
    body: { subscriptionActive },
  });
const stats = async () => adminStatsSchema.parse((await get("/api/admin/stats")).json());

describe("GET /api/admin/stats", () => {
  it("counts users, paying subscriptions (trials apart) and users per plan", async () => {
    expect(await stats()).toEqual({
      totalUsers: 45,
      activeSubscriptions: 5,
      trialingUsers: 2,
      starterUsers: 15,
      proUsers: 15,
      mailOutbox: { pending: 0, failed: 0 },
    });
  });
});

describe("GET /api/admin/users", () => {
  it("pages 45 users 20 at a time, newest first, over 3 pages", async () => {
    const seen: string[] = [];
    for (const [page, size] of [
      [1, 20],
      [2, 20],
      [3, 5],
    ] as const) {
      const res = await get(`/api/admin/users?page=${page}&limit=20`);
      expect(res.statusCode).toBe(200);
      const body = adminUsersPageSchema.parse(res.json());
      expect(body.pagination).toEqual({ page, limit: 20, total: 45, totalPages: 3 });
      expect(body.users).toHaveLength(size);
      seen.push(...body.users.map((u) => u.email));
    }
    expect(seen).toEqual(newestFirst);
  });

  it("answers each row with exactly the SPEC's admin fields", async () => {
    const body = (await get("/api/admin/users?page=3&limit=20")).json();
    const oldest = body.users.at(-1);
    expect(Object.keys(oldest).sort()).toEqual(Object.keys(adminUserSchema.shape).sort());
    expect(oldest).toEqual({
      id: ids.get("dono00@restaurante.test"),
      firstName: null,
      lastName: null,
      email: "dono00@restaurante.test",
      isEmailVerified: true,
      planName: "Pro",
      planType: "pro",
      subscriptionActive: true,
      status: "active",
      createdAt: new Date(BASE).toISOString(),
    });
    const second = body.users.at(-2);
    expect(second).toMatchObject({
      firstName: "Nome1",
      planName: "Starter",
      planType: "starter",
      isEmailVerified: false,
    });
    expect(body.users.at(-3)).toMatchObject({ planName: null, planType: null });
  });

  it("tells each row's status: paying, trial, deactivated", async () => {
    const body = adminUsersPageSchema.parse((await get("/api/admin/users?page=1&limit=100")).json());
    const statusOf = (n: number) =>
      body.users.find((u) => u.email === `dono${String(n).padStart(2, "0")}@restaurante.test`)?.status;
    expect([statusOf(4), statusOf(5), statusOf(6), statusOf(7)]).toEqual([
      "active",
      "trial",
      "trial",
      "deactivated",
    ]);
  });

  it("defaults to page 1 of 20", async () => {
    const body = adminUsersPageSchema.parse((await get("/api/admin/users")).json());
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 45, totalPages: 3 });
    expect(body.users[0]?.email).toBe(newestFirst[0]);
  });

  it("clamps the page to 1…totalPages", async () => {
    for (const [asked, got] of [
      ["99", 3],
      ["4", 3],
      ["0", 1],
      ["-7", 1],
    ] as const) {
      const body = adminUsersPageSchema.parse((await get(`/api/admin/users?page=${asked}&limit=20`)).json());
      expect(body.pagination.page).toBe(got);
      expect(body.users[0]?.email).toBe(newestFirst[(got - 1) * 20]);
    }
  });

  it("caps the limit at 100", async () => {
    const body = adminUsersPageSchema.parse((await get("/api/admin/users?page=1&limit=500")).json());
    expect(body.pagination).toEqual({ page: 1, limit: 100, total: 45, totalPages: 1 });
    expect(body.users).toHaveLength(45);
  });

  it("refuses a page that is not a number with a Portuguese 400", async () => {
    const res = await get("/api/admin/users?page=abc");
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_FAILED");
    expect(res.json().error).toMatch(/page/);
  });
});

describe("PUT /api/admin/users/{id}/subscription", () => {
  it("activates and deactivates, and the list and stats follow", async () => {
    const email = "dono30@restaurante.test";
    const id = ids.get(email)!;

    const on = await toggle(id, true);
    expect(on.statusCode).toBe(200);
    expect(adminUserSchema.parse(on.json())).toMatchObject({ id, email, subscriptionActive: true });
    const page = adminUsersPageSchema.parse((await get("/api/admin/users?page=1&limit=20")).json());
    expect(page.users.find((u) => u.id === id)?.subscriptionActive).toBe(true);
    // Switched on without a plan it is an admin grant: access, but not a paying subscription.
    expect(on.json().status).toBe("active");
    expect((await stats()).activeSubscriptions).toBe(5);

    const off = await toggle(id, false);
    expect(off.json()).toMatchObject({ subscriptionActive: false, status: "deactivated" });
    expect((await stats()).activeSubscriptions).toBe(5);
    const [row] = await t.database.db
      .select({ active: users.subscriptionActive })
      .from(users)
      .where(eq(users.id, id));
    expect(row?.active).toBe(false);

    const audit = adminAuditListSchema.parse((await get("/api/admin/audit")).json());
    const mine = audit.entries.filter((e) => e.target === email);
    expect(mine.map((e) => e.action)).toEqual(["subscription.deactivate", "subscription.activate"]);
    expect(mine[0]?.ip).toBe("127.0.0.1");
  });

  it("answers 404 for an unknown user", async () => {
    const res = await toggle("7d444840-9dc0-11d1-b245-5ffdce74fad2", true);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Usuário não encontrado.", code: "NOT_FOUND" });
  });

  it("refuses a malformed id or body with a 400 and changes nothing", async () => {
    const before = await stats();
    expect((await toggle("1; drop table users", true)).statusCode).toBe(400);
    const id = ids.get("dono20@restaurante.test")!;
    for (const bad of ["yes", 1, null]) {
      const res = await toggle(id, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/subscriptionActive/);
    }
    const empty = await call(t.app, "PUT", `/api/admin/users/${id}/subscription`, {
      headers: adminHeaders,
      body: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(await stats()).toEqual(before);
  });
});
