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
 * One CSV field. Semicolons, quotes and line breaks are quoted; a value that
 * a spreadsheet would run as a formula (=, +, -, @) gets a leading quote mark,
 * since names and notes are typed by anyone.
 */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
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
      .map(field)
      .join(";"),
  );
  return `\uFEFF${[HEADER.join(";"), ...lines].join("\r\n")}\r\n`;
}
