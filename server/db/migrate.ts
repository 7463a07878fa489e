import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
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
  const lockId = 7_318_224_101; // any constant unique to this app
  await database.db.execute(sql`select pg_advisory_lock(${lockId})`);
  try {
    await migratePg(database.db as unknown as NodePgDatabase, config);
  } finally {
    await database.db.execute(sql`select pg_advisory_unlock(${lockId})`);
  }
}
