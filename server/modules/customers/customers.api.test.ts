import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOMER_MESSAGES, type Customer } from "../../../common/customers";
import { PLAN_IDS } from "../../../common/plans";
import { OWNER_ONLY_MESSAGES } from "../../../common/team";
import { addDays, brazilDate } from "../../../common/week";
import { customers, messages } from "../../db/schema";
import { registerAccount } from "../../testing/accounts";
import { call } from "../../testing/call";
import { type Caller, type CustomerTestSetup, customerTestSetup } from "../../testing/customerTestSetup";
import { cellRunsAsFormula, readLine } from "../../testing/spreadsheetReading";

/**
 * Customer management (issue 15) through HTTP: a Pro owner (trial), a member
 * of that owner's team, a Starter owner and a second Pro owner.
 * The clock is movable so segments can age without touching the database.
 */
let clock = new Date("2026-11-23T15:00:00Z");
let s: CustomerTestSetup;
const today = () => brazilDate(clock);

beforeAll(async () => {
  s = await customerTestSetup(() => clock);
});
afterAll(() => s.close());

const add = (who: Caller, payload: object) =>
  call(s.t.app, "POST", "/api/customers", { as: who, body: payload });
const patch = (who: Caller, id: number | string, payload: object) =>
  call(s.t.app, "PATCH", `/api/customers/${id}`, { as: who, body: payload });
const list = (who: Caller, query = "") => call(s.t.app, "GET", `/api/customers${query}`, { as: who });
const order = (who: Caller, id: number | string) =>
  call(s.t.app, "POST", `/api/customers/${id}/orders`, { as: who });
const remove = (who: Caller, id: number | string) =>
  call(s.t.app, "DELETE", `/api/customers/${id}`, { as: who });
const segments = async (who: Caller) => {
  const res = await call(s.t.app, "GET", "/api/customers/segments", { as: who });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return Object.fromEntries(
    (body.segments as { segment: string; count: number }[]).map((row) => [row.segment, row.count]),
  );
};
let n = 0;
/** A valid, unused mobile number in São Paulo. */
const phone = () => {
  n += 1;
  return `(11) 9${String(10_000_000 + n * 7919).slice(-8, -4)}-${String(10_000_000 + n * 7919).slice(-4)}`;
};

