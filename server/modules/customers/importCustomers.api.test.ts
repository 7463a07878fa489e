import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOMER_MESSAGES, type Customer } from "../../../common/customers";
import { brazilDate } from "../../../common/week";
import { customers } from "../../db/schema";
import { type Caller, type CustomerTestSetup, customerTestSetup } from "../../testing/customerTestSetup";

/** POST /api/customers/import (issue 15) through HTTP on a real database. */
const clock = new Date("2026-11-23T15:00:00Z");
const today = brazilDate(clock);
let s: CustomerTestSetup;

beforeAll(async () => {
  s = await customerTestSetup(() => clock);
});
afterAll(() => s.close());

const importCsv = (who: Caller, body: object) => s.call("POST", "/api/customers/import", who, body);
const all = async (who: Caller, search = "") => {
  const res = await s.call("GET", `/api/customers?search=${encodeURIComponent(search)}`, who);
  expect(res.statusCode).toBe(200);
  return res.json() as { customers: Customer[]; total: number };
};

describe("import", () => {
  it("a messy file: preview writes nothing, then the import saves, merges duplicates and names the bad lines", async () => {
    const boss = s.team.boss;
    const saved = await s.call("POST", "/api/customers", boss, {
      name: "Joana Antiga",
      phone: "(11) 98765-4321",
      totalOrders: 7,
      lastOrderDate: "2026-11-20",
      consent: true,
      consentSource: "balcão",
      consentDate: "2026-01-10",
      notes: "Sem cebola",
    });
    expect(saved.statusCode).toBe(201);
    const csv =
      "\uFEFFNome;Celular;E-mail;Último pedido;Pedidos;Observações\r\n" +
      "Joana Prado;11 98765-4321;joana@exemplo.com;01/11/2026;3;\r\n" + // an existing customer, by phone
      "Bia Lima;(21) 99876-5432;bia@exemplo.com;20/11/2026;2;Alérgica a camarão\r\n" +
      "Beatriz Lima;;BIA@exemplo.com;22/11/2026;;\r\n" + // the same as the line above, by email
      "Caio;1234;;;;\r\n" +
      "Davi;11 91234-5678;;31/02/2026;;\r\n" +
      ";11 91234-0000;;;;\r\n" +
      "Eva;;;;;\r\n";
    const preview = await importCsv(boss, { csv, dryRun: true });
    expect(preview.statusCode).toBe(200);
    const expected = {
      imported: 2,
      merged: 2,
      errors: [
        { line: 5, message: expect.stringMatching(/Telefone inválido/) },
        { line: 6, message: expect.stringMatching(/Data do último pedido inválida/) },
        { line: 7, message: "Linha sem nome do cliente." },
      ],
    };
    expect(preview.json()).toEqual(expected);
    expect((await all(boss)).total).toBe(1);

    const done = await importCsv(boss, { csv, dryRun: false });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual(expected);
    const list = (await all(boss)).customers;
    expect(list).toHaveLength(3);
    const joana = list.find((c) => c.phone === "+5511987654321")!;
    // The file's name and email; the higher count and later order kept; consent untouched.
    expect(joana).toMatchObject({
      name: "Joana Prado",
      email: "joana@exemplo.com",
      totalOrders: 7,
      lastOrderDate: "2026-11-20",
      notes: "Sem cebola",
      consent: true,
      consentSource: "balcão",
      consentDate: "2026-01-10",
    });
    expect(list.find((c) => c.email === "bia@exemplo.com")).toMatchObject({
      name: "Beatriz Lima",
      phone: "+5521998765432",
      totalOrders: 2,
      lastOrderDate: "2026-11-22",
      notes: "Alérgica a camarão",
      category: "Recorrente",
      consent: false,
    });
    expect(list.find((c) => c.name === "Eva")).toMatchObject({
      totalOrders: 0,
      category: "Novo",
      consent: false,
    });

    // The same file again only merges.
    const again = (await importCsv(boss, { csv, dryRun: false })).json();
    expect(again).toMatchObject({ imported: 1, merged: 3 }); // Eva has no phone nor email: a new one again
  });

  it("consent only when the owner confirms it: source 'importação', today; a line that says não withdraws it", async () => {
    const owner = await s.owner({ name: "Restaurante do Consentimento" });
    const saved = (
      await s.call("POST", "/api/customers", owner, {
        name: "Já aceitou",
        phone: "11 97777-0001",
        consent: true,
        consentSource: "WhatsApp",
        consentDate: "2026-02-02",
      })
    ).json() as Customer;
    const csv =
      "name,phone,accepts messages\nNova,11 97777-0002,\nJá aceitou,11 97777-0001,\nNão quer,11 97777-0003,não\n";
    expect((await importCsv(owner, { csv, dryRun: false })).json()).toMatchObject({
      imported: 2,
      merged: 1,
    });
    const withoutConfirmation = (await all(owner)).customers;
    expect(withoutConfirmation.find((c) => c.name === "Nova")).toMatchObject({
      consent: false,
      consentSource: null,
    });
    expect(withoutConfirmation.find((c) => c.id === saved.id)).toMatchObject({
      consent: true,
      consentSource: "WhatsApp",
    });

    const confirmed = await importCsv(owner, { csv, dryRun: false, consent: true });
    expect(confirmed.json()).toMatchObject({ imported: 0, merged: 3 });
    const after = (await all(owner)).customers;
    expect(after.find((c) => c.name === "Nova")).toMatchObject({
      consent: true,
      consentSource: "importação",
      consentDate: today,
    });
    // Already agreed: the first answer is the one kept.
    expect(after.find((c) => c.id === saved.id)).toMatchObject({
      consentSource: "WhatsApp",
      consentDate: "2026-02-02",
    });
    expect(after.find((c) => c.name === "Não quer")).toMatchObject({ consent: false });
  });

  it("a chunk of a big file names the file's lines (firstLine), and 10,000 rows import with one customer each", async () => {
    const owner = await s.owner({ name: "Restaurante Grande" });
    const chunk = await importCsv(owner, {
      csv: "nome;telefone\nAna;11 96666-0001\nSem telefone bom;999\n",
      dryRun: true,
      firstLine: 3002,
    });
    expect(chunk.json().errors).toEqual([
      { line: 3003, message: expect.stringMatching(/Telefone inválido/) },
    ]);

    const rows = Array.from({ length: 10_000 }, (_, i) => {
      const n = String(i).padStart(4, "0");
      return `Cliente ${n};(11) 9${String(8000 + Math.floor(i / 10_000)).padStart(4, "0")}-${n};cliente${n}@exemplo.com;${String((i % 28) + 1).padStart(2, "0")}/10/2026;${(i % 12) + 1}`;
    });
    const csv = ["nome;telefone;email;último pedido;pedidos", ...rows].join("\n");
    const res = await importCsv(owner, { csv, dryRun: false, consent: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 10_000, merged: 0, errors: [] });
    const segments = (await s.call("GET", "/api/customers/segments", owner)).json();
    expect(segments).toMatchObject({ total: 10_000, withConsent: 10_000 });
    const one = await s.t.database.db
      .select()
      .from(customers)
      .where(eq(customers.email, "cliente0042@exemplo.com"));
    expect(one).toMatchObject([
      { name: "Cliente 0042", phone: "+5511980000042", lastOrderDate: "2026-10-15", totalOrders: 7 },
    ]);
  }, 60_000);

  it("refuses what it cannot read with a 400 in Portuguese; Starter 403; a member may import; nothing leaks across accounts", async () => {
    const boss = s.team.boss;
    const empty = await importCsv(boss, { csv: "", dryRun: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/vazio/);
    const noName = (await importCsv(boss, { csv: "telefone\n11987654321", dryRun: true })).json();
    expect(noName.errors[0].message).toMatch(/coluna do nome/);

    const byStarter = await importCsv(s.starter, { csv: "nome\nAna", dryRun: false });
    expect(byStarter.statusCode).toBe(403);
    expect(byStarter.json()).toMatchObject({
      code: "CUSTOMERS_REQUIRE_PRO",
      error: CUSTOMER_MESSAGES.requiresPro,
    });

    const byMember = await importCsv(s.team.member, {
      csv: "nome;telefone\nDo garçom;11 95555-0001",
      dryRun: false,
    });
    expect(byMember.json()).toMatchObject({ imported: 1, merged: 0 });

    // The same phone in another restaurant is another customer: imported there, untouched here.
    const before = (await all(boss, "Joana")).customers[0]!;
    const elsewhere = await importCsv(s.other, {
      csv: "nome;telefone\nOutra Joana;11 98765-4321",
      dryRun: false,
    });
    expect(elsewhere.json()).toMatchObject({ imported: 1, merged: 0 });
    const [row] = await s.t.database.db.select().from(customers).where(eq(customers.id, before.id));
    expect(row!.name).toBe(before.name);
  });
});
