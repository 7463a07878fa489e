import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOMER_MESSAGES, DEFAULT_SEGMENT_RULES } from "../../../common/customers";
import { OWNER_ONLY_MESSAGES } from "../../../common/team";
import { addDays, brazilDate } from "../../../common/week";
import { call } from "../../testing/call";
import { type Caller, type CustomerTestSetup, customerTestSetup } from "../../testing/customerTestSetup";

/** PUT /api/customers/segment-rules (issue 15) through HTTP: the owner's thresholds and the counts they make. */
const clock = new Date("2026-11-23T15:00:00Z");
const today = brazilDate(clock);
let s: CustomerTestSetup;

beforeAll(async () => {
  s = await customerTestSetup(() => clock);
});
afterAll(() => s.close());

const put = (who: Caller, rules: object) =>
  call(s.t.app, "PUT", "/api/customers/segment-rules", { as: who, body: rules });
const counts = (body: { segments: { segment: string; count: number }[] }) =>
  Object.fromEntries(body.segments.map((row) => [row.segment, row.count]));

describe("segment rules", () => {
  it("the owner changes the thresholds: every customer is reclassified, the counts and the list follow", async () => {
    const boss = s.team.boss;
    const seed = [
      { name: "Três pedidos", totalOrders: 3, lastOrderDate: today },
      { name: "Cinco pedidos", totalOrders: 5, lastOrderDate: today },
      { name: "Vinte dias", totalOrders: 2, lastOrderDate: addDays(today, -20) },
      { name: "Um pedido", totalOrders: 1, lastOrderDate: today },
    ];
    for (const c of seed)
      expect((await call(s.t.app, "POST", "/api/customers", { as: boss, body: c })).statusCode).toBe(201);
    const before = (await call(s.t.app, "GET", "/api/customers/segments", { as: boss })).json();
    expect(before.rules).toEqual(DEFAULT_SEGMENT_RULES);
    expect(counts(before)).toMatchObject({ Novo: 1, Recorrente: 3, VIP: 0, "Em risco": 0 });

    const rules = { recurringOrders: 3, vipOrders: 5, atRiskDays: 15, inactiveDays: 45 };
    const res = await put(boss, rules);
    expect(res.statusCode).toBe(200);
    expect(res.json().rules).toEqual(rules);
    expect(counts(res.json())).toEqual({ Novo: 1, Recorrente: 1, VIP: 1, "Em risco": 1, Inativo: 0 });
    expect(res.json().total).toBe(4);

    const vip = (await call(s.t.app, "GET", "/api/customers?segment=VIP", { as: boss })).json();
    expect(vip.customers.map((c: { name: string }) => c.name)).toEqual(["Cinco pedidos"]);
    // Kept: the next read answers the same rules, and a new customer is classified by them.
    expect((await call(s.t.app, "GET", "/api/customers/segments", { as: boss })).json().rules).toEqual(rules);
    const added = await call(s.t.app, "POST", "/api/customers", {
      as: boss,
      body: { name: "Quatro", totalOrders: 4 },
    });
    expect(added.json().category).toBe("Recorrente");
  });

  it("refuses thresholds that do not make sense, in Portuguese, and keeps the old ones", async () => {
    const boss = s.team.boss;
    const kept = (await call(s.t.app, "GET", "/api/customers/segments", { as: boss })).json().rules;
    const cases: [object, RegExp][] = [
      [{ recurringOrders: 5, vipOrders: 5, atRiskDays: 30, inactiveDays: 60 }, /VIP precisa de mais pedidos/],
      [
        { recurringOrders: 2, vipOrders: 10, atRiskDays: 60, inactiveDays: 30 },
        /Inativo precisa de mais dias/,
      ],
      [{ recurringOrders: 2, vipOrders: 10, atRiskDays: 30 }, /.+/],
      [{ recurringOrders: 1.5, vipOrders: 10, atRiskDays: 30, inactiveDays: 60 }, /.+/],
    ];
    for (const [body, message] of cases) {
      const res = await put(boss, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(message);
    }
    expect((await call(s.t.app, "GET", "/api/customers/segments", { as: boss })).json().rules).toEqual(kept);
  });

  it("only the owner: a member gets a 403 that says so; Starter 403; another account changes only its own", async () => {
    const rules = { recurringOrders: 4, vipOrders: 8, atRiskDays: 20, inactiveDays: 40 };
    const byMember = await put(s.team.member, rules);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toMatchObject({
      code: "OWNER_ONLY",
      error: OWNER_ONLY_MESSAGES.editSegmentRules,
    });

    const byStarter = await put(s.starter, rules);
    expect(byStarter.statusCode).toBe(403);
    expect(byStarter.json()).toMatchObject({
      code: "CUSTOMERS_REQUIRE_PRO",
      error: CUSTOMER_MESSAGES.requiresPro,
    });

    const bossRules = (await call(s.t.app, "GET", "/api/customers/segments", { as: s.team.boss })).json()
      .rules;
    expect((await put(s.other, rules)).statusCode).toBe(200);
    expect((await call(s.t.app, "GET", "/api/customers/segments", { as: s.team.boss })).json().rules).toEqual(
      bossRules,
    );
    expect((await call(s.t.app, "GET", "/api/customers/segments", { as: s.other })).json().rules).toEqual(
      rules,
    );
  });
});
