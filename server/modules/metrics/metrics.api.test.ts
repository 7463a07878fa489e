import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FUTURE_DAY_MESSAGE } from "../../../common/metrics";
import { onboard, registerAccount, type SignedIn } from "../../testing/accounts";
import { call } from "../../testing/call";
import { createTestApp, type TestApp } from "../../testing/testApp";

// Wednesday 18 Nov 2026, 15:00 in São Paulo: this week starts Monday the 16th.
let now = new Date("2026-11-18T18:00:00Z");
let t: TestApp;
let u: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  u = await registerAccount(t.app);
  await onboard(t.app, u.cookie, "Marmitas da Vó", "marmitex");
});
afterAll(async () => {
  await t.close();
});

const put = (date: string, payload: object, cookie = u.cookie) =>
  call(t.app, "PUT", `/api/metrics/${date}`, { cookie, body: payload });
const get = (url: string) => call(t.app, "GET", url, { as: u });

describe("metrics", () => {
  it("records a day, computes the average ticket, and edits it", async () => {
    const res = await put("2026-11-16", {
      totalSales: 150000,
      orderCount: 40,
      repeatCustomers: 12,
      rating: 4.7,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      date: "2026-11-16",
      totalSales: 150000,
      orderCount: 40,
      averageTicket: 3750,
      repeatCustomers: 12,
      rating: 4.7,
      source: "manual",
    });
    const edited = await put("2026-11-16", {
      totalSales: 160000,
      orderCount: 40,
      averageTicket: 4100,
      repeatCustomers: 12,
    });
    expect(edited.json()).toMatchObject({ totalSales: 160000, averageTicket: 4100, rating: null });
  });

  it("refuses negative sales, a rating of 7 and a date that is not a date", async () => {
    expect((await put("2026-11-17", { totalSales: -1, orderCount: 1, repeatCustomers: 0 })).statusCode).toBe(
      400,
    );
    expect(
      (await put("2026-11-17", { totalSales: 100, orderCount: 1, repeatCustomers: 0, rating: 7 })).statusCode,
    ).toBe(400);
    for (const date of ["ontem", "2026-02-30", "2026-13-01"]) {
      const res = await put(date, { totalSales: 100, orderCount: 1, repeatCustomers: 0 });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().error).toMatch(/Data inválida/);
    }
    const overview = (await get("/api/metrics")).json();
    expect(overview.days.map((d: { date: string }) => d.date)).toEqual(["2026-11-16"]);
  });

  it("gives 8 weeks and this week against last week", async () => {
    await put("2026-11-10", { totalSales: 80000, orderCount: 20, repeatCustomers: 5 });
    await put("2026-11-18", { totalSales: 40000, orderCount: 10, repeatCustomers: 3 });
    const overview = (await get("/api/metrics")).json();
    expect(overview.weeks).toHaveLength(8);
    expect(overview.weeks[7].weekStart).toBe("2026-11-16");
    expect(overview.thisWeek).toEqual({
      weekStart: "2026-11-16",
      totalSales: 200000,
      orderCount: 50,
      averageTicket: 4000,
    });
    expect(overview.lastWeek).toEqual({
      weekStart: "2026-11-09",
      totalSales: 80000,
      orderCount: 20,
      averageTicket: 4000,
    });
  });

  it("the weekly summary reads real data", async () => {
    await call(t.app, "POST", "/api/dishes", { as: u, body: { name: "Marmita de frango", price: "22,90" } });
    const summary = (await get("/api/dashboard/summary")).json();
    expect(summary).toEqual({
      activePromotions: 0,
      dishesWithoutDescription: 1,
      dishCount: 1,
      ordersThisWeek: 50,
      salesThisWeek: 200000,
      hasMetrics: true,
    });
    now = new Date("2026-11-30T12:00:00Z");
    expect((await get("/api/dashboard/summary")).json()).toMatchObject({
      ordersThisWeek: 0,
      hasMetrics: false,
    });
    now = new Date("2026-11-18T18:00:00Z");
  });

  it("deletes a day, and another user never sees or deletes it", async () => {
    const other = await registerAccount(t.app);
    await onboard(t.app, other.cookie, "Outra", "cafe");
    const foreign = await call(t.app, "DELETE", "/api/metrics/2026-11-18", { as: other });
    expect(foreign.statusCode).toBe(404);
    const theirs = await call(t.app, "GET", "/api/metrics", { as: other });
    expect(theirs.json().days).toEqual([]);
    expect((await call(t.app, "DELETE", "/api/metrics/2026-11-18", { as: u })).statusCode).toBe(204);
    expect((await get("/api/metrics")).json().days.map((d: { date: string }) => d.date)).not.toContain(
      "2026-11-18",
    );
  });

  it("refuses sales without orders with a Portuguese 400 and saves nothing", async () => {
    const res = await put("2026-11-17", { totalSales: 200000, orderCount: 0, repeatCustomers: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(res.json().error).toMatch(/vendas sem pedidos/i);
    const days = (await get("/api/metrics")).json().days.map((d: { date: string }) => d.date);
    expect(days).not.toContain("2026-11-17");
    // A day with no sales and no orders (closed) is fine.
    expect((await put("2026-11-17", { totalSales: 0, orderCount: 0, repeatCustomers: 0 })).statusCode).toBe(
      200,
    );
  });

  it("compares the week so far with the same days of last week: on a Monday, Monday with Monday", async () => {
    const owner = await registerAccount(t.app);
    await onboard(t.app, owner.cookie, "Pastéis do Léo", "lanchonete");
    const mine = (date: string, totalSales: number, orderCount: number) =>
      put(date, { totalSales, orderCount, repeatCustomers: 0 }, owner.cookie);
    await mine("2026-11-09", 30000, 10); // last Monday
    await mine("2026-11-10", 20000, 5); // last Tuesday
    await mine("2026-11-13", 200000, 50); // last Friday: outside both comparisons before Friday
    await mine("2026-11-16", 36000, 9); // this Monday
    await mine("2026-11-17", 22000, 4);
    const overview = async () => (await call(t.app, "GET", "/api/metrics", { as: owner })).json();
    try {
      now = new Date("2026-11-16T15:00:00Z"); // Monday, noon in São Paulo
      const monday = (await overview()).comparison;
      expect(monday).toEqual({
        days: 1,
        thisWeek: { weekStart: "2026-11-16", totalSales: 36000, orderCount: 9, averageTicket: 4000 },
        lastWeek: { weekStart: "2026-11-09", totalSales: 30000, orderCount: 10, averageTicket: 3000 },
      });
      now = new Date("2026-11-18T02:30:00Z"); // still Tuesday in São Paulo
      const tuesday = (await overview()).comparison;
      expect(tuesday.days).toBe(2);
      expect(tuesday.thisWeek).toMatchObject({ totalSales: 58000, orderCount: 13 });
      expect(tuesday.lastWeek).toMatchObject({ totalSales: 50000, orderCount: 15 });
      now = new Date("2026-11-22T20:00:00Z"); // Sunday: whole weeks
      const sunday = await overview();
      expect(sunday.comparison.days).toBe(7);
      expect(sunday.comparison.lastWeek).toEqual(sunday.lastWeek);
      expect(sunday.lastWeek).toMatchObject({ totalSales: 250000, orderCount: 65 });
    } finally {
      now = new Date("2026-11-18T18:00:00Z");
    }
  });
});

describe("a day that has not come yet", () => {
  it("is refused with a Portuguese 400 and saves nothing; today is accepted (dates in Brazil)", async () => {
    const owner = await registerAccount(t.app);
    await onboard(t.app, owner.cookie, "Cantina do Amanhã", "pizzaria");
    const figures = { totalSales: 1000, orderCount: 1, repeatCustomers: 0 };
    // now: 2026-11-18 15:00 in São Paulo.
    const tomorrow = await put("2026-11-19", figures, owner.cookie);
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json()).toEqual({ error: FUTURE_DAY_MESSAGE, code: "FUTURE_DAY" });
    const overview = (await call(t.app, "GET", "/api/metrics", { cookie: owner.cookie })).json();
    expect(overview.days).toEqual([]);
    expect((await put("2026-11-18", figures, owner.cookie)).statusCode).toBe(200);
  });
});

