import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CUSTOMER_IMPORT_CHUNK_BYTES,
  CUSTOMER_IMPORT_CHUNK_ROWS,
  CUSTOMER_IMPORT_MESSAGES,
  CUSTOMER_MESSAGES,
  type Customer,
} from "../../../common/customers";
import { brazilDate } from "../../../common/week";
import { customers } from "../../db/schema";
import { call } from "../../testing/call";
import { type Caller, type CustomerTestSetup, customerTestSetup } from "../../testing/customerTestSetup";

/** POST /api/customers/import (issue 15) through HTTP on a real database. */
const clock = new Date("2026-11-23T15:00:00Z");
const today = brazilDate(clock);
let s: CustomerTestSetup;

beforeAll(async () => {
  s = await customerTestSetup(() => clock);
});
afterAll(() => s.close());

const importCsv = (who: Caller, body: object) =>
  call(s.t.app, "POST", "/api/customers/import", { as: who, body });
const all = async (who: Caller, search = "") => {
  const res = await call(s.t.app, "GET", `/api/customers?search=${encodeURIComponent(search)}`, { as: who });
  expect(res.statusCode).toBe(200);
  return res.json() as { customers: Customer[]; total: number };
};

describe("import", () => {
  it("a messy file: preview writes nothing, then the import saves, merges duplicates and names the bad lines", async () => {
    const boss = s.team.boss;
    const saved = await call(s.t.app, "POST", "/api/customers", {
      as: boss,
      body: {
        name: "Joana Antiga",
        phone: "(11) 98765-4321",
        totalOrders: 7,
        lastOrderDate: "2026-11-20",
        consent: true,
        consentSource: "balcão",
        consentDate: "2026-01-10",
        notes: "Sem cebola",
      },
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
      errorCount: 3,
      keptOptedOut: 0,
      ignoredColumns: [],
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
      await call(s.t.app, "POST", "/api/customers", {
        as: owner,
        body: {
          name: "Já aceitou",
          phone: "11 97777-0001",
          consent: true,
          consentSource: "WhatsApp",
          consentDate: "2026-02-02",
        },
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

  it("a chunk of a big file names the file's lines (firstLine), and 10,000 rows in the page's chunks import with one customer each", async () => {
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
    for (let start = 0; start < rows.length; start += CUSTOMER_IMPORT_CHUNK_ROWS) {
      const csv = [
        "nome;telefone;email;último pedido;pedidos",
        ...rows.slice(start, start + CUSTOMER_IMPORT_CHUNK_ROWS),
      ].join("\n");
      const res = await importCsv(owner, { csv, dryRun: false, consent: true, firstLine: start + 2 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        imported: 1000,
        merged: 0,
        errors: [],
        errorCount: 0,
        keptOptedOut: 0,
        ignoredColumns: [],
      });
    }
    const segments = (await call(s.t.app, "GET", "/api/customers/segments", { as: owner })).json();
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

  it("one request is one chunk: more than 1,000 rows, 256 KB or 2,000 lines is a 413 in Portuguese, and nothing is written", async () => {
    const owner = await s.owner({ name: "Restaurante dos Pedaços" });
    const lines = (n: number) =>
      Array.from({ length: n }, (_, i) => `Cliente ${i};11 9${String(7000_0000 + i)}`);
    const refused = async (csv: string) => {
      const res = await importCsv(owner, { csv, dryRun: false });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        code: "IMPORT_CHUNK_TOO_LARGE",
        error: CUSTOMER_IMPORT_MESSAGES.chunkTooLarge,
      });
    };
    // 1,001 rows, well under 256 KB.
    await refused(["nome;telefone", ...lines(CUSTOMER_IMPORT_CHUNK_ROWS + 1)].join("\n"));
    // 256 KB and a byte of accents in a few rows.
    await refused(
      `nome;observações\n${"Zé;".padEnd(200, "ã")}\n`.repeat(1).padEnd(CUSTOMER_IMPORT_CHUNK_BYTES - 10, "é"),
    );
    // Rows hidden among blank lines.
    await refused(`nome\n${"Ana\n\n\n".repeat(700)}`);
    // A body far past the route's limit: refused before it is read.
    const huge = await call(s.t.app, "POST", "/api/customers/import", {
      as: owner,
      body: { csv: "x".repeat(2_000_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe(CUSTOMER_IMPORT_MESSAGES.chunkTooLarge);
    expect((await all(owner)).total).toBe(0);

    // Exactly the page's chunk passes.
    const full = await importCsv(owner, {
      csv: ["nome;telefone", ...lines(CUSTOMER_IMPORT_CHUNK_ROWS)].join("\n"),
      dryRun: true,
    });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ imported: CUSTOMER_IMPORT_CHUNK_ROWS, errorCount: 0 });
  });

  it("a chunk of bad rows lists the first 100 problems and counts them all, and answers small", async () => {
    const owner = await s.owner({ name: "Restaurante dos Erros" });
    const bad = Array.from(
      { length: CUSTOMER_IMPORT_CHUNK_ROWS },
      (_, i) => `;12${i};nao-email-${i};99/99/9999;abc;talvez`,
    );
    const csv = ["nome;telefone;email;último pedido;pedidos;aceita mensagens", ...bad].join("\n");
    const started = performance.now();
    const res = await importCsv(owner, { csv, dryRun: true, firstLine: 5002 });
    const took = performance.now() - started;
    expect(res.statusCode).toBe(200);
    const body = res.json() as { errors: { line: number }[]; errorCount: number; imported: number };
    expect(body.imported).toBe(0);
    expect(body.errorCount).toBe(CUSTOMER_IMPORT_CHUNK_ROWS);
    expect(body.errors).toHaveLength(100);
    expect(body.errors[0]!.line).toBe(5002);
    expect(body.errors[99]!.line).toBe(5101);
    // 1,000 lines of every problem at once: the answer stays a few tens of KB, not megabytes.
    expect(res.body.length).toBeLessThan(60_000);
    // Generous for a busy CI machine; the whole 5 MB file once took 15–31 s.
    expect(took).toBeLessThan(5_000);
  });

  it("LGPD: an import never gives consent back to a customer who said no, and the preview says how many stay out", async () => {
    const owner = await s.owner({ name: "Restaurante do Não" });
    const create = async (body: object) =>
      (await call(s.t.app, "POST", "/api/customers", { as: owner, body })).json() as Customer;
    // Withdrawn later by the owner (PATCH), refused at registration, and a file's "não".
    const withdrew = await create({
      name: "Desistiu",
      phone: "11 96000-0001",
      consent: true,
      consentSource: "balcão",
      consentDate: "2026-01-02",
    });
    const patched = await call(s.t.app, "PATCH", `/api/customers/${withdrew.id}`, {
      as: owner,
      body: { consent: false },
    });
    expect(patched.statusCode).toBe(200);
    const refusedAtStart = await create({ name: "Nunca quis", email: "nunca@exemplo.com", consent: false });
    expect(
      (
        await importCsv(owner, {
          csv: "nome;telefone;aceita mensagens\nPelo arquivo;11 96000-0003;não",
          dryRun: false,
        })
      ).statusCode,
    ).toBe(200);
    // Never asked: consent false with no date.
    await create({ name: "Sem resposta", phone: "11 96000-0004" });

    const csv =
      "nome;telefone;email;aceita mensagens\n" +
      "Desistiu;11 96000-0001;;sim\n" +
      "Nunca quis;;nunca@exemplo.com;\n" +
      "Pelo arquivo;11 96000-0003;;sim\n" +
      "Sem resposta;11 96000-0004;;sim\n";
    const preview = await importCsv(owner, { csv, dryRun: true });
    expect(preview.json()).toMatchObject({ imported: 0, merged: 4, keptOptedOut: 3 });
    const done = await importCsv(owner, { csv, dryRun: false, consent: true });
    expect(done.json()).toMatchObject({ imported: 0, merged: 4, keptOptedOut: 3 });

    const list = (await all(owner)).customers;
    const byName = (name: string) => list.find((c) => c.name === name)!;
    expect(byName("Desistiu")).toMatchObject({ consent: false, consentSource: "balcão" });
    expect(byName("Desistiu").consentDate).toBe(today);
    expect(byName("Nunca quis")).toMatchObject({ consent: false, consentDate: refusedAtStart.consentDate });
    expect(byName("Pelo arquivo")).toMatchObject({ consent: false, consentSource: "importação" });
    // Only the one never asked is opted in by the owner's confirmation.
    expect(byName("Sem resposta")).toMatchObject({
      consent: true,
      consentSource: "importação",
      consentDate: today,
    });
    const segments = (await call(s.t.app, "GET", "/api/customers/segments", { as: owner })).json();
    expect(segments).toMatchObject({ total: 4, withConsent: 1 });
  });
});
