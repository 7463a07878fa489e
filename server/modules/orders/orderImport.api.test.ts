import { and, asc, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MetricsOverview } from "../../../common/metrics";
import {
  ORDER_IMPORT_LIMITS,
  ORDER_IMPORT_MESSAGES,
  ORDER_TEMPLATE_CSV,
  type OrderImport,
} from "../../../common/orders";
import { OWNER_ONLY_MESSAGES } from "../../../common/team";
import { analytics, orders } from "../../db/schema";
import { call } from "../../testing/call";
import { type CustomerTestSetup, customerTestSetup } from "../../testing/customerTestSetup";
import {
  confirmPreview,
  csvOf,
  IFOOD_HEADERS,
  order,
  portalDate,
  previewOf,
  resultOf,
  uploadPreview,
  xlsxOf,
  zipBomb,
} from "../../testing/orderFiles";

/** Importing order reports (issue 27 items 1 and 2) through HTTP on a real database. */
const clock = new Date("2026-11-26T15:00:00Z");
let s: CustomerTestSetup;
beforeAll(async () => {
  s = await customerTestSetup(() => clock);
});
afterAll(() => s.close());

const db = () => s.t.database.db;
const storedOrders = (restaurantId: number) =>
  db().select().from(orders).where(eq(orders.restaurantId, restaurantId)).orderBy(asc(orders.externalId));