describe("customers", () => {
  it("adds a customer with the phone kept as +55, lists it, edits it", async () => {
    const created = await add(s.team.boss, {
      name: "  Joana Prado ",
      phone: "11 98765-4321",
      email: "Joana@Exemplo.com",
      consent: true,
      consentSource: "balcão",
      notes: "Sem cebola",
    });
    expect(created.statusCode).toBe(201);
    const joana = created.json() as Customer;
    expect(joana).toMatchObject({
      name: "Joana Prado",
      phone: "+5511987654321",
      email: "joana@exemplo.com",
      totalOrders: 0,
      lastOrderDate: null,
      category: "Novo",
      consent: true,
      consentSource: "balcão",
      consentDate: today(),
      notes: "Sem cebola",
    });

    const found = (await list(s.team.boss, "?search=joana")).json();
    expect(found).toMatchObject({ total: 1, page: 1, pageSize: 25 });
    expect(found.customers[0].id).toBe(joana.id);

    const edited = await patch(s.team.boss, joana.id, {
      phone: "+55 (21) 3265-4321",
      notes: null,
      consent: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      phone: "+552132654321",
      notes: null,
      consent: false,
      name: "Joana Prado",
    });
  });

  it("refuses bad input with a 400 in Portuguese and saves nothing", async () => {
    const before = (await list(s.team.boss)).json().total;
    const cases: [object, RegExp][] = [
      [{}, /nome do cliente/],
      [{ name: "   " }, /nome do cliente/],
      [{ name: "Ana", phone: "1234" }, /Telefone inválido.*\(11\) 98765-4321/],
      [{ name: "Ana", phone: "(20) 98765-4321" }, /Telefone inválido/],
      [{ name: "Ana", email: "ana@" }, /Email inválido/],
      [{ name: "Ana", totalOrders: -1 }, /total de pedidos/],
      [{ name: "Ana", lastOrderDate: "23/11/2026" }, /Data inválida/],
      [{ name: "Ana", lastOrderDate: addDays(today(), 1) }, /futuro/],
      [{ name: "Ana", notes: "x".repeat(1001) }, /observações/],
    ];
    for (const [payload, message] of cases) {
      const res = await add(s.team.boss, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error, JSON.stringify(payload)).toMatch(message);
    }
    expect((await list(s.team.boss)).json().total).toBe(before);

    const someone = (await add(s.team.boss, { name: "Caio" })).json();
    expect((await patch(s.team.boss, someone.id, {})).json().error).toContain(CUSTOMER_MESSAGES.emptyPatch);
    expect((await patch(s.team.boss, someone.id, { phone: "999" })).statusCode).toBe(400);
    expect((await list(s.team.boss, "?segment=Ouro")).statusCode).toBe(400);
    expect((await list(s.team.boss, "?page=0")).statusCode).toBe(400);
    expect((await order(s.team.boss, "abc")).statusCode).toBe(400);
  });

  it("one customer per phone and per email in a restaurant: 409; another restaurant may have the same", async () => {
    const number = phone();
    expect(
      (await add(s.team.boss, { name: "Rui", phone: number, email: "rui@exemplo.com" })).statusCode,
    ).toBe(201);
    const samePhone = await add(s.team.boss, { name: "Rui de novo", phone: number.replace(/\D/g, "") });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toMatchObject({
      code: "CUSTOMER_DUPLICATE_PHONE",
      error: CUSTOMER_MESSAGES.duplicatePhone,
    });
    const sameEmail = await add(s.team.boss, { name: "Rui 2", email: "RUI@exemplo.com" });
    expect(sameEmail.json()).toMatchObject({ code: "CUSTOMER_DUPLICATE_EMAIL" });
    expect((await add(s.other, { name: "Rui", phone: number })).statusCode).toBe(201);
  });

  it("'+1 pedido hoje' counts the order, dates it today in Brazil and moves the segment", async () => {
    const c = (await add(s.team.boss, { name: "Bia", phone: phone() })).json() as Customer;
    const first = (await order(s.team.boss, c.id)).json();
    expect(first).toMatchObject({ totalOrders: 1, lastOrderDate: today(), category: "Novo" });
    // Two taps at once are two orders.
    await Promise.all([order(s.team.boss, c.id), order(s.team.boss, c.id)]);
    const [row] = await s.t.database.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row).toMatchObject({ totalOrders: 3, category: "Recorrente" });

    await patch(s.team.boss, c.id, { totalOrders: 9 });
    expect((await order(s.team.boss, c.id)).json()).toMatchObject({ totalOrders: 10, category: "VIP" });
  });

  it("at 22:30 in São Paulo (01:30 UTC next day) the order is still today's local date", async () => {
    const saved = clock;
    clock = new Date("2026-11-24T01:30:00Z");
    try {
      const c = (await add(s.team.boss, { name: "Noturno" })).json();
      expect((await order(s.team.boss, c.id)).json().lastOrderDate).toBe("2026-11-23");
    } finally {
      clock = saved;
    }
  });

  it("filters by segment, searches name, email and phone digits, sorts by last order, pages", async () => {
    const owner = await s.owner({ name: "Cantina da Busca" });
    const day = (d: number) => addDays(today(), -d);
    const people = [
      { name: "Ana Lima", lastOrderDate: day(1), totalOrders: 1 },
      { name: "Bruno Reis", lastOrderDate: day(3), totalOrders: 4 },
      { name: "Carla 100%", email: "carla@bar.com", lastOrderDate: day(40), totalOrders: 2 },
      { name: "Davi", lastOrderDate: day(70), totalOrders: 12 },
      { name: "Elisa VIP", lastOrderDate: day(2), totalOrders: 15, phone: "(31) 99123-4567" },
      { name: "Fabio sem pedido" },
    ];
    for (const p of people) expect((await add(owner, p)).statusCode, p.name).toBe(201);

    const all = (await list(owner)).json();
    expect(all.customers.map((c: Customer) => c.name)).toEqual([
      "Ana Lima",
      "Elisa VIP",
      "Bruno Reis",
      "Carla 100%",
      "Davi",
      "Fabio sem pedido",
    ]);
    expect(all.customers.map((c: Customer) => c.category)).toEqual([
      "Novo",
      "VIP",
      "Recorrente",
      "Em risco",
      "Inativo",
      "Novo",
    ]);
    expect(await segments(owner)).toEqual({
      Novo: 2,
      Recorrente: 1,
      VIP: 1,
      "Em risco": 1,
      Inativo: 1,
    });

    const names = async (q: string) =>
      ((await list(owner, q)).json().customers as Customer[]).map((c) => c.name);
    expect(await names("?segment=Novo")).toEqual(["Ana Lima", "Fabio sem pedido"]);
    expect(await names("?search=BAR.COM")).toEqual(["Carla 100%"]);
    expect(await names(`?search=${encodeURIComponent("(31) 99123")}`)).toEqual(["Elisa VIP"]);
    expect(await names(`?search=${encodeURIComponent("100%")}`)).toEqual(["Carla 100%"]);
    expect(await names("?search=_")).toEqual([]);
    expect(await names("?search=a&segment=Inativo")).toEqual(["Davi"]);

    for (let i = 0; i < 25; i++) await add(owner, { name: `Extra ${i}` });
    const page2 = (await list(owner, "?page=2")).json();
    expect(page2).toMatchObject({ total: 31, page: 2, pageSize: 25 });
    expect(page2.customers).toHaveLength(6);
    expect((await list(owner, "?page=9")).json()).toMatchObject({ total: 31, customers: [] });
  });

  it("segments age with the days: the first call of a day moves customers who stopped ordering", async () => {
    const owner = await s.owner({ name: "Cantina do Tempo" });
    const c = (
      await add(owner, { name: "Gil", totalOrders: 3, lastOrderDate: addDays(today(), -25) })
    ).json();
    expect(c.category).toBe("Recorrente");
    const saved = clock;
    clock = new Date(clock.getTime() + 6 * 86_400_000);
    try {
      expect(await segments(owner)).toMatchObject({ Recorrente: 0, "Em risco": 1 });
      expect((await list(owner, "?segment=Em%20risco")).json().customers[0].id).toBe(c.id);
      expect((await order(owner, c.id)).json()).toMatchObject({
        totalOrders: 4,
        category: "Recorrente",
      });
    } finally {
      clock = saved;
    }
  });

  it("deleting a customer deletes their messages: 204, and the list no longer has them", async () => {
    const c = (await add(s.team.boss, { name: "Apagar", phone: phone() })).json();
    const [restaurant] = await s.t.database.db
      .select({ restaurantId: customers.restaurantId })
      .from(customers)
      .where(eq(customers.id, c.id));
    await s.t.database.db.insert(messages).values({
      restaurantId: restaurant!.restaurantId,
      customerId: c.id,
      type: "come-back",
      content: "Oi Apagar",
    });
    const res = await remove(s.team.boss, c.id);
    expect(res.statusCode).toBe(204);
    expect(await s.t.database.db.select().from(customers).where(eq(customers.id, c.id))).toHaveLength(0);
    expect(await s.t.database.db.select().from(messages).where(eq(messages.customerId, c.id))).toHaveLength(
      0,
    );
    expect((await remove(s.team.boss, c.id)).statusCode).toBe(404);
  });

  it("a member of the Pro owner's team (on Starter themselves) works on the owner's customers, but does not delete", async () => {
    const created = await add(s.team.member, { name: "Cliente do garçom", phone: phone() });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(
      (await list(s.team.boss, "?search=gar%C3%A7om")).json().customers.map((c: Customer) => c.id),
    ).toEqual([id]);
    expect((await order(s.team.member, id)).statusCode).toBe(200);
    expect((await patch(s.team.member, id, { notes: "Prefere retirar" })).statusCode).toBe(200);
    expect((await call(s.t.app, "GET", "/api/customers/segments", { as: s.team.member })).statusCode).toBe(
      200,
    );
    const refused = await remove(s.team.member, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(OWNER_ONLY_MESSAGES.deleteCustomer);
    expect((await remove(s.team.boss, id)).statusCode).toBe(204);
  });

  it("a Starter owner gets a 403 that explains the Pro plan, on every call", async () => {
    for (const [method, url] of [
      ["GET", "/api/customers"],
      ["GET", "/api/customers/segments"],
      ["POST", "/api/customers"],
      ["PATCH", "/api/customers/1"],
      ["DELETE", "/api/customers/1"],
      ["POST", "/api/customers/1/orders"],
    ] as const) {
      const res = await call(s.t.app, method, url, {
        as: s.starter,
        body: method === "GET" || method === "DELETE" ? undefined : { name: "X" },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({
        code: "CUSTOMERS_REQUIRE_PRO",
        error: CUSTOMER_MESSAGES.requiresPro,
      });
    }
  });

  it("another account's customer is out of reach: 404 for every call, and nothing changes", async () => {
    const mine = (
      await add(s.team.boss, { name: "Só meu", phone: phone(), notes: "segredo" })
    ).json() as Customer;
    expect((await patch(s.other, mine.id, { name: "Invadido" })).json()).toMatchObject({
      code: "NOT_FOUND",
      error: CUSTOMER_MESSAGES.notFound,
    });
    expect((await patch(s.other, mine.id, { name: "Invadido" })).statusCode).toBe(404);
    expect((await order(s.other, mine.id)).statusCode).toBe(404);
    expect((await remove(s.other, mine.id)).statusCode).toBe(404);
    expect((await list(s.other, "?search=S%C3%B3%20meu")).json().total).toBe(0);
    const [row] = await s.t.database.db.select().from(customers).where(eq(customers.id, mine.id));
    expect(row).toMatchObject({ name: "Só meu", totalOrders: 0, notes: "segredo" });
  });

  it("asks for a session and a restaurant first", async () => {
    expect((await call(s.t.app, "GET", "/api/customers")).statusCode).toBe(401);
    const fresh = await registerAccount(s.t.app, { planId: PLAN_IDS.pro });
    const res = await list(fresh);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("RESTAURANT_REQUIRED");
  });
});

describe("export", () => {
  it("exports the restaurant's customers as CSV (;, BOM, phone and dates as people read them), one for LGPD, nobody else's", async () => {
    const owner = await s.owner({ name: "Cantina do Export" });
    await add(owner, {
      name: 'Zeca; o "Rei"',
      phone: "11987650001",
      lastOrderDate: "2026-11-20",
      totalOrders: 2,
      consent: true,
      consentSource: "balcão",
      consentDate: "2026-11-01",
      notes: '=HYPERLINK("x")',
    });
    const ana = (await add(owner, { name: "Ana" })).json();
    const res = await call(s.t.app, "GET", "/api/customers/export", { as: owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="clientes.csv"/);
    const lines = res.body.split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFnome;telefone;email;ultimo_pedido;total_pedidos;segmento;aceita_mensagens;origem_consentimento;data_consentimento;observacoes",
    );
    expect(lines[1]).toBe("Ana;;;;0;Novo;não;;;");
    expect(lines[2]).toBe(
      '"Zeca; o ""Rei""";(11) 98765-0001;;20/11/2026;2;Recorrente;sim;balcão;01/11/2026;"\'=HYPERLINK(""x"")"',
    );
    expect(lines).toHaveLength(4);

    // A comma-locale spreadsheet reads the same file with ',': no cell it sees runs a formula.
    await add(owner, { name: "Bia, =1+1", notes: 'pedido grande,=HYPERLINK("http://x") ; @SOMA(A1)' });
    const again = (await call(s.t.app, "GET", "/api/customers/export", { as: owner })).body.split("\r\n");
    expect(again.join("\n")).toContain("HYPERLINK");
    for (const delimiter of [",", ";", "\t"]) {
      for (const line of again) {
        for (const cell of readLine(line, delimiter)) expect(cellRunsAsFormula(cell), cell).toBe(false);
      }
    }

    const one = await call(s.t.app, "GET", `/api/customers/export?id=${ana.id}`, { as: owner });
    expect(one.body.split("\r\n")).toHaveLength(3);
    expect(
      (await call(s.t.app, "GET", `/api/customers/export?id=${ana.id}`, { as: s.other })).statusCode,
    ).toBe(404);
    expect((await call(s.t.app, "GET", "/api/customers/export", { as: s.other })).body).not.toContain("Zeca");
    expect((await call(s.t.app, "GET", "/api/customers/export", { as: s.starter })).statusCode).toBe(403);
  });
  it("finds a customer by a fragment from the middle of the name, phone or email, only in the acting restaurant", async () => {
    // The search is served by per-restaurant trigram indexes (migration 0007): they
    // must find what `like '%x%'` found, fragments of 2 characters and accents included.
    const owner = await s.owner({ name: "Cantina dos Fragmentos" });
    const other2 = await s.owner({ name: "Cantina Vizinha" });
    const created = await add(owner, {
      name: "Maria Conceição Albuquerque",
      phone: "(21) 99876-5432",
      email: "Mari.Albu@Exemplo.com.br",
    });
    expect(created.statusCode).toBe(201);
    await add(owner, { name: "Zé Ninguém", phone: "(11) 91111-2222", email: "ze@outro.com" });
    await add(other2, {
      name: "Maria Conceição Albuquerque",
      phone: "(21) 99876-5432",
      email: "mari.albu@exemplo.com.br",
    });
    const found = async (who: Caller, search: string) => {
      const res = await list(who, `?search=${encodeURIComponent(search)}`);
      expect(res.statusCode, search).toBe(200);
      const body = res.json();
      expect(body.total, search).toBe(body.customers.length);
      return (body.customers as Customer[]).map((c) => c.id);
    };
    const id = created.json().id;
    for (const fragment of [
      "ceição alb",
      "CONCEI",
      "uquer",
      "ia",
      "98765",
      "876-54",
      "9876 5432",
      "(21) 9 9876",
      "i.albu@exem",
      "EXEMPLO.COM",
      "@ex",
    ]) {
      expect(await found(owner, fragment), fragment).toEqual([id]);
    }
    expect(await found(owner, "ninguém")).toHaveLength(1);
    expect(await found(owner, "albuquerquex")).toEqual([]);
    expect(await found(owner, "55555")).toEqual([]);
    // Letters mean a name or an email: its digits are not looked for in phones.
    expect(await found(owner, "ninguém 91111")).toEqual([]);
    // The s.other restaurant's twin is found only by its own owner.
    const theirs = await found(other2, "ceição alb");
    expect(theirs).toHaveLength(1);
    expect(theirs).not.toContain(id);
  });
});
