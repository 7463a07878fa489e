import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { projectPath } from "../paths";
import type { Database } from "./open";

export const MIGRATIONS_FOLDER = projectPath("server/db/migrations");

/** Applies pending migrations. On PostgreSQL an advisory lock keeps two starting instances apart. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  if (!database.pool) throw new Error("migrateDatabase: PostgreSQL without its pool");
  // Lock, migrate and unlock on one connection: an advisory lock belongs to the
  // session that took it, and the pool could hand the unlock to another one.
  const client = await database.pool.connect();
  const lockId = 7_318_224_101; // any constant unique to this app
  try {
    await client.query("select pg_advisory_lock($1)", [lockId]);
    try {
      await migratePg(drizzlePg({ client }), config);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [lockId]);
    }
  } finally {
    client.release();
  }
}
