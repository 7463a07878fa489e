import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditListSchema, adminSearchResultSchema } from "../../../common/admin";
import { PLAN_IDS } from "../../../common/plans";
import { adminHeaders } from "../../testing/adminHeaders";
import { call } from "../../testing/call";
import { createTestApp, type TestApp } from "../../testing/testApp";
import { insertUsers } from "./testUsers";

let t: TestApp;
const BASE = Date.UTC(2026, 2, 1, 9, 0, 0);

beforeAll(async () => {
  t = await createTestApp();
  const named = [
    { email: "Ana.Souza@PizzariaBella.com.br", firstName: "Ana", lastName: "Souza" },
    { email: "mariana@marmitasdaleste.com", firstName: "Mariana", lastName: "Lima" },
    { email: "joao@acaitop.com", firstName: "João", lastName: "Marinho" },
    { email: "cem%off@promo.test", firstName: null, lastName: null },
    { email: "sem_nome@promo.test", firstName: null, lastName: null },
    { email: "semnome@promo.test", firstName: null, lastName: null },
  ];
  // 55 more that all share a domain, to pass the 50-result cap.
  const many = Array.from({ length: 55 }, (_, i) => ({
    email: `loja${i}@redefoodtrucks.test`,
    firstName: `Loja ${i}`,
    lastName: "Rede",
  }));
  await insertUsers(
    t.database.db,
    [...named, ...many].map((u, i) => ({
      ...u,
      planId: PLAN_IDS.starter,
      createdAt: new Date(BASE + i * 1000),
    })),
  );
});

afterAll(async () => {
  await t.close();
});

async function search(q: string) {
  const res = await call(t.app, "GET", `/api/admin/users/search?q=${encodeURIComponent(q)}`, {
    headers: adminHeaders,
  });
  expect(res.statusCode).toBe(200);
  return adminSearchResultSchema.parse(res.json());
}
const emails = (result: { users: { email: string }[] }) => result.users.map((u) => u.email).sort();

describe("GET /api/admin/users/search", () => {
  it("finds by part of the email, ignoring case", async () => {
    expect(emails(await search("pizzariabella"))).toEqual(["Ana.Souza@PizzariaBella.com.br"]);
    expect(emails(await search("ANA.SOUZA"))).toEqual(["Ana.Souza@PizzariaBella.com.br"]);
  });

  it("finds by part of the first or last name, and by the full name", async () => {
    expect(emails(await search("MARI"))).toEqual(["joao@acaitop.com", "mariana@marmitasdaleste.com"]);
    expect(emails(await search("souz"))).toEqual(["Ana.Souza@PizzariaBella.com.br"]);
    expect(emails(await search("ana souza"))).toEqual(["Ana.Souza@PizzariaBella.com.br"]);
    expect(emails(await search("joão"))).toEqual(["joao@acaitop.com"]);
  });

  it("trims the text and answers nothing for no match", async () => {
    expect(emails(await search("  acaitop  "))).toEqual(["joao@acaitop.com"]);
    expect(await search("ninguem-com-esse-nome")).toEqual({ users: [], hasMore: false });
  });

  it("treats SQL and LIKE wildcards as plain text", async () => {
    expect(await search("' OR '1'='1")).toEqual({ users: [], hasMore: false });
    expect(await search("'; drop table users; --")).toEqual({ users: [], hasMore: false });
    expect(emails(await search("%"))).toEqual(["cem%off@promo.test"]);
    expect(emails(await search("sem_"))).toEqual(["sem_nome@promo.test"]);
    expect(emails(await search("\\"))).toEqual([]);
    // The table survived the attempts above.
    expect((await search("")).users).toHaveLength(20);
  });

  it("answers at most 50, newest first, and says there are more", async () => {
    const result = await search("redefoodtrucks");
    expect(result.users).toHaveLength(50);
    expect(result.hasMore).toBe(true);
    expect(result.users[0]?.email).toBe("loja54@redefoodtrucks.test");
  });

  it("a blank query is the first page of the full list", async () => {
    for (const q of ["", "   "]) {
      const result = await search(q);
      expect(result.users).toHaveLength(20);
      expect(result.users[0]?.email).toBe("loja54@redefoodtrucks.test");
      expect(result.hasMore).toBe(true);
    }
  });

  it("refuses a query longer than 255 characters", async () => {
    const res = await call(t.app, "GET", `/api/admin/users/search?q=${"a".repeat(256)}`, {
      headers: adminHeaders,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/255/);
  });

  it("writes each non-blank search to the audit log, which shows the latest 20", async () => {
    for (let i = 1; i <= 21; i++) await search(`busca-${i}`);
    await search("");
    const res = await call(t.app, "GET", "/api/admin/audit", { headers: adminHeaders });
    const { entries } = adminAuditListSchema.parse(res.json());
    expect(entries).toHaveLength(20);
    expect(entries[0]).toMatchObject({ action: "users.search", target: "busca-21", ip: "127.0.0.1" });
    expect(entries.at(-1)?.target).toBe("busca-2");
  });
});
