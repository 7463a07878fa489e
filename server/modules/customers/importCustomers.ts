import { and, eq, or, sql } from "drizzle-orm";
import { CUSTOMER_IMPORT_CHUNK_ROWS, type CustomerImportResult } from "../../../common/customers";
import type { Db } from "../../db/open";
import { customers, messages } from "../../db/schema";
import { type CsvCustomer, type CsvLineError, parseCustomerCsv } from "./parseCustomerCsv";
import { segmentSql } from "./segments";
import { type CustomerScope, duplicatesAsConflict } from "./service";

export const CONSENT_SOURCE_IMPORT = "importação";
export const IMPORT_MESSAGES = {
  twoCustomers: (other: string) =>
    `O telefone e o email desta linha são de clientes diferentes (${other}): corrija a linha para não misturar os dois.`,
} as const;

/** One customer of the file after duplicates were merged: its values and the lines they came from. */
type Entry = CsvCustomer & { lines: number[]; existingId?: number };

/** A later line of the same customer fills in what it has: the latest order, the highest count, a "não" wins. */
function mergeInto(entry: Entry, row: CsvCustomer): void {
  entry.lines.push(row.line);
  entry.name = row.name;
  entry.phone = row.phone ?? entry.phone;
  entry.email = row.email ?? entry.email;
  if (row.lastOrderDate && (!entry.lastOrderDate || row.lastOrderDate > entry.lastOrderDate)) {
    entry.lastOrderDate = row.lastOrderDate;
  }
  if (row.totalOrders !== null) entry.totalOrders = Math.max(entry.totalOrders ?? 0, row.totalOrders);
  entry.notes = row.notes ?? entry.notes;
  if (row.consent !== null) entry.consent = entry.consent === false ? false : row.consent;
}

/** The file's customers with its duplicates (same phone or same email) merged into one. */
function mergeFileDuplicates(rows: CsvCustomer[], errors: CsvLineError[]): Entry[] {
  const entries: Entry[] = [];
  const byPhone = new Map<string, Entry>();
  const byEmail = new Map<string, Entry>();
  for (const row of rows) {
    const samePhone = row.phone ? byPhone.get(row.phone) : undefined;
    const sameEmail = row.email ? byEmail.get(row.email) : undefined;
    if (samePhone && sameEmail && samePhone !== sameEmail) {
      errors.push({
        line: row.line,
        message: IMPORT_MESSAGES.twoCustomers(`linhas ${samePhone.lines[0]} e ${sameEmail.lines[0]}`),
      });
      continue;
    }
    const entry = samePhone ?? sameEmail;
    if (entry) mergeInto(entry, row);
    else entries.push({ ...row, lines: [row.line] });
    const kept = entry ?? entries[entries.length - 1]!;
    if (kept.phone) byPhone.set(kept.phone, kept);
    if (kept.email) byEmail.set(kept.email, kept);
  }
  return entries;
}

/** The restaurant's customers that have one of these phones or emails. */
async function existingMatches(db: Db, restaurantId: number, entries: Entry[]) {
  const phones = entries.flatMap((e) => (e.phone ? [e.phone] : []));
  const emails = entries.flatMap((e) => (e.email ? [e.email] : []));
  if (phones.length === 0 && emails.length === 0) return { byPhone: new Map(), byEmail: new Map() };
  // One parameter per list (a JSON array), however many lines the file has.
  const rows = await db
    .select({
      id: customers.id,
      phone: customers.phone,
      email: sql<string | null>`lower(${customers.email})`,
    })
    .from(customers)
    .where(
      and(
        eq(customers.restaurantId, restaurantId),
        or(
          sql`${customers.phone} in (select jsonb_array_elements_text(${JSON.stringify(phones)}::jsonb))`,
          sql`lower(${customers.email}) in (select jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb))`,
        ),
      ),
    );
  return {
    byPhone: new Map(rows.flatMap((r) => (r.phone ? [[r.phone, r.id] as const] : []))),
    byEmail: new Map(rows.flatMap((r) => (r.email ? [[r.email, r.id] as const] : []))),
  };
}

const RECORD_COLUMNS = sql.raw(
  "v(id int, name text, phone text, email text, last_order_date date, total_orders int, consent boolean, consent_source text, consent_date date, notes text)",
);

/**
 * POST /api/customers/import: reads the CSV, merges duplicates (in the file
 * and with the restaurant's customers, by phone or email) and, unless it is
 * a dry run, writes them in one transaction with one insert and one update
 * per chunk of rows. Consent is given only when the owner confirmed it
 * (`consent`), and a line that says "não" always withdraws it.
 */
