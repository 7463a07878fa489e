import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportWeeks, StoreComparison, WeekReport } from "../../../common/reports";
import { mailOutbox, orders, restaurants, reviews, users } from "../../db/schema";
import { call } from "../../testing/call";
import { type CustomerTestSetup, customerTestSetup } from "../../testing/customerTestSetup";
import { insertOrders, orderRow } from "../../testing/orders";
import { waitForMail } from "../../testing/outbox";
import { sendWeeklyReports } from "./weeklyEmail";

/*
 * The weekly report through HTTP on a real database (issue 27): every figure
 * against arithmetic done here by hand, the week's edges in Brazil's time,
 * the plans' limits, another account's store, the exports read back and the
 * Monday email with its unsubscribe link.
 */

// Wednesday 25/11/2026, noon in São Paulo: the current week starts Monday 23/11.
const clock = new Date("2026-11-25T15:00:00Z");
let s: CustomerTestSetup;
let secondStoreId: number;

const WEEK = "2026-11-16"; // Monday 16 to Sunday 22 November 2026
const figure = (r: WeekReport | StoreComparison["stores"][number], key: string) =>
  r.figures.find((f) => f.key === key)!;

beforeAll(async () => {
  s = await customerTestSetup(() => clock);
  const db = s.t.database.db;
  const bossStore = await db.select().from(restaurants).where(eq(restaurants.userId, s.team.boss.userId));
  const bossId = bossStore[0]!.id;
  await insertOrders(db, bossId, [
    // The report's week.
    {
      at: "2026-11-16 12:00",
      itemsCents: 10_000,
      storeIncentiveCents: 500,
      chainIncentiveCents: 200,
      marketplaceIncentiveCents: 300,
      feesCents: -1200,
      netCents: 8000,
      prepMinutes: 20,
      promisedMinutes: 40,
      deliveryMinutes: 50,
    },
    {
      at: "2026-11-17 19:00",
      itemsCents: 6000,
      feesCents: -720,
      netCents: 5000,
      prepMinutes: 10,
      delayMinutes: -5,
    },
    {
      at: "2026-11-18 20:00",
      status: "partially_cancelled",
      itemsCents: 8000,
      cancelledItemsCents: 2000,
      feesCents: -960,
      netCents: 6000,
      prepMinutes: 30,
      delayMinutes: 0,
    },
    {
      at: "2026-11-19 12:30",
      status: "cancelled",
      cancelOrigin: "store",
      cancelReason: "Item indisponível",
      itemsCents: 4000,
      feesCents: 0,
      netCents: 0,
    },
    {
      at: "2026-11-20 21:00",
      status: "cancelled",
      cancelOrigin: "customer",
      cancelReason: "Desistência",
      itemsCents: 3000,
      feesCents: 0,
      netCents: 0,
    },
    // Sunday 23:30 in Brazil is Monday 02:30 UTC: still this week.
    { at: "2026-11-22 23:30", itemsCents: 7000, feesCents: -840, netCents: 6100 },
    // The previous week, its Sunday 23:30 included.
    { at: "2026-11-10 12:00", itemsCents: 10_000 },
    { at: "2026-11-15 23:30", itemsCents: 10_000 },
    { at: "2026-11-12 12:00", status: "cancelled", cancelOrigin: "store", itemsCents: 2000 },
    // Four weeks before.
    { at: "2026-10-20 12:00", itemsCents: 5000 },
  ]);
  // A second store of the Pro owner, for the comparison.
  const [second] = await db
    .insert(restaurants)
    .values({ userId: s.team.boss.userId, name: "Cantina da Rosa 2", type: "pizzaria" })
    .returning({ id: restaurants.id });
  secondStoreId = second!.id;
  await insertOrders(db, secondStoreId, [{ at: "2026-11-18 12:00", itemsCents: 4000 }]);
  const [starterStore] = await db.select().from(restaurants).where(eq(restaurants.userId, s.starter.userId));
  await insertOrders(db, starterStore!.id, [
    { at: "2026-10-27 12:00", itemsCents: 3000 }, // week of 26/10: older than Starter's 4 weeks
    { at: "2026-11-03 12:00", itemsCents: 3000 }, // week of 02/11: the oldest Starter sees
  ]);
});