describe("large valid days", () => {
  it("reads days of R$ 15 mi and of the schema's R$ 100 mi: totals past int4 answer 200 with the right sums", async () => {
    const big = await registerAccount(t.app);
    await onboard(t.app, big.cookie, "Rede Grande", "marmitex");
    const days = [
      ["2026-11-10", 1_500_000_000, 1_000_000],
      ["2026-11-16", 1_500_000_000, 1_000_000],
      ["2026-11-17", 1_500_000_000, 1_000_000],
      ["2026-11-18", 100_000_000_00, 1],
    ] as const;
    for (const [date, totalSales, orderCount] of days) {
      const res = await put(date, { totalSales, orderCount, repeatCustomers: 1_000_000 }, big.cookie);
      expect(res.statusCode, date).toBe(200);
      expect(res.json()).toMatchObject({ totalSales, orderCount });
    }
    const summary = await call(t.app, "GET", "/api/dashboard/summary", { as: big });
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({
      ordersThisWeek: 2_000_001,
      salesThisWeek: 3_000_000_000 + 100_000_000_00,
      hasMetrics: true,
    });

    const metrics = await call(t.app, "GET", "/api/metrics", { as: big });
    expect(metrics.statusCode).toBe(200);
    const overview = metrics.json();
    expect(overview.days.find((d: { date: string }) => d.date === "2026-11-18")).toMatchObject({
      totalSales: 100_000_000_00,
      averageTicket: 100_000_000_00,
    });
    expect(overview.thisWeek).toEqual({
      weekStart: "2026-11-16",
      totalSales: 13_000_000_000,
      orderCount: 2_000_001,
      averageTicket: Math.round(13_000_000_000 / 2_000_001),
    });
    expect(overview.lastWeek).toMatchObject({ totalSales: 1_500_000_000, orderCount: 1_000_000 });
  });
});