export async function importCustomers(
  db: Db,
  scope: CustomerScope,
  input: { csv: string; dryRun: boolean; consent: boolean; firstLine: number },
): Promise<CustomerImportResult> {
  const parsed = parseCustomerCsv(input.csv, { firstLine: input.firstLine, today: scope.today });
  const errors = parsed.errors;
  const fileEntries = mergeFileDuplicates(parsed.customers, errors);

  const existing = await existingMatches(db, scope.restaurantId, fileEntries);
  const entries: Entry[] = [];
  const byExisting = new Map<number, Entry>();
  for (const entry of fileEntries) {
    const idByPhone = entry.phone ? existing.byPhone.get(entry.phone) : undefined;
    const idByEmail = entry.email ? existing.byEmail.get(entry.email) : undefined;
    if (idByPhone !== undefined && idByEmail !== undefined && idByPhone !== idByEmail) {
      errors.push({ line: entry.lines[0]!, message: IMPORT_MESSAGES.twoCustomers("já cadastrados") });
      continue;
    }
    const id = idByPhone ?? idByEmail;
    const sameCustomer = id !== undefined ? byExisting.get(id) : undefined;
    if (sameCustomer) {
      // Two entries of the file that only meet through a customer already saved.
      for (const line of entry.lines.slice(1)) sameCustomer.lines.push(line);
      mergeInto(sameCustomer, entry);
      continue;
    }
    if (id !== undefined) {
      entry.existingId = id;
      byExisting.set(id, entry);
    }
    entries.push(entry);
  }
  errors.sort((a, b) => a.line - b.line);

  const fresh = entries.filter((e) => e.existingId === undefined);
  const rowsKept = entries.reduce((sum, e) => sum + e.lines.length, 0);
  const result = { imported: fresh.length, merged: rowsKept - fresh.length, errors };
  if (input.dryRun || entries.length === 0) return result;

  const consentOf = (entry: Entry, isNew: boolean): boolean | null =>
    entry.consent === false ? false : input.consent ? true : isNew ? false : null;
  const record = (entry: Entry) => {
    const consent = consentOf(entry, entry.existingId === undefined);
    // An answer the import gives (the owner's confirmation, or the file's "não") is dated today.
    const answered = consent === false ? entry.consent === false : consent === true;
    return {
      id: entry.existingId ?? null,
      name: entry.name,
      phone: entry.phone,
      email: entry.email,
      last_order_date: entry.lastOrderDate,
      total_orders: entry.totalOrders ?? (entry.existingId === undefined && entry.lastOrderDate ? 1 : 0),
      consent,
      consent_source: answered ? CONSENT_SOURCE_IMPORT : null,
      consent_date: answered ? scope.today : null,
      notes: entry.notes,
    };
  };

  const totalOrders = sql`greatest(c.total_orders, v.total_orders)`;
  const lastOrderDate = sql`greatest(c.last_order_date, v.last_order_date)`;
  await duplicatesAsConflict(
    db.transaction(async (tx) => {
      for (let start = 0; start < entries.length; start += CUSTOMER_IMPORT_CHUNK_ROWS) {
        const chunk = entries.slice(start, start + CUSTOMER_IMPORT_CHUNK_ROWS).map(record);
        const inserts = chunk.filter((r) => r.id === null);
        const updates = chunk.filter((r) => r.id !== null);
        if (inserts.length > 0) {
          await tx.execute(sql`
            insert into customers (restaurant_id, name, phone, email, last_order_date, total_orders,
              category, consent, consent_source, consent_date, notes)
            select ${scope.restaurantId}, v.name, v.phone, v.email, v.last_order_date, v.total_orders,
              ${segmentSql(sql`v.total_orders`, sql`v.last_order_date`, scope.today, scope.rules)},
              v.consent, v.consent_source, v.consent_date, v.notes
            from jsonb_to_recordset(${JSON.stringify(inserts)}::jsonb) as ${RECORD_COLUMNS}`);
        }
        if (updates.length > 0) {
          // A saved customer keeps what the file leaves blank, and the higher count and later order.
          await tx.execute(sql`
            update customers as c set
              name = v.name,
              phone = coalesce(v.phone, c.phone),
              email = coalesce(v.email, c.email),
              last_order_date = ${lastOrderDate},
              total_orders = ${totalOrders},
              category = ${segmentSql(totalOrders, lastOrderDate, scope.today, scope.rules)},
              notes = coalesce(v.notes, c.notes),
              consent = coalesce(v.consent, c.consent),
              consent_source = case when v.consent is null or v.consent = c.consent then c.consent_source else v.consent_source end,
              consent_date = case when v.consent is null or v.consent = c.consent then c.consent_date else v.consent_date end
            from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as ${RECORD_COLUMNS}
            where c.id = v.id and c.restaurant_id = ${scope.restaurantId}`);
        }
      }
      if (entries.some((e) => e.consent === false)) {
        // "Não quer mais receber": no message of theirs stays waiting in a campaign.
        await tx
          .delete(messages)
          .where(
            and(
              eq(messages.restaurantId, scope.restaurantId),
              eq(messages.status, "pending"),
              sql`${messages.customerId} in (select id from customers where restaurant_id = ${scope.restaurantId} and not consent)`,
            ),
          );
      }
    }),
  );
  if (fresh.length >= CUSTOMER_IMPORT_CHUNK_ROWS) {
    // PGlite has no autovacuum: without fresh statistics after a big import the planner
    // keeps thinking the table is tiny and sorts the whole restaurant for one page
    // (measured on 50,000 customers: the list page from ~160 ms to ~110 ms on a busy machine).
    await db.execute(sql`analyze customers`);
  }
  return result;
}
