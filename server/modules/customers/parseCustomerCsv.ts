import { setImmediate as nextTurn } from "node:timers/promises";
import { parse } from "csv-parse";
import { parseBirthday } from "../../../common/birthday";
import { CUSTOMER_PHONE_INVALID, normaliseBrazilianPhone } from "../../../common/customerPhone";
import { CUSTOMER_LIMITS, CUSTOMER_MESSAGES } from "../../../common/customers";
import { z } from "../../../common/zod";

/** One customer read from a line of the file, its values already in the form we keep. */
export type CsvCustomer = {
  line: number;
  name: string;
  phone: string | null;
  email: string | null;
  lastOrderDate: string | null;
  totalOrders: number | null;
  notes: string | null;
  /** Day and month of birth, "MM-DD". */
  birthday: string | null;
  /** What the file's "aceita mensagens" column says; null when it has none or it is blank. */
  consent: boolean | null;
};
export type CsvLineError = { line: number; message: string };

type Field = "name" | "phone" | "email" | "lastOrderDate" | "totalOrders" | "notes" | "consent" | "birthday";

/**
 * Header names people use, in Portuguese and English, compared without
 * accents, case, punctuation or spaces ("Último pedido", "ultimo_pedido",
 * "ULTIMO PEDIDO" and "ultimoPedido" are one; so are the SPEC's own field
 * names, "lastOrderDate" and "last order date"). Exported from iFood, a POS
 * or a spreadsheet. A column named nowhere here is listed in the answer as
 * ignored, never dropped in silence (issue 30).
 */
const HEADER_NAMES: Record<Field, string[]> = {
  name: [
    "nome",
    "name",
    "cliente",
    "nome do cliente",
    "nome completo",
    "full name",
    "customer",
    "customer name",
  ],
  phone: [
    "telefone",
    "celular",
    "whatsapp",
    "whats",
    "zap",
    "fone",
    "tel",
    "phone",
    "mobile",
    "telefone celular",
    "numero",
    "phone number",
  ],
  email: ["email", "e mail", "mail", "endereco de email"],
  lastOrderDate: [
    "ultimo pedido",
    "data do ultimo pedido",
    "data ultimo pedido",
    "last order",
    "last order date",
    "ultima compra",
    "data ultima compra",
    "ultimo pedido em",
  ],
  totalOrders: [
    "pedidos",
    "total de pedidos",
    "total pedidos",
    "qtd pedidos",
    "quantidade de pedidos",
    "numero de pedidos",
    "orders",
    "total orders",
    "order count",
  ],
  notes: ["observacoes", "observacao", "obs", "notas", "anotacoes", "notes", "note", "comments"],
  consent: [
    "aceita mensagens",
    "aceita receber mensagens",
    "consentimento",
    "consent",
    "opt in",
    "aceita whatsapp",
    "accepts messages",
  ],
  birthday: [
    "aniversario",
    "data de aniversario",
    "dia do aniversario",
    "data de nascimento",
    "nascimento",
    "data nascimento",
    "birthday",
    "birth date",
    "birthdate",
    "date of birth",
    "dob",
  ],
};
export const simplified = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** A header as compared: simplified, then without its spaces ("lastOrderDate" and "last order date" meet). */
const headerKey = (title: string) => simplified(title).replace(/ /g, "");
const FIELD_OF = new Map<string, Field>(
  Object.entries(HEADER_NAMES).flatMap(([field, names]) =>
    names.map((n) => [headerKey(n), field as Field] as const),
  ),
);

export const CSV_MESSAGES = {
  noName:
    "Não achei a coluna do nome na primeira linha. Use um cabeçalho como: nome;telefone;email;último pedido;pedidos.",
  noRows: "O arquivo não tem nenhum cliente abaixo do cabeçalho.",
  unclosedQuote: "Há aspas abertas nesta linha que não fecham: confira o arquivo e envie de novo.",
  lineName: "Linha sem nome do cliente.",
  lineDate: "Data do último pedido inválida: use dd/mm/aaaa, como 23/11/2026.",
  lineFuture: "A data do último pedido está no futuro.",
  lineOrders: "Total de pedidos inválido: use um número inteiro, como 3.",
  lineConsent: "Não entendi se o cliente aceita mensagens: use sim ou não.",
  lineBirthday: "Aniversário inválido: use dia/mês, como 25/12 (o ano pode vir junto).",
} as const;