afterAll(async () => {
  await s?.close();
});

describe("the week's report", () => {
  it("computes every figure as the definitions say", async () => {
    const res = await call(s.t.app, "GET", `/api/reports/week?week=${WEEK}`, { as: s.team.boss });
    expect(res.statusCode).toBe(200);
    const r = res.json<WeekReport>();
    expect(r.weekStart).toBe(WEEK);
    expect(r.weekEnd).toBe("2026-11-22");
    expect(r.totalOrders).toBe(6);
    // Gross: 10000 + 6000 + (8000 − 2000) + 7000; the cancelled ones not at all.
    const gross = 10_000 + 6000 + 6000 + 7000;
    expect(figure(r, "grossSales").value).toBe(gross);
    expect(figure(r, "orders").value).toBe(4);
    expect(figure(r, "averageTicket").value).toBe(Math.round(gross / 4));
    expect(figure(r, "cancelledOrders").value).toBe(2);
    expect(figure(r, "cancelledValue").value).toBe(4000 + 3000 + 2000);
    expect(figure(r, "cancellationRate").value).toBe(33.33);
    expect(figure(r, "storeCancellationRate").value).toBe(16.67);
    expect(figure(r, "customerCancellationRate").value).toBe(16.67);
    expect(figure(r, "logisticsCancellationRate").value).toBe(0);
    expect(r.cancellationsByOrigin).toEqual({ store: 1, customer: 1, logistics: 0, other: 0 });
    expect(r.topCancelReasons).toEqual([
      { reason: "Desistência", count: 1 },
      { reason: "Item indisponível", count: 1 },
    ]);
    expect(figure(r, "storeDiscounts").value).toBe(700);
    expect(figure(r, "marketplaceDiscounts").value).toBe(300);
    expect(figure(r, "fees").value).toBe(1200 + 720 + 960 + 840);
    expect(figure(r, "net").value).toBe(8000 + 5000 + 6000 + 6100);
    // No dish has a food cost yet: the figure stays unknown.
    expect(figure(r, "netAfterFoodCost").value).toBeNull();
    expect(r.foodCostPercent).toBeNull();
    expect(figure(r, "avgPrepMinutes").value).toBe(20);
    // Timed: 50 − 40 = 10 late, −5 and 0 on time.
    expect(figure(r, "lateRate").value).toBe(33.33);
    expect(figure(r, "avgDelayMinutes").value).toBe(10);
    expect(r.byWeekday.map((d) => [d.date, d.salesCents, d.orders])).toEqual([
      ["2026-11-16", 10_000, 1],
      ["2026-11-17", 6000, 1],
      ["2026-11-18", 6000, 1],
      ["2026-11-19", 0, 0],
      ["2026-11-20", 0, 0],
      ["2026-11-21", 0, 0],
      ["2026-11-22", 7000, 1],
    ]);
    expect(r.byShift).toEqual([
      { shift: "Jantar", salesCents: 19_000, orders: 3 },
      { shift: "Almoço", salesCents: 10_000, orders: 1 },
    ]);
  });

  it("compares with the previous week and four weeks before, in a sentence", async () => {
    const r = (
      await call(s.t.app, "GET", `/api/reports/week?week=${WEEK}`, { as: s.team.boss })
    ).json<WeekReport>();
    const sales = figure(r, "grossSales");
    expect(sales.previous).toBe(20_000);
    expect(sales.fourWeeksBefore).toBe(5000);
    expect(sales.changeVsPrevious).toBe(45); // (29000 − 20000) / 20000
    expect(sales.changeVsFourWeeks).toBe(480); // (29000 − 5000) / 5000
    const store = figure(r, "storeCancellationRate");
    expect(store.previous).toBe(33.33);
    expect(store.changeUnit).toBe("points");
    expect(store.changeVsPrevious).toBe(-16.66);
    expect(r.sentence).toMatch(
      /^Vendas 45% acima da semana passada; o cancelamento pela loja caiu para 16,7%/,
    );
    expect(r.superGauge).toEqual({
      cancellationRate: 33.33,
      targetPercent: 1,
      met: false,
      rating: { average: null, graded: 0, target: 4.7, met: null },
    });
  });

  it("suggests only the actions the numbers support, each with its link", async () => {
    const r = (
      await call(s.t.app, "GET", `/api/reports/week?week=${WEEK}`, { as: s.team.boss })
    ).json<WeekReport>();
    expect(r.actions.map((a) => a.kind)).toEqual(["storeCancellations", "weakWeekday", "lateDeliveries"]);
    expect(r.actions[1]!.href).toBe("/dashboard?objetivo=aumentar-vendas&dia=quinta-feira#promocoes");
    expect(r.actions[0]!.href).toBe("/dashboard#checklist");
  });

  it("lists the weeks with orders and lets a member read the report", async () => {
    const weeks = await call(s.t.app, "GET", "/api/reports/weeks", { as: s.team.member });
    expect(weeks.statusCode).toBe(200);
    const body = weeks.json<ReportWeeks>();
    expect(body.weeks).toEqual([
      { weekStart: "2026-11-16", orders: 6 },
      { weekStart: "2026-11-09", orders: 3 },
      { weekStart: "2026-10-19", orders: 1 },
    ]);
    expect(body.plan.fullHistory).toBe(true);
    const week = await call(s.t.app, "GET", `/api/reports/week?week=${WEEK}`, { as: s.team.member });
    expect(week.statusCode).toBe(200);
  });

  it("answers an empty week with nothing to compare", async () => {
    const r = (
      await call(s.t.app, "GET", "/api/reports/week?week=2026-09-07", { as: s.team.boss })
    ).json<WeekReport>();
    expect(r.totalOrders).toBe(0);
    expect(figure(r, "grossSales").value).toBeNull();
    expect(r.actions).toEqual([]);
  });

  it("refuses a week that is not a Monday, in Portuguese", async () => {
    const res = await call(s.t.app, "GET", "/api/reports/week?week=2026-11-17", { as: s.team.boss });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/segunda-feira/);
  });
});

