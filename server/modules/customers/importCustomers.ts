import { setImmediate as nextTurn } from "node:timers/promises";
import { and, eq, or, sql } from "drizzle-orm";
import {
  CUSTOMER_IMPORT_CHUNK_BYTES,
  CUSTOMER_IMPORT_CHUNK_ROWS,
  CUSTOMER_IMPORT_MAX_ERRORS,
  CUSTOMER_IMPORT_MESSAGES,
  type CustomerImportResult,
} from "../../../common/customers";
import type { Db } from "../../db/open";
import { customers, messages } from "../../db/schema";
import { AppError } from "../../http/errors";
import { type CsvCustomer, type CsvLineError, parseCustomerCsv, TooManyRecords } from "./parseCustomerCsv";
import { segmentSql } from "./segments";
import { type CustomerScope, duplicatesAsConflict } from "./service";

export const CONSENT_SOURCE_IMPORT = "importação";
export const IMPORT_MESSAGES = {
  twoCustomers: (other: string) =>
    `O telefone e o email desta linha são de clientes diferentes (${other}): corrija a linha para não misturar os dois.`,
} as const;

/** One customer of the file after duplicates were merged: its values and the lines they came from. */
type Entry = CsvCustomer & { lines: number[]; existingId?: number; existingOptedOut?: boolean };

/**
 * A chunk bigger than the page sends: 413, nothing read. Blank lines count
 * as records too, up to as many again as the rows (the page splits on both).
 */
export const chunkTooLarge = () =>
  new AppError(413, "IMPORT_CHUNK_TOO_LARGE", CUSTOMER_IMPORT_MESSAGES.chunkTooLarge);
const MAX_RECORDS = 1 + 2 * CUSTOMER_IMPORT_CHUNK_ROWS;

/**
 * A customer whose "não" was recorded (consent false with a date: withdrawn
 * by the owner, refused when registered, or a file's "não") stays opted out
 * through any import (LGPD, issue 25, decision 029). A false without a date
 * is a question never asked: an import with the owner's confirmation may
 * still give it.
 */
const OPTED_OUT = sql`(not c.consent and c.consent_date is not null)`;

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
  entry.birthday = row.birthday ?? entry.birthday;
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
  const found = {
    byPhone: new Map<string, number>(),
    byEmail: new Map<string, number>(),
    optedOut: new Set<number>(),
  };
  // A few hundred at a time, with a turn of the event loop between (PGlite runs on this thread).
  for (let start = 0; start < entries.length; start += WRITE_SLICE * 4) {
    if (start > 0) await nextTurn();
    for (const r of await matchesOf(db, restaurantId, entries.slice(start, start + WRITE_SLICE * 4))) {
      if (r.phone) found.byPhone.set(r.phone, r.id);
      if (r.email) found.byEmail.set(r.email, r.id);
      if (r.optedOut) found.optedOut.add(r.id);
    }
  }
  return found;
}

