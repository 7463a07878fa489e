import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAMPAIGN_MESSAGES } from "../../../common/customers";
import { call } from "../../testing/call";
import { type Caller, type CustomerTestSetup, customerTestSetup } from "../../testing/customerTestSetup";

/**
 * Issue 30 on the customers module: the SPEC's own field names and unknown
 * columns in an import, the birthday (import, edit, list) and the birthday
 * campaign that reaches only those whose day is near, and WhatsApp only for
 * mobiles. Today is Friday 20/11/2026 in Brazil.
 */
const clock = new Date("2026-11-20T15:00:00Z");
let s: CustomerTestSetup;

beforeAll(async () => {
  s = await customerTestSetup(() => clock);
});
afterAll(() => s.close());

const importCsv = (who: Caller, csv: string, dryRun: boolean) =>
  call(s.t.app, "POST", "/api/customers/import", { as: who, body: { csv, dryRun, consent: true } });
const listAll = async (who: Caller) =>
  (await call(s.t.app, "GET", "/api/customers", { as: who })).json().customers as {
    id: number;
    name: string;
    phone: string | null;
    lastOrderDate: string | null;
    totalOrders: number;
    birthday: string | null;
  }[];
const template = "Parabéns pelo seu dia, {nome}! Hoje a sobremesa é por nossa conta.";

describe("customer import columns", () => {
  it("reads the SPEC's English field names, and names every column it ignores in the preview", async () => {
    const owner = await s.owner({ name: "Cantina SPEC" });
    const csv =
      "name,email,phone,lastOrderDate,totalOrders,cidade,Bairro preferido\n" +
      "Ana Souza,ana@exemplo.com,11987654321,2026-11-10,7,Belo Horizonte,Savassi\n" +
      "Bruno Lima,,(21) 99876-5432,01/11/2026,2,Rio,Centro\n";
    const preview = await importCsv(owner, csv, true);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      imported: 2,
      errorCount: 0,
      ignoredColumns: ["cidade", "Bairro preferido"],
    });
    const done = await importCsv(owner, csv, false);
    expect(done.json()).toMatchObject({ imported: 2, ignoredColumns: ["cidade", "Bairro preferido"] });
    const saved = await listAll(owner);
    expect(saved.map((c) => [c.name, c.lastOrderDate, c.totalOrders])).toEqual(
      expect.arrayContaining([
        ["Ana Souza", "2026-11-10", 7],
        ["Bruno Lima", "2026-11-01", 2],
      ]),
    );
  });

  it("forgives case, accents, spaces and underscores in Portuguese headers; nothing ignored then", async () => {
    const owner = await s.owner({ name: "Cantina PT" });
    const csv =
      "NOME;Telefone;ÚLTIMO_PEDIDO;total de Pedidos;Data de Nascimento\n" +
      "Carla;31 98888-7777;15/11/2026;4;05/03/1990\n";
    const res = await importCsv(owner, csv, false);
    expect(res.json()).toMatchObject({ imported: 1, errorCount: 0, ignoredColumns: [] });
    expect((await listAll(owner))[0]).toMatchObject({ name: "Carla", totalOrders: 4, birthday: "03-05" });
  });
});