describe("plans and scope", () => {
  it("shows Starter its last 4 weeks only", async () => {
    const weeks = (await call(s.t.app, "GET", "/api/reports/weeks", { as: s.starter })).json<ReportWeeks>();
    expect(weeks.weeks.map((w) => w.weekStart)).toEqual(["2026-11-02"]);
    expect(weeks.hiddenWeeks).toBe(1);
    const old = await call(s.t.app, "GET", "/api/reports/week?week=2026-10-26", { as: s.starter });
    expect(old.statusCode).toBe(403);
    expect(old.json().error).toMatch(/últimas 4 semanas/);
    const recent = await call(s.t.app, "GET", "/api/reports/week?week=2026-11-02", { as: s.starter });
    expect(recent.statusCode).toBe(200);
    expect(figure(recent.json<WeekReport>(), "grossSales").value).toBe(3000);
  });

  it("keeps the comparison, XLSX and the email for Pro", async () => {
    const compare = await call(s.t.app, "GET", `/api/reports/compare?week=${WEEK}`, { as: s.starter });
    expect(compare.statusCode).toBe(403);
    expect(compare.json().error).toMatch(/Pro/);
    const xlsx = await call(s.t.app, "GET", `/api/reports/export?week=2026-11-02&what=figures&format=xlsx`, {
      as: s.starter,
    });
    expect(xlsx.statusCode).toBe(403);
    const email = await call(s.t.app, "PUT", "/api/reports/email", {
      as: s.starter,
      body: { enabled: true },
    });
    expect(email.statusCode).toBe(403);
    expect(email.json().error).toMatch(/Pro/);
    const member = await call(s.t.app, "PUT", "/api/reports/email", {
      as: s.team.member,
      body: { enabled: true },
    });
    expect(member.statusCode).toBe(403);
    expect(member.json().error).toBe("O relatório semanal por email vai para o dono do restaurante.");
  });

  it("puts the Pro owner's stores side by side", async () => {
    const res = await call(s.t.app, "GET", `/api/reports/compare?week=${WEEK}`, { as: s.team.boss });
    expect(res.statusCode).toBe(200);
    const body = res.json<StoreComparison>();
    expect(body.stores.map((x) => x.name)).toEqual(["Cantina da Rosa", "Cantina da Rosa 2"]);
    expect(figure(body.stores[0]!, "grossSales").value).toBe(29_000);
    expect(figure(body.stores[1]!, "grossSales").value).toBe(4000);
    const second = await call(
      s.t.app,
      "GET",
      `/api/reports/week?week=${WEEK}&restaurantId=${secondStoreId}`,
      {
        as: s.team.boss,
      },
    );
    expect(second.statusCode).toBe(200);
    expect(second.json<WeekReport>().restaurantName).toBe("Cantina da Rosa 2");
  });

  it("answers 404 for another account's store, and for a store the member does not act on", async () => {
    const [foreign] = await s.t.database.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.userId, s.other.userId));
    for (const url of [
      `/api/reports/week?week=${WEEK}&restaurantId=${foreign!.id}`,
      `/api/reports/weeks?restaurantId=${foreign!.id}`,
      `/api/reports/export?week=${WEEK}&what=orders&format=csv&restaurantId=${foreign!.id}`,
    ]) {
      const res = await call(s.t.app, "GET", url, { as: s.team.boss });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe("Loja não encontrada.");
    }
    const member = await call(
      s.t.app,
      "GET",
      `/api/reports/week?week=${WEEK}&restaurantId=${secondStoreId}`,
      {
        as: s.team.member,
      },
    );
    expect(member.statusCode).toBe(404);
    expect((await call(s.t.app, "GET", `/api/reports/week?week=${WEEK}`)).statusCode).toBe(401);
  });
});