async function restaurantOf(cookie: string): Promise<number> {
  const res = await call(s.t.app, "GET", "/api/restaurant", { as: { cookie } });
  return (res.json() as { id: number }).id;
}
async function days(cookie: string) {
  const res = await call(s.t.app, "GET", "/api/metrics", { as: { cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json() as MetricsOverview).days;
}
async function importAll(
  cookie: string,
  file: Buffer,
  name = "pedidos.xlsx",
  manualDays?: "keep" | "replace",
) {
  const preview = previewOf(await uploadPreview(s.t.app, cookie, file, name));
  return { preview, result: resultOf(await confirmPreview(s.t.app, cookie, preview.token, manualDays)) };
}

describe("the iFood export, every column", () => {
  it("previews without writing, then imports; the days' figures come from the orders", async () => {
    const owner = await s.owner({ name: "Sabor do Norte" });
    const id = await restaurantOf(owner.cookie);
    const file = await xlsxOf(IFOOD_HEADERS, [
      order("A-1", portalDate(2026, 11, 16, 12, 5), "1.234,56"),
      order("A-2", portalDate(2026, 11, 16, 23, 59, 59), "40,00"),
      // The next day in Brazil, though still the 16th... no: 00:30 local is the 17th.
      order("A-3", portalDate(2026, 11, 17, 0, 30), "20,00", "CANCELADO", {
        "ORIGEM DO CANCELAMENTO": "MERCHANT",
        "MOTIVO DO CANCELAMENTO": "Item indisponível",
      }),
      order("A-4", portalDate(2026, 11, 17, 19, 0), "100,00", "CANCELAMENTO PARCIAL", {
        "ORIGEM DO CANCELAMENTO": "CLIENTE",
        "VALOR DOS ITENS CANCELADOS": "10,00",
      }),
    ]);
    const answer = await uploadPreview(s.t.app, owner.cookie, file);
    expect(answer.status).toBe(200);
    const preview = previewOf(answer);
    expect(preview).toMatchObject({
      format: "ifood",
      firstDate: "2026-11-16",
      lastDate: "2026-11-17",
      orderCount: 4,
      newCount: 4,
      unchangedCount: 0,
      changedCount: 0,
      cancelledCount: 1,
      grossSalesCents: 123456 + 4000 + 10000 - 1000,
      ignoredColumns: [],
      problems: [],
      problemCount: 0,
      manualDays: [],
    });
    expect(preview.columns.map((c) => c.field)).toContain("delayMinutes");
    expect(await storedOrders(id)).toEqual([]);

    const result = resultOf(await confirmPreview(s.t.app, owner.cookie, preview.token));
    expect(result).toMatchObject({
      orderCount: 4,
      newCount: 4,
      updatedCount: 0,
      daysUpdated: ["2026-11-16", "2026-11-17"],
    });
    const rows = await storedOrders(id);
    expect(rows.map((r) => [r.externalId, r.status, r.localDate, r.itemsCents, r.cancelOrigin])).toEqual([
      ["A-1", "completed", "2026-11-16", 123456, null],
      ["A-2", "completed", "2026-11-16", 4000, null],
      ["A-3", "cancelled", "2026-11-17", 2000, "store"],
      ["A-4", "partially_cancelled", "2026-11-17", 10000, "customer"],
    ]);
    // 23:59:59 in São Paulo is 02:59:59 UTC the next day.
    expect(rows[1]!.placedAt.toISOString()).toBe("2026-11-17T02:59:59.000Z");
    expect(rows[0]).toMatchObject({
      feesCents: -750,
      netCents: 3000,
      deliveryFeeCents: 599,
      prepMinutes: 15,
    });

    const d = await days(owner.cookie);
    expect(d.find((x) => x.date === "2026-11-16")).toMatchObject({
      totalSales: 127456,
      orderCount: 2,
      averageTicket: 63728,
      source: "orders",
    });
    // The partial cancellation counts less its cancelled items (R$ 100,00 - R$ 10,00).
    expect(d.find((x) => x.date === "2026-11-17")).toMatchObject({
      totalSales: 9000,
      orderCount: 1,
      source: "orders",
    });

    // The token confirms once.
    const again = await confirmPreview(s.t.app, owner.cookie, preview.token);
    expect(again.status).toBe(404);
    expect(again.json.error).toBe(ORDER_IMPORT_MESSAGES.previewGone);

    const list = await call(s.t.app, "GET", "/api/orders/imports", { as: owner });
    expect((list.json() as OrderImport[]).map((i) => [i.fileName, i.orderCount, i.newCount])).toEqual([
      ["pedidos.xlsx", 4, 4],
    ]);
  });

  it("a re-import overlapping the first, with a later cancellation, counts no order twice and updates it", async () => {
    const owner = await s.owner({ name: "Casa da Sopa" });
    const id = await restaurantOf(owner.cookie);
    const week = [1, 2, 3].map((d) => order(`B-${d}`, portalDate(2026, 11, 10 + d, 20), "50,00"));
    await importAll(owner.cookie, await xlsxOf(IFOOD_HEADERS, week));
    const later = [
      week[1]!,
      { ...week[2]!, "STATUS FINAL DO PEDIDO": "CANCELADO", "ORIGEM DO CANCELAMENTO": "LOGISTICS" },
      order("B-4", portalDate(2026, 11, 14, 20), "70,00"),
    ];
    const { preview, result } = await importAll(
      owner.cookie,
      await xlsxOf(IFOOD_HEADERS, later),
      "semana2.xlsx",
    );
    expect(preview).toMatchObject({ orderCount: 3, newCount: 1, unchangedCount: 1, changedCount: 1 });
    expect(result).toMatchObject({ newCount: 1, updatedCount: 1 });
    const rows = await storedOrders(id);
    expect(rows.map((r) => [r.externalId, r.status, r.cancelOrigin])).toEqual([
      ["B-1", "completed", null],
      ["B-2", "completed", null],
      ["B-3", "cancelled", "logistics"],
      ["B-4", "completed", null],
    ]);
    const d = await days(owner.cookie);
    expect(d.find((x) => x.date === "2026-11-13")).toMatchObject({
      totalSales: 0,
      orderCount: 0,
      averageTicket: null,
      source: "orders",
    });
    expect(d.find((x) => x.date === "2026-11-11")).toMatchObject({ totalSales: 5000, orderCount: 1 });
    // The same file once more: nothing new, nothing changed.
    const same = await importAll(owner.cookie, await xlsxOf(IFOOD_HEADERS, later));
    expect(same.preview).toMatchObject({ newCount: 0, unchangedCount: 3, changedCount: 0 });
    expect(same.result).toMatchObject({ newCount: 0, updatedCount: 0 });
    expect(await storedOrders(id)).toHaveLength(4);
  });
});

describe("any subset of columns, in any order, any spelling", () => {
  const when = portalDate(2026, 11, 20, 13, 15);
  const cases: { name: string; headers: string[]; map: Record<string, string> }[] = [
    {
      name: "only id, date and items",
      headers: ["VALOR DOS ITENS (R$)", "DATA E HORA DO PEDIDO", "ID COMPLETO DO PEDIDO"],
      map: {},
    },
    {
      name: "lower case, no accents, extra spaces, an unknown column",
      headers: [
        "  id completo do pedido ",
        "data e hora do pedido",
        "status final do pedido",
        "valor dos itens",
        "Observação interna",
        "distancia percorrida ate o cliente (km)",
      ],
      map: {
        "  id completo do pedido ": "ID COMPLETO DO PEDIDO",
        "data e hora do pedido": "DATA E HORA DO PEDIDO",
        "status final do pedido": "STATUS FINAL DO PEDIDO",
        "valor dos itens": "VALOR DOS ITENS (R$)",
        "distancia percorrida ate o cliente (km)": "DISTÂNCIA PERCORRIDA ATÉ O CLIENTE (KM)",
      },
    },
    {
      name: "money and fees only, reversed",
      headers: [...IFOOD_HEADERS].reverse(),
      map: {},
    },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const owner = await s.owner();
      const line = order("C-1", when, "12,34", "CONCLUIDO", {
        "DISTÂNCIA PERCORRIDA ATÉ O CLIENTE (KM)": "2,5",
      });
      const file = await xlsxOf(c.headers, [line], (h) => (c.map[h] ?? h) as never);
      const preview = previewOf(await uploadPreview(s.t.app, owner.cookie, file));
      expect(preview).toMatchObject({
        orderCount: 1,
        grossSalesCents: 1234,
        firstDate: "2026-11-20",
        problemCount: 0,
      });
      if (c.name.startsWith("lower")) {
        expect(preview.ignoredColumns).toEqual(["Observação interna"]);
        expect(preview.columns.find((x) => x.field === "distanceKm")?.header).toBe(
          "distancia percorrida ate o cliente (km)",
        );
      }
      resultOf(await confirmPreview(s.t.app, owner.cookie, preview.token));
      const [row] = await storedOrders(await restaurantOf(owner.cookie));
      expect(row).toMatchObject({
        externalId: "C-1",
        itemsCents: 1234,
        localDate: "2026-11-20",
        status: "completed",
      });
    });
  }

  it("Excel serial dates, real date cells, 1234.56 money, number cells and a cached formula", async () => {
    const owner = await s.owner();
    const serial = 25569 + Date.UTC(2026, 10, 21, 19, 30) / 86_400_000; // 21/11/2026 19:30 as a serial
    const file = await xlsxOf(
      ["ID COMPLETO DO PEDIDO", "DATA E HORA DO PEDIDO", "VALOR DOS ITENS (R$)", "VALOR LIQUIDO (R$)"],
      [
        {
          "ID COMPLETO DO PEDIDO": "D-1",
          "DATA E HORA DO PEDIDO": serial,
          "VALOR DOS ITENS (R$)": "1234.56",
          "VALOR LIQUIDO (R$)": 1000.5,
        },
        {
          "ID COMPLETO DO PEDIDO": "D-2",
          "DATA E HORA DO PEDIDO": new Date(Date.UTC(2026, 10, 22, 8, 0)),
          "VALOR DOS ITENS (R$)": { formula: "10+20", result: 30 },
          "VALOR LIQUIDO (R$)": "R$ 1.000,00",
        },
        {
          "ID COMPLETO DO PEDIDO": "D-3",
          "DATA E HORA DO PEDIDO": "22/11/2026 09:00",
          "VALOR DOS ITENS (R$)": { formula: "A1*2" },
        },
      ],
      undefined,
      { dateFormat: "dd/mm/yyyy hh:mm" },
    );
    const preview = previewOf(await uploadPreview(s.t.app, owner.cookie, file));
    expect(preview.orderCount).toBe(2);
    expect(preview.problems).toEqual([
      { line: 4, message: expect.stringContaining("fórmula sem valor calculado") },
    ]);
    resultOf(await confirmPreview(s.t.app, owner.cookie, preview.token));
    const rows = await storedOrders(await restaurantOf(owner.cookie));
    expect(
      rows.map((r) => [r.externalId, r.localDate, r.placedAt.toISOString(), r.itemsCents, r.netCents]),
    ).toEqual([
      ["D-1", "2026-11-21", "2026-11-21T22:30:00.000Z", 123456, 100050],
      ["D-2", "2026-11-22", "2026-11-22T11:00:00.000Z", 3000, 100000],
    ]);
  });

  it("the .csv export (';', Windows-1252) and our template (',')", async () => {
    const owner = await s.owner();
    const text = csvOf(
      [
        "ID COMPLETO DO PEDIDO",
        "DATA E HORA DO PEDIDO",
        "STATUS FINAL DO PEDIDO",
        "VALOR DOS ITENS (R$)",
        "TAXA DE SERVIÇO (R$)",
      ],
      [
        order("E-1", portalDate(2026, 11, 18, 12), "1.050,00", "CONCLUIDO", {
          "TAXA DE SERVIÇO (R$)": "0,99",
        }),
        order("E-2", portalDate(2026, 11, 18, 13), "abc"),
      ],
    )
      .toString("utf8")
      .replace("\uFEFF", "");
    const latin1 = Buffer.from(text, "latin1");
    const preview = previewOf(await uploadPreview(s.t.app, owner.cookie, latin1, "pedidos.csv"));
    expect(preview).toMatchObject({ orderCount: 1, grossSalesCents: 105000, problemCount: 1 });
    expect(preview.columns.find((c) => c.field === "serviceFeeCents")?.header).toBe("TAXA DE SERVIÇO (R$)");
    expect(preview.problems[0]).toEqual({ line: 3, message: 'Valor dos itens: valor "abc" não é dinheiro.' });

    const template = await importAll(
      owner.cookie,
      Buffer.from(ORDER_TEMPLATE_CSV.replaceAll(";", ",").replace(/(\d),(\d\d)/g, "$1.$2")),
      "modelo.csv",
    );
    expect(template.preview).toMatchObject({
      format: "template",
      orderCount: 2,
      cancelledCount: 1,
      grossSalesCents: 5890,
    });
    const rows = await storedOrders(await restaurantOf(owner.cookie));
    expect(rows.find((r) => r.externalId === "pedido-0001")).toMatchObject({
      itemsCents: 5890,
      deliveryFeeCents: 699,
      storeIncentiveCents: 500,
      feesCents: -942,
      netCents: 5147,
    });
  });
});