async function matchesOf(db: Db, restaurantId: number, entries: Entry[]) {
  const phones = entries.flatMap((e) => (e.phone ? [e.phone] : []));
  const emails = entries.flatMap((e) => (e.email ? [e.email] : []));
  if (phones.length === 0 && emails.length === 0) return [];
  // One parameter per list (a JSON array), however many lines the file has.
  return db
    .select({
      id: customers.id,
      phone: customers.phone,
      email: sql<string | null>`lower(${customers.email})`,
      optedOut: sql<boolean>`(not ${customers.consent} and ${customers.consentDate} is not null)`,
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
}

/**
 * Rows written per transaction. On PGlite the database runs on the server's
 * own thread: an insert of a whole 1,000-row chunk (triggers, search index)
 * held it 0.2–2 s on a busy machine, and every other request waited (issue
 * 25). Small transactions with a turn of the event loop between them let
 * the others in. The page's chunks are not atomic either way: sending the
 * file again completes it without duplicates.
 */
const WRITE_SLICE = 25;

/**
 * PGlite has no autovacuum: without fresh statistics after a big import the
 * planner keeps thinking the table is tiny and sorts the whole restaurant for
 * one page (measured on 50,000 customers: the list page from ~160 ms to
 * ~110 ms on a busy machine). Analysed when the table changed by more than
 * half since the last time (a 50,000-row import analyses ~7 times, not 50).
 */
async function refreshStatistics(db: Db): Promise<void> {
  const { rows } = (await db.execute(sql`
    select coalesce(n_mod_since_analyze > greatest(n_live_tup, 1000) / 2, false) as stale
    from pg_stat_user_tables where relname = 'customers'`)) as unknown as { rows: { stale: boolean }[] };
  if (rows[0]?.stale) await db.execute(sql`analyze customers`);
}

const RECORD_COLUMNS = sql.raw(
  "v(id int, name text, phone text, email text, last_order_date date, total_orders int, consent boolean, consent_source text, consent_date date, notes text, birthday text)",
);

/**
 * POST /api/customers/import: reads the CSV, merges duplicates (in the file
 * and with the restaurant's customers, by phone or email) and, unless it is
 * a dry run, writes them WRITE_SLICE rows per transaction (an insert and an
 * update each), giving the event loop a turn between them.
 * One request is one chunk of the page's (at most CUSTOMER_IMPORT_CHUNK_ROWS
 * rows and CUSTOMER_IMPORT_CHUNK_BYTES), else 413. Consent is given only when
 * the owner confirmed it (`consent`), never to a customer who said no
 * (OPTED_OUT), and a line that says "não" always withdraws it. The answer
 * lists the first CUSTOMER_IMPORT_MAX_ERRORS problems and counts them all.
 */
export async function importCustomers(
  db: Db,
  scope: CustomerScope,
  input: { csv: string; dryRun: boolean; consent: boolean; firstLine: number },
): Promise<CustomerImportResult> {
  if (Buffer.byteLength(input.csv, "utf8") > CUSTOMER_IMPORT_CHUNK_BYTES) throw chunkTooLarge();
  const parsed = await parseCustomerCsv(input.csv, {
    firstLine: input.firstLine,
    today: scope.today,
    maxRecords: MAX_RECORDS,
  }).catch((error: unknown) => {
    throw error instanceof TooManyRecords ? chunkTooLarge() : error;
  });
  if (parsed.rows > CUSTOMER_IMPORT_CHUNK_ROWS) throw chunkTooLarge();
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
      entry.existingOptedOut = existing.optedOut.has(id);
      byExisting.set(id, entry);
    }
    entries.push(entry);
  }
  errors.sort((a, b) => a.line - b.line);

  const fresh = entries.filter((e) => e.existingId === undefined);
  const rowsKept = entries.reduce((sum, e) => sum + e.lines.length, 0);
  const result: CustomerImportResult = {
    imported: fresh.length,
    merged: rowsKept - fresh.length,
    errors: errors.slice(0, CUSTOMER_IMPORT_MAX_ERRORS),
    errorCount: errors.length,
    // Whatever the file or the owner's tick say: those who said no stay opted out.
    keptOptedOut: entries.filter((e) => e.existingOptedOut && e.consent !== false).length,
    ignoredColumns: parsed.ignoredColumns,
  };
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
      birthday: entry.birthday,
    };
  };

  const totalOrders = sql`greatest(c.total_orders, v.total_orders)`;
  const lastOrderDate = sql`greatest(c.last_order_date, v.last_order_date)`;
  for (let start = 0; start < entries.length; start += WRITE_SLICE) {
    if (start > 0) await nextTurn();
    const slice = entries.slice(start, start + WRITE_SLICE).map(record);
    const inserts = slice.filter((r) => r.id === null);
    const updates = slice.filter((r) => r.id !== null);
    await duplicatesAsConflict(
      db.transaction(async (tx) => {
        // An import is sent again when it stops (no duplicates): the commit need not wait
        // for the disk, which on PGlite is a synchronous write on the server's thread.
        await tx.execute(sql`set local synchronous_commit = off`);
        if (inserts.length > 0) {
          await tx.execute(sql`
            insert into customers (restaurant_id, name, phone, email, last_order_date, total_orders,
              category, consent, consent_source, consent_date, notes, birthday)
            select ${scope.restaurantId}, v.name, v.phone, v.email, v.last_order_date, v.total_orders,
              ${segmentSql(sql`v.total_orders`, sql`v.last_order_date`, scope.today, scope.rules)},
              v.consent, v.consent_source, v.consent_date, v.notes, v.birthday
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
              birthday = coalesce(v.birthday, c.birthday),
              consent = case when ${OPTED_OUT} then false else coalesce(v.consent, c.consent) end,
              consent_source = case when ${OPTED_OUT} or v.consent is null or v.consent = c.consent
                then c.consent_source else v.consent_source end,
              consent_date = case when ${OPTED_OUT} or v.consent is null or v.consent = c.consent
                then c.consent_date else v.consent_date end
            from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as ${RECORD_COLUMNS}
            where c.id = v.id and c.restaurant_id = ${scope.restaurantId}`);
        }
        if (slice.some((r) => r.consent === false)) {
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
  }
  if (fresh.length > 0) await refreshStatistics(db);
  return result;
}