describe("exports", () => {
  it("writes the figures as CSV with their definitions, read back", async () => {
    const res = await call(s.t.app, "GET", `/api/reports/export?week=${WEEK}&what=figures&format=csv`, {
      as: s.team.member,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/csv/);
    const rows = parse(res.body, { delimiter: ";", bom: true, columns: true }) as Record<string, string>[];
    const gross = rows.find((r) => r.indicador === "Vendas brutas")!;
    expect(gross.semana).toBe("290");
    expect(gross.semana_anterior).toBe("200");
    expect(gross.variacao_semana_anterior).toBe("45");
    expect(gross.definicao).toMatch(/^Vendas brutas = valor dos itens/);
    expect(rows.find((r) => r.indicador === "Líquido recebido")!.semana).toBe("251");
  });

  it("writes the week's orders as CSV and, on Pro, XLSX, read back", async () => {
    const csv = await call(s.t.app, "GET", `/api/reports/export?week=${WEEK}&what=orders&format=csv`, {
      as: s.team.boss,
    });
    const rows = parse(csv.body, { delimiter: ";", bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(6);
    expect(rows.map((r) => r.DATA)).toContain("2026-11-22");
    expect(rows.filter((r) => r["STATUS FINAL DO PEDIDO"] === "CANCELADO")).toHaveLength(2);

    const xlsx = await call(s.t.app, "GET", `/api/reports/export?week=${WEEK}&what=figures&format=xlsx`, {
      as: s.team.boss,
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Indicadores")!;
    expect(sheet.getRow(1).getCell(1).value).toBe("indicador");
    const grossRow = sheet.getRow(2);
    expect(grossRow.getCell(1).value).toBe("Vendas brutas");
    expect(grossRow.getCell(3).value).toBe(290);
  });
});

describe("the Monday email", () => {
  it("is opt-in, mailed once on Monday morning, and a signed link turns it off without signing in", async () => {
    const db = s.t.database.db;
    const on = await call(s.t.app, "PUT", "/api/reports/email", { as: s.team.boss, body: { enabled: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ enabled: true });
    const deps = { db, appUrl: "https://prato.example", secret: "s".repeat(40) };
    // Sunday night and Monday before 7h in Brazil: nothing yet.
    expect(await sendWeeklyReports({ ...deps, now: new Date("2026-11-23T02:00:00Z") })).toBe(0);
    expect(await sendWeeklyReports({ ...deps, now: new Date("2026-11-23T09:30:00Z") })).toBe(0);
    // Monday 8h in Brazil: last week's report, once.
    expect(await sendWeeklyReports({ ...deps, now: new Date("2026-11-23T11:00:00Z") })).toBe(1);
    expect(await sendWeeklyReports({ ...deps, now: new Date("2026-11-23T12:00:00Z") })).toBe(0);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "weekly_report"), eq(mailOutbox.to, s.team.boss.email.toLowerCase())));
    expect(mails).toHaveLength(1);
    // The outbox row's text is blanked once sent: read the delivered mail.
    const mail = await waitForMail(
      s.t.dataDir,
      s.team.boss.email,
      /^Relatório da semana de 16\/11\/2026 a 22\/11\/2026$/,
    );
    expect(mail.text).toContain("Cantina da Rosa: Vendas 45% acima da semana passada");
    expect(mail.text).toContain("Cantina da Rosa 2:");
    expect(mail.text).toContain("https://prato.example/dashboard/relatorios?semana=2026-11-16");
    expect(mail.text).toContain("Vendas brutas = valor dos itens");
    const link = mail.text.match(
      /https:\/\/prato\.example(\/api\/reports\/email\/unsubscribe\?token=\S+)/,
    )?.[1];
    expect(link).toBeDefined();

    const forged = await call(s.t.app, "GET", "/api/reports/email/unsubscribe?token=x");
    expect(forged.statusCode).toBe(400);
    const off = await call(s.t.app, "GET", link!);
    expect(off.statusCode).toBe(200);
    expect(off.body).toContain("email cancelado");
    const [row] = await db
      .select({ on: users.weeklyReportEmail })
      .from(users)
      .where(eq(users.id, s.team.boss.userId));
    expect(row!.on).toBe(false);
  });
});

describe("the daily sums behind the report", () => {
  it("follow a later cancellation, a re-import (upsert) and a deleted order", async () => {
    const db = s.t.database.db;
    const url = `/api/reports/week?week=${WEEK}&restaurantId=${secondStoreId}`;
    const read = async () => (await call(s.t.app, "GET", url, { as: s.team.boss })).json<WeekReport>();
    await insertOrders(db, secondStoreId, [
      { at: "2026-11-19 20:00", itemsCents: 1000, externalId: "reimport-1" },
    ]);
    expect(figure(await read(), "grossSales").value).toBe(5000);
    // The same order id again, now cancelled by the store: as the import's upsert does.
    await db
      .insert(orders)
      .values(orderRow(secondStoreId, { at: "2026-11-19 20:00", itemsCents: 1000, externalId: "reimport-1" }))
      .onConflictDoUpdate({
        target: [orders.restaurantId, orders.externalId],
        set: { status: "cancelled", cancelOrigin: "store" },
      });
    const cancelled = await read();
    expect(figure(cancelled, "grossSales").value).toBe(4000);
    expect(figure(cancelled, "storeCancellationRate").value).toBe(50);
    await db.update(orders).set({ localDate: "2026-11-23" }).where(eq(orders.externalId, "reimport-1"));
    expect(figure(await read(), "cancelledOrders").value).toBe(0);
    await db.delete(orders).where(eq(orders.restaurantId, secondStoreId));
    expect((await read()).totalOrders).toBe(0);
  });
});

describe("food costs from the owner's dishes", () => {
  it("estimate the net after food cost and suggest fixing the thinnest dish's price", async () => {
    const boss = s.team.boss;
    const api = (method: "POST" | "PUT", url: string, body: object) =>
      call(s.t.app, method, url, { as: boss, body });
    const settings = await api("PUT", "/api/competition/settings", {
      thresholdPercent: 10,
      presetId: "ifood-basico",
      commissionPercent: 12,
      paymentPercent: 3.2,
      marginPercent: 60,
      ourDeliveryFeeCents: null,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const dish = async (name: string, price: string, costCents: number) => {
      const res = await api("POST", "/api/dishes", { name, price });
      expect(res.statusCode, res.body).toBe(201);
      const id: number = res.json().id;
      expect((await api("PUT", `/api/competition/food-costs/${id}`, { costCents })).statusCode).toBe(204);
      return id;
    };
    await dish("Calabresa", "49,90", 1500);
    const marmita = await dish("Marmita do dia", "20,00", 1400);

    const r = (await call(s.t.app, "GET", `/api/reports/week?week=${WEEK}`, { as: boss })).json<WeekReport>();
    // Costs 15,00 + 14,00 over prices 49,90 + 20,00 = 41,488…% → 41,5 %.
    expect(r.foodCostPercent).toBe(41.5);
    // Net 251,00 − gross 290,00 × 41,5 % (120,35) = 130,65.
    expect(figure(r, "netAfterFoodCost").value).toBe(25_100 - 12_035);
    // Marmita: fees 15,2 % of 20,00 = 3,04; 16,96 received − 14,00 = 2,96 left = 21 % over the cost,
    // under the 60 % target; the price that keeps it: 14,00 × 1,6 ÷ 0,848 = 26,415… → 26,42.
    // Calabresa keeps the target (its floor is 28,30), so it is not named.
    expect(r.actions.map((a) => a.kind)).toEqual(["storeCancellations", "weakWeekday", "dishMargin"]);
    const margin = r.actions[2]!;
    const detail = margin.detail.replace(/\u00a0/g, " "); // Intl writes "R$" with a no-break space
    expect(margin.title).toBe("Rever o preço de Marmita do dia");
    expect(detail).toContain("sobram R$ 2,96: 21% sobre o custo, abaixo da sua meta de 60%");
    expect(detail).toContain("O preço que mantém a meta é R$ 26,42.");
    expect(margin.href).toBe(`/dashboard?calcDish=${marmita}&calcCost=1400#calculadora`);

    const side = (
      await call(s.t.app, "GET", `/api/reports/compare?week=${WEEK}`, { as: boss })
    ).json<StoreComparison>();
    const own = side.stores.find((st) => st.restaurantId === r.restaurantId)!;
    expect(figure(own, "netAfterFoodCost").value).toBe(13_065);

    // Forgetting the costs takes the figure and the action away again.
    for (const d of (await call(s.t.app, "GET", "/api/dishes", { as: boss })).json<{ id: number }[]>())
      await call(s.t.app, "PUT", `/api/competition/food-costs/${d.id}`, {
        as: boss,
        body: { costCents: null },
      });
    const after = (
      await call(s.t.app, "GET", `/api/reports/week?week=${WEEK}`, { as: boss })
    ).json<WeekReport>();
    expect(after.foodCostPercent).toBeNull();
    expect(figure(after, "netAfterFoodCost").value).toBeNull();
    expect(after.actions.map((a) => a.kind)).not.toContain("dishMargin");
  });
});

describe("the rating gauge", () => {
  it("averages the grades of the 90 days that end on the week's Sunday", async () => {
    const db = s.t.database.db;
    const [store] = await db.select().from(restaurants).where(eq(restaurants.userId, s.team.boss.userId));
    const review = (reviewDate: string, stars: number | null, key: string) => ({
      restaurantId: store!.id,
      source: "paste",
      dedupeKey: key,
      stars,
      text: "Avaliação",
      reviewDate,
    });
    await db.insert(reviews).values([
      review("2026-11-22", 5, "r1"), // the week's Sunday: in
      review("2026-08-25", 4, "r2"), // 90th day back from 22/11: in
      review("2026-08-24", 1, "r3"), // 91st day back: out
      review("2026-11-23", 1, "r4"), // the next week: out
      review("2026-11-20", null, "r5"), // no grade: not counted
      review("2026-10-01", 5, "r6"),
    ]);
    const r = (
      await call(s.t.app, "GET", `/api/reports/week?week=${WEEK}`, { as: s.team.boss })
    ).json<WeekReport>();
    // (5 + 4 + 5) ÷ 3 = 4,666… → 4,67, under the Super's 4,7.
    expect(r.superGauge.rating).toEqual({ average: 4.67, graded: 3, target: 4.7, met: false });
  });
});
