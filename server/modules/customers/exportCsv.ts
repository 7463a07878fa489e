import { and, asc, eq } from "drizzle-orm";
import { displayBrazilianPhone } from "../../../common/customerPhone";
import { CUSTOMER_MESSAGES } from "../../../common/customers";
import type { Db } from "../../db/open";
import { customers } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { CustomerScope } from "./service";

const HEADER = [
  "nome",
  "telefone",
  "email",
  "ultimo_pedido",
  "total_pedidos",
  "segmento",
  "aceita_mensagens",
  "origem_consentimento",
  "data_consentimento",
  "observacoes",
];

/** AAAA-MM-DD as a Brazilian spreadsheet reads it: DD/MM/AAAA. */
const brDate = (d: string | null) => (d ? d.split("-").reverse().join("/") : "");

/**
 * Where a cell may begin in the reader's eyes, followed by what a spreadsheet
 * would run as a formula. The file is read with ';' by Excel in Portuguese but
 * with ',' (or a tab) elsewhere, and a reader that splits on ',' sees a new
 * cell after any comma inside a field, quoted or not: so every place a cell
 * could begin counts, not just the field's start. Spaces and quote marks
 * before the sign do not make it safe (" =1", "\"=1" still run).
 */
const FORMULA_AT_CELL_START = /(?<=^|[,;\t\r\n])(?=[\s"]*[=+\-@]|[\t\r])/g;

/**
 * One CSV field, formula-safe whatever delimiter the reader picks: each
 * place a cell could begin with =, +, -, @, a tab or a carriage return
 * (after spaces or quote marks too) gets a quote mark before it, which makes
 * the cell text; names and notes are typed by anyone. Fields holding a
 * delimiter, a quote or a line break are quoted.
 */
export function csvField(value: string): string {
  const safe = value.replace(FORMULA_AT_CELL_START, "'");
  return /[";,\t\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * GET /api/customers/export: the restaurant's customers (or one, for an LGPD
 * request) as CSV with ';' and a UTF-8 BOM, which Excel in Portuguese opens
 * in columns with the accents right.
 */
export async function exportCustomersCsv(db: Db, scope: CustomerScope, id?: number): Promise<string> {
  const rows = await db
    .select()
    .from(customers)
    .where(and(eq(customers.restaurantId, scope.restaurantId), id ? eq(customers.id, id) : undefined))
    .orderBy(asc(customers.name), asc(customers.id));
  if (id && rows.length === 0) throw notFound(CUSTOMER_MESSAGES.notFound);
  const lines = rows.map((c) =>
    [
      c.name,
      c.phone ? displayBrazilianPhone(c.phone) : "",
      c.email ?? "",
      brDate(c.lastOrderDate),
      String(c.totalOrders),
      c.category,
      c.consent ? "sim" : "não",
      c.consentSource ?? "",
      brDate(c.consentDate),
      c.notes ?? "",
    ]
      .map(csvField)
      .join(";"),
  );
  return `\uFEFF${[HEADER.join(";"), ...lines].join("\r\n")}\r\n`;
}