describe("birthdays", () => {
  it("import (aniversario column), edit and clear a birthday; a bad one is a 400 in Portuguese", async () => {
    const owner = await s.owner({ name: "Bistrô Aniversário" });
    const res = await importCsv(
      owner,
      "nome;telefone;aniversario\nDani;11 97777-6666;25/12\nEdu;;31/02\n",
      false,
    );
    expect(res.json()).toMatchObject({ imported: 1, errorCount: 1 });
    expect(res.json().errors[0]).toMatchObject({
      line: 3,
      message: expect.stringMatching(/Aniversário inválido/),
    });
    const [dani] = await listAll(owner);
    expect(dani).toMatchObject({ name: "Dani", birthday: "12-25" });

    const patched = await call(s.t.app, "PATCH", `/api/customers/${dani!.id}`, {
      as: owner,
      body: { birthday: "1/2" },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().birthday).toBe("02-01");
    expect((await listAll(owner))[0]!.birthday).toBe("02-01");
    const bad = await call(s.t.app, "PATCH", `/api/customers/${dani!.id}`, {
      as: owner,
      body: { birthday: "30/02" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/Aniversário inválido/);
    const cleared = await call(s.t.app, "PATCH", `/api/customers/${dani!.id}`, {
      as: owner,
      body: { birthday: null },
    });
    expect(cleared.json().birthday).toBeNull();
  });

  it("the birthday campaign reaches only those whose day is in the window, and says so when none has one", async () => {
    const owner = await s.owner({ name: "Pizzaria Parabéns" });
    const start = (body: object) =>
      call(s.t.app, "POST", "/api/messages", {
        as: owner,
        body: { segment: "Novo", goal: "birthday", template, ...body },
      });
    const audience = async (window: string) =>
      (
        await call(s.t.app, "GET", `/api/customers/birthdays?segment=Novo&window=${window}`, { as: owner })
      ).json();

    // Nobody has a birthday yet: the page and the campaign say it plainly.
    await importCsv(owner, "nome;telefone\nSem Data;11 96666-5555\n", false);
    expect(await audience("7-dias")).toEqual({ withBirthday: 0, inWindow: 0 });
    const none = await start({});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: "NO_BIRTHDAYS", error: CAMPAIGN_MESSAGES.noBirthdays });

    // A birthday far from today: someone has one, nobody in the window.
    await importCsv(owner, "nome;telefone;birthday\nLonge Costa;11 95555-0009;15/03\n", false);
    expect(await audience("7-dias")).toEqual({ withBirthday: 1, inWindow: 0 });
    const far = await start({ birthdayWindow: "7-dias" });
    expect(far.json()).toMatchObject({
      code: "NO_BIRTHDAYS_IN_WINDOW",
      error: CAMPAIGN_MESSAGES.noBirthdaysInWindow,
    });

    await importCsv(
      owner,
      "nome;telefone;birthday\n" +
        "Hoje Silva;11 95555-0001;20/11\n" + // today
        "Quinta Souza;11 95555-0002;26/11\n" + // the 7th day (20..26)
        "Fora Semana;11 95555-0003;27/11\n" + // this month, not this week
        "Dezembro Reis;11 95555-0004;01/12\n" + // next month
        "Fixo Lima;(31) 3333-4444;21/11\n", // a landline: no WhatsApp
      false,
    );
    expect(await audience("7-dias")).toEqual({ withBirthday: 6, inWindow: 2 });
    expect(await audience("mes")).toEqual({ withBirthday: 6, inWindow: 3 });

    const week = await start({ birthdayWindow: "7-dias" });
    expect(week.statusCode, week.body).toBe(201);
    expect(
      week
        .json()
        .messages.map((m: { customerName: string }) => m.customerName)
        .sort(),
    ).toEqual(["Hoje Silva", "Quinta Souza"]);
    const month = await start({ birthdayWindow: "mes", template: `${template} 🎂` });
    expect(
      month
        .json()
        .messages.map((m: { customerName: string }) => m.customerName)
        .sort(),
    ).toEqual(["Fora Semana", "Hoje Silva", "Quinta Souza"]);

    // A segment with nobody to message says that first.
    const vip = await call(s.t.app, "POST", "/api/messages", {
      as: owner,
      body: { segment: "VIP", goal: "birthday", template },
    });
    expect(vip.json()).toMatchObject({
      code: "NO_CONSENTING_CUSTOMERS",
      error: CAMPAIGN_MESSAGES.noCustomers,
    });
    const badWindow = await start({ birthdayWindow: "ano" });
    expect(badWindow.statusCode).toBe(400);
    expect(badWindow.json().error).toMatch(/próximos 7 dias/);
  });
});

describe("WhatsApp only for mobiles", () => {
  it("a landline is kept as a phone but gets no campaign message; a mobile with +55 does", async () => {
    const owner = await s.owner({ name: "Lanchonete Fixo" });
    await importCsv(
      owner,
      "nome;telefone\nFixo Lima;(31) 3333-4444\nCelular Dias;+55 31 98888-1111\n",
      false,
    );
    const phones = (await listAll(owner)).map((c) => [c.name, c.phone]).sort();
    expect(phones).toEqual([
      ["Celular Dias", "+5531988881111"],
      ["Fixo Lima", "+553133334444"],
    ]);
    const res = await call(s.t.app, "POST", "/api/messages", {
      as: owner,
      body: { segment: "Novo", goal: "thank-you", template: "Obrigado, {nome}!" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().messages.map((m: { customerName: string }) => m.customerName)).toEqual([
      "Celular Dias",
    ]);
  });
});
