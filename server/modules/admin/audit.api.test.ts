import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditListSchema } from "../../../common/admin";
import { adminHeaders } from "../../testing/adminHeaders";
import { call } from "../../testing/call";
import { createTestApp, type TestApp } from "../../testing/testApp";
import { PANEL_VISIT_MS } from "./audit";
import { insertUsers } from "./testUsers";

let t: TestApp;
let clock = new Date(Date.UTC(2026, 3, 1, 10, 0, 0));
let ipCounter = 1;
/** Each test reads from its own address, so the once-a-visit rule of one never hides another's rows. */
const nextIp = () => `10.2.0.${ipCounter++}`;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  // 25 users: two pages of 20.
  await insertUsers(
    t.database.db,
    Array.from({ length: 25 }, (_, i) => ({
      email: `cliente${i}@restaurante.test`,
      firstName: `Cliente${i}`,
      lastName: "Teste",
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    })),
  );
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, ip: string, headers: Record<string, string> = adminHeaders) =>
  call(t.app, "GET", url, { headers, remoteAddress: ip });

async function entriesFrom(ip: string) {
  const res = await get("/api/admin/audit", "10.2.255.1");
  expect(res.statusCode).toBe(200);
  return adminAuditListSchema.parse(res.json()).entries.filter((e) => e.ip === ip);
}

describe("reading the user list is in the audit log", () => {
  it("records each page read, once per page, page size and visit", async () => {
    const ip = nextIp();
    expect((await get("/api/admin/users?page=1&limit=20", ip)).statusCode).toBe(200);
    const [first] = await entriesFrom(ip);
    expect(first).toMatchObject({ action: "users.list", target: "página 1", ip });
    expect(first?.createdAt).toBe(clock.toISOString());

    // The panel reloads page 1 after every change: no new row for that.
    await get("/api/admin/users?page=1&limit=20", ip);
    await get("/api/admin/users", ip);
    expect(await entriesFrom(ip)).toHaveLength(1);

    // Page 2, and page 99 (served as page 2, the last), are one more row.
    await get("/api/admin/users?page=2&limit=20", ip);
    await get("/api/admin/users?page=99&limit=20", ip);
    // A bigger page shows more people: its own row.
    await get("/api/admin/users?page=1&limit=100", ip);
    expect((await entriesFrom(ip)).map((e) => e.target)).toEqual(["página 1", "página 2", "página 1"]);

    // A later visit is recorded again.
    clock = new Date(clock.getTime() + PANEL_VISIT_MS + 1000);
    await get("/api/admin/users?page=1&limit=20", ip);
    const later = await entriesFrom(ip);
    expect(later).toHaveLength(4);
    expect(later[0]).toMatchObject({
      action: "users.list",
      target: "página 1",
      createdAt: clock.toISOString(),
    });
  });

  it("records a blank search, which answers the first page, as a list read", async () => {
    const ip = nextIp();
    expect((await get("/api/admin/users/search?q=", ip)).statusCode).toBe(200);
    expect((await entriesFrom(ip)).map((e) => [e.action, e.target])).toEqual([["users.list", "página 1"]]);
    await get("/api/admin/users?page=1&limit=20", ip);
    expect(await entriesFrom(ip)).toHaveLength(1);
  });

  it("records nothing but the refusal for a call without the password, counted apart from the list", async () => {
    const ip = nextIp();
    const before = adminAuditListSchema.parse((await get("/api/admin/audit", "10.2.255.1")).json());
    expect((await get("/api/admin/users?page=1&limit=20", ip, {})).statusCode).toBe(401);
    expect(await entriesFrom(ip)).toEqual([]);
    const after = adminAuditListSchema.parse((await get("/api/admin/audit", "10.2.255.1")).json());
    expect(after.deniedLast24h).toBe(before.deniedLast24h + 1);
  });

  it("keeps a visit's changes at the top of the recent activity", async () => {
    const ip = nextIp();
    const [user] = (await get("/api/admin/users?page=1&limit=20", ip)).json().users;
    // What the panel does: stats and page 1 at unlock, a toggle, then both again.
    await get("/api/admin/stats", ip);
    const put = await call(t.app, "PUT", `/api/admin/users/${user.id}/subscription`, {
      headers: adminHeaders,
      body: { subscriptionActive: true },
      remoteAddress: ip,
    });
    expect(put.statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      await get("/api/admin/stats", ip);
      await get("/api/admin/users?page=1&limit=20", ip);
    }
    expect((await entriesFrom(ip)).map((e) => [e.action, e.target])).toEqual([
      ["subscription.activate", user.email],
      ["panel.open", null],
      ["users.list", "página 1"],
    ]);
  });
});