describe("days the owner typed", () => {
  it("are listed in the preview and kept unless the owner says replace", async () => {
    const owner = await s.owner();
    const typed = await call(s.t.app, "PUT", "/api/metrics/2026-11-19", {
      as: owner,
      body: { totalSales: 99900, orderCount: 9, repeatCustomers: 2 },
    });
    expect(typed.statusCode).toBe(200);
    const file = await xlsxOf(IFOOD_HEADERS, [
      order("F-1", portalDate(2026, 11, 19, 12), "10,00"),
      order("F-2", portalDate(2026, 11, 20, 12), "20,00"),
    ]);
    const kept = await importAll(owner.cookie, file);
    expect(kept.preview.manualDays).toEqual(["2026-11-19"]);
    expect(kept.result).toMatchObject({ daysUpdated: ["2026-11-20"], manualDaysKept: ["2026-11-19"] });
    let d = await days(owner.cookie);
    expect(d.find((x) => x.date === "2026-11-19")).toMatchObject({
      totalSales: 99900,
      orderCount: 9,
      source: "manual",
    });

    const replaced = await importAll(owner.cookie, file, "pedidos.xlsx", "replace");
    expect(replaced.result).toMatchObject({ daysUpdated: ["2026-11-19", "2026-11-20"], manualDaysKept: [] });
    d = await days(owner.cookie);
    // The owner's repeat customers stay: the orders say nothing about them.
    expect(d.find((x) => x.date === "2026-11-19")).toMatchObject({
      totalSales: 1000,
      orderCount: 1,
      repeatCustomers: 2,
      source: "orders",
    });
  });
});

