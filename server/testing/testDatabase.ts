import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/open";
import { pgliteExtensions } from "../db/pgliteExtensions";

/** Where each PostgreSQL test database lives, for a second connection pool to it. */
const urls = new WeakMap<object, string>();

/**
 * A clean, migrated and seeded database for one test file: PGlite loaded from
 * the run's snapshot, or, when TEST_DATABASE_URL is set, a PostgreSQL database
 * copied from the run's template and dropped on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject("pgTemplate");
  if (url && template) {
    const name = `pc_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template}"`);
    const fileUrl = new URL(url);
    fileUrl.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: fileUrl.toString() });
    const wrapped: Database = {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
    urls.set(wrapped, fileUrl.toString());
    return wrapped;
  }
  const snapshot = await readFile(inject("pgliteSnapshot"));
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: pgliteExtensions });
  return openDatabase({ pglite: client });
}

/**
 * The same database through a connection pool of its own, as a second
 * instance of the app would have it (PostgreSQL); on PGlite, which is one
 * process's memory, the same database. Closing it leaves the first open.
 */
export async function openSecondConnection(database: Database): Promise<Database> {
  const url = urls.get(database);
  if (url) return openDatabase({ databaseUrl: url });
  return { ...database, close: async () => {} };
}

/** The PostgreSQL URL of a test database (undefined on PGlite), to reach it another way (a proxy). */
export const testDatabaseUrl = (database: Database): string | undefined => urls.get(database);