/** The separator of the header line: the one of ';' and ',' it has more of outside quotes (Excel in pt-BR writes ';'). */
function detectDelimiter(text: string): ";" | "," {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === "\n" && !quoted) break;
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ";") semicolons += 1;
    else if (!quoted && ch === ",") commas += 1;
  }
  return semicolons > commas ? ";" : ",";
}

const isoDate = (y: number, m: number, d: number): string | null => {
  const iso = `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  const at = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(iso) ? iso : null;
};

/** "23/11/2026", "23/11/26", "23-11-2026", "2026-11-23", with or without a time after it. */
export function parseBrazilianDate(typed: string): string | null {
  const day = typed.trim().split(/[\sT]/)[0] ?? "";
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(day);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(day);
  if (!m) return null;
  const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  return isoDate(year, Number(m[2]), Number(m[1]));
}

const YES = new Set(["sim", "s", "yes", "y", "true", "verdadeiro", "1", "x", "aceita", "ok"]);
const NO = new Set(["nao", "n", "no", "false", "falso", "0", "nao aceita", "recusou"]);
const emailCheck = z.email();

type CsvRecord = { record: string[]; info: { lines: number } };

/**
 * Text fed to the CSV parser at a time, and records checked at a time, before
 * giving the event loop a turn: csv-parse reads about 4 µs a record, so one
 * slice holds the server for a few milliseconds whatever the file holds (a
 * 256 KB chunk read in one go took 50 ms when normal and 900 ms when made of
 * empty lines; issue 25).
 */
const TEXT_SLICE = 8 * 1024;
const RECORD_SLICE = 100;

/** Thrown when a chunk holds more records than `maxRecords` (blank lines count). */
export class TooManyRecords extends Error {}

/** The records of the text, read TEXT_SLICE characters at a time; stops past `maxRecords`. */
async function readRecords(text: string, maxRecords: number): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  let failure: unknown;
  // With `info: true` each record comes with where it ends (csv-parse's types do not follow the option).
  const parser = parse({
    delimiter: detectDelimiter(text),
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    trim: true,
  });
  parser.on("data", (r: CsvRecord) => records.push(r));
  parser.on("error", (error) => {
    failure ??= error;
  });
  const ended = new Promise<void>((resolve) => {
    parser.on("end", resolve);
    parser.on("close", resolve);
  });
  for (let at = 0; at < text.length && failure === undefined; at += TEXT_SLICE) {
    parser.write(text.slice(at, at + TEXT_SLICE));
    if (records.length > maxRecords) {
      parser.destroy();
      throw new TooManyRecords();
    }
    await nextTurn();
  }
  if (failure === undefined) {
    parser.end();
    await ended;
  }
  if (failure !== undefined) throw failure;
  if (records.length > maxRecords) throw new TooManyRecords();
  return records;
}

/**
 * A customers CSV as people have it: ';' or ',', quoted fields, a BOM,
 * Windows line ends, header names in Portuguese or English in any order,
 * pt-BR dates. Each line is checked alone and a problem names the file's
 * line (`firstLine` is the file line of the first row after the header,
 * since the page sends big files in chunks that each repeat the header).
 * Reads in slices, giving the event loop a turn between them; throws
 * TooManyRecords past `maxRecords` records (header and blank lines included).
 */
export async function parseCustomerCsv(
  csv: string,
  options: { firstLine: number; today: string; maxRecords?: number },
): Promise<{ customers: CsvCustomer[]; errors: CsvLineError[]; rows: number; ignoredColumns: string[] }> {
  const text = csv.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const headerLine = options.firstLine - 1;
  let records: CsvRecord[];
  try {
    records = await readRecords(text, options.maxRecords ?? Number.POSITIVE_INFINITY);
  } catch (error) {
    if (error instanceof TooManyRecords) throw error;
    const lines = (error as { lines?: unknown }).lines;
    const line = typeof lines === "number" ? headerLine + Math.max(lines - 1, 0) : headerLine;
    return {
      customers: [],
      errors: [{ line, message: CSV_MESSAGES.unclosedQuote }],
      rows: 0,
      ignoredColumns: [],
    };
  }
  const [header, ...body] = records;
  const columns = new Map<Field, number[]>();
  const ignoredColumns: string[] = [];
  header?.record.forEach((title, index) => {
    const field = FIELD_OF.get(headerKey(title));
    if (field) columns.set(field, [...(columns.get(field) ?? []), index]);
    else if (title.trim() !== "") ignoredColumns.push(title.trim().slice(0, 60));
  });
  if (!columns.has("name"))
    return {
      customers: [],
      errors: [{ line: headerLine, message: CSV_MESSAGES.noName }],
      rows: 0,
      ignoredColumns,
    };

  const customers: CsvCustomer[] = [];
  const errors: CsvLineError[] = [];
  let previousEnd = header?.info.lines ?? 1;
  let rows = 0;
  for (const [index, { record, info }] of body.entries()) {
    if (index > 0 && index % RECORD_SLICE === 0) await nextTurn();
    // The file line where this record starts (a quoted field may span lines).
    const line = headerLine + previousEnd;
    previousEnd = info.lines;
    if (record.every((v) => v === "")) continue;
    rows += 1;
    const value = (field: Field) =>
      (columns.get(field) ?? []).map((i) => record[i] ?? "").find((v) => v !== "") ?? "";
    const problems: string[] = [];

    const name = value("name").replace(/\s+/g, " ");
    if (!name) problems.push(CSV_MESSAGES.lineName);
    else if (name.length > CUSTOMER_LIMITS.name) problems.push(CUSTOMER_MESSAGES.nameTooLong);

    const typedPhone = value("phone");
    const phone = typedPhone ? normaliseBrazilianPhone(typedPhone) : null;
    if (typedPhone && !phone) problems.push(`${CUSTOMER_PHONE_INVALID} (veio "${typedPhone.slice(0, 40)}")`);

    const typedEmail = value("email").toLowerCase();
    const email = typedEmail || null;
    if (email && (email.length > CUSTOMER_LIMITS.email || !emailCheck.safeParse(email).success)) {
      problems.push(CUSTOMER_MESSAGES.emailInvalid);
    }

    const typedDate = value("lastOrderDate");
    const lastOrderDate = typedDate ? parseBrazilianDate(typedDate) : null;
    if (typedDate && !lastOrderDate) problems.push(CSV_MESSAGES.lineDate);
    else if (lastOrderDate && lastOrderDate > options.today) problems.push(CSV_MESSAGES.lineFuture);

    const typedOrders = value("totalOrders");
    const orders = /^\d{1,6}([.,]0+)?$/.test(typedOrders) ? Number.parseInt(typedOrders, 10) : null;
    if (typedOrders && (orders === null || orders > 100_000)) problems.push(CSV_MESSAGES.lineOrders);

    const notes = value("notes") || null;
    if (notes && notes.length > CUSTOMER_LIMITS.notes) problems.push(CUSTOMER_MESSAGES.notesTooLong);

    const typedBirthday = value("birthday");
    const birthday = typedBirthday ? parseBirthday(typedBirthday) : null;
    if (typedBirthday && !birthday) problems.push(CSV_MESSAGES.lineBirthday);

    const typedConsent = simplified(value("consent"));
    const consent = !typedConsent
      ? null
      : YES.has(typedConsent)
        ? true
        : NO.has(typedConsent)
          ? false
          : undefined;
    if (consent === undefined) problems.push(CSV_MESSAGES.lineConsent);

    if (problems.length > 0) {
      errors.push({ line, message: problems.join(" ") });
      continue;
    }
    customers.push({
      line,
      name,
      phone,
      email,
      lastOrderDate,
      totalOrders: typedOrders ? orders : null,
      notes,
      birthday,
      consent: consent ?? null,
    });
  }
  if (rows === 0 && errors.length === 0) errors.push({ line: headerLine, message: CSV_MESSAGES.noRows });
  return { customers, errors, rows, ignoredColumns };
}