describe("bad files change nothing", () => {
  const refused = async (file: Buffer, name: string, status: number, code: string, message?: string) => {
    const owner = await s.owner();
    const a = await uploadPreview(s.t.app, owner.cookie, file, name);
    expect(a.status).toBe(status);
    expect(a.json.code).toBe(code);
    if (message) expect(a.json.error).toBe(message);
    expect(await storedOrders(await restaurantOf(owner.cookie))).toEqual([]);
    expect((await call(s.t.app, "GET", "/api/orders/imports", { as: owner })).json()).toEqual([]);
  };

  it("not a spreadsheet (a PNG, a PDF, an empty file)", async () => {
    await refused(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]),
      "foto.png",
      400,
      "NOT_A_SPREADSHEET",
      ORDER_IMPORT_MESSAGES.notSpreadsheet,
    );
    await refused(Buffer.from("%PDF-1.4\n..."), "relatorio.pdf", 400, "NOT_A_SPREADSHEET");
    await refused(Buffer.alloc(0), "vazio.csv", 400, "EMPTY_FILE");
  });

  it("a spreadsheet of something else: a CSV of customers, an .xlsx of dishes", async () => {
    await refused(
      Buffer.from("Nome;Celular;E-mail\nJoana;11 98765-4321;joana@exemplo.com\n"),
      "clientes.csv",
      400,
      "NOT_AN_ORDER_REPORT",
      ORDER_IMPORT_MESSAGES.notOrders,
    );
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet("Pratos").addRows([
      ["Prato", "Preço"],
      ["Feijoada", 39.9],
    ]);
    await refused(Buffer.from(await wb.xlsx.writeBuffer()), "pratos.xlsx", 400, "NOT_AN_ORDER_REPORT");
    // Order columns, but not the key.
    const a = await refused(
      await xlsxOf(
        ["DATA E HORA DO PEDIDO", "VALOR DOS ITENS (R$)"],
        [order("x", portalDate(2026, 1, 1), "1,00")],
      ),
      "sem-id.xlsx",
      400,
      "NOT_AN_ORDER_REPORT",
    );
    void a;
  });

  it("a zip bomb, a zip that is not a spreadsheet, a sheet without orders, a file past the limit", async () => {
    await refused(zipBomb(), "bomba.xlsx", 400, "ZIP_BOMB", ORDER_IMPORT_MESSAGES.zipBomb);
    await refused(zipBomb().subarray(0, 200), "quebrado.xlsx", 400, "NOT_A_SPREADSHEET");
    await refused(
      await xlsxOf(IFOOD_HEADERS, []),
      "vazio.xlsx",
      400,
      "NO_ORDERS",
      ORDER_IMPORT_MESSAGES.noOrders,
    );
    await refused(
      await xlsxOf(IFOOD_HEADERS, [order("G-1", "ontem", "1,00")]),
      "datas.xlsx",
      400,
      "NO_ORDERS",
    );
    const owner = await s.owner();
    const big = await s.t.app.inject({
      method: "POST",
      url: "/api/orders/imports/preview?fileName=grande.csv",
      headers: { cookie: owner.cookie, "content-type": "application/octet-stream" },
      payload: Buffer.alloc(41 * 1024 * 1024, 0x41),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: "FILE_TOO_LARGE", error: ORDER_IMPORT_MESSAGES.tooLarge });
  });
});

describe("more orders than the limit", () => {
  it("the stream ends with the 413's message and nothing is kept for a confirm", async () => {
    const owner = await s.owner();
    const rows = Array.from(
      { length: ORDER_IMPORT_LIMITS.maxRows + 1 },
      (_, i) => `x-${i};01/11/2026 10:00;1,00`,
    );
    const csv = Buffer.from(
      ["ID COMPLETO DO PEDIDO;DATA E HORA DO PEDIDO;VALOR DOS ITENS", ...rows].join("\n"),
    );
    const a = await uploadPreview(s.t.app, owner.cookie, csv, "enorme.csv");
    // Past the first 1.000 rows the answer is already streaming: the refusal is its last line.
    expect(a.status).toBe(200);
    expect(a.lines.at(-1)).toEqual({
      type: "error",
      code: "TOO_MANY_ORDERS",
      error: ORDER_IMPORT_MESSAGES.tooManyRows,
    });
    expect(a.lines.some((l) => l.type === "preview")).toBe(false);
    expect(await storedOrders(await restaurantOf(owner.cookie))).toEqual([]);
  }, 60_000);
});

describe("who may import", () => {
  it("a member gets 403; the Starter owner imports; another account's preview token and import id are 404", async () => {
    const file = await xlsxOf(IFOOD_HEADERS, [order("H-1", portalDate(2026, 11, 24, 12), "10,00")]);
    const member = await uploadPreview(s.t.app, s.team.member.cookie, file);
    expect(member.status).toBe(403);
    expect(member.json.error).toBe(OWNER_ONLY_MESSAGES.importOrders);

    // The boss's plan is Starter: importing is in both plans.
    const preview = previewOf(await uploadPreview(s.t.app, s.team.boss.cookie, file));
    const foreign = await confirmPreview(s.t.app, s.other.cookie, preview.token);
    expect(foreign.status).toBe(404);
    const result = resultOf(await confirmPreview(s.t.app, s.team.boss.cookie, preview.token));
    expect(
      (await call(s.t.app, "GET", `/api/orders/imports/${result.id}`, { as: s.team.boss })).statusCode,
    ).toBe(200);
    const other = await call(s.t.app, "GET", `/api/orders/imports/${result.id}`, { as: s.other });
    expect(other.statusCode).toBe(404);
    // Members see the list (the reports read it).
    expect((await call(s.t.app, "GET", "/api/orders/imports", { as: s.team.member })).statusCode).toBe(200);
    const bossDays = await db()
      .select()
      .from(analytics)
      .where(
        and(
          eq(analytics.restaurantId, await restaurantOf(s.team.boss.cookie)),
          eq(analytics.date, "2026-11-24"),
        ),
      );
    expect(bossDays[0]).toMatchObject({ totalSales: 1000, source: "orders" });
  });

  it("the confirm's choice is checked; a preview without a file name is a 400", async () => {
    const owner = await s.owner();
    const bad = await call(s.t.app, "POST", "/api/orders/imports", {
      as: owner,
      body: { token: "x", manualDays: "talvez" },
    });
    expect(bad.statusCode).toBe(400);
    const noName = await s.t.app.inject({
      method: "POST",
      url: "/api/orders/imports/preview",
      headers: { cookie: owner.cookie, "content-type": "application/octet-stream" },
      payload: Buffer.from("a;b\n"),
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error).toContain("nome do arquivo");
  });
});

describe("progress", () => {
  it("a big file answers progress lines that only go forward, then the result", async () => {
    const owner = await s.owner();
    const lines = Array.from({ length: 3000 }, (_, i) =>
      order(`P-${i}`, portalDate(2026, 11, 1 + (i % 20), 12), "10,00"),
    );
    const a = await uploadPreview(s.t.app, owner.cookie, await xlsxOf(IFOOD_HEADERS, lines));
    const progress = a.lines.filter((l) => l.type === "progress");
    // Rows read (total unknown: 0), every 1.000, then the comparison with what is stored.
    expect(progress.filter((l) => l.phase === "reading")).toEqual([
      { type: "progress", phase: "reading", done: 1000, total: 0 },
      { type: "progress", phase: "reading", done: 2000, total: 0 },
      { type: "progress", phase: "reading", done: 3000, total: 0 },
    ]);
    expect(progress.filter((l) => l.phase === "checking").at(-1)).toMatchObject({ done: 3000, total: 3000 });
    const c = await confirmPreview(s.t.app, owner.cookie, previewOf(a).token);
    const writing = c.lines.filter((l) => l.type === "progress" && l.phase === "writing");
    expect(writing.at(-1)).toMatchObject({ done: 3000, total: 3000 });
    expect(resultOf(c).newCount).toBe(3000);
  });
});
