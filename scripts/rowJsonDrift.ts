import { readFileSync } from "node:fs";
import path from "node:path";
import { rowJsonFunctionBody, rowJsonFunctionName } from "../server/db/rowJson";
import type { RowShape } from "../server/db/rowShape";
import { ROW_JSON_TABLES } from "../server/modules/rowJsonTables";
import { MIGRATIONS, readJournal } from "./migrationsMeta";

/*
 * Whether the migrations leave each list's `api_json` trigger as its
 * declaration (rowShape) now writes it (issue 26): the last function body the
 * migrations create or replace, in journal order, against the one the
 * declaration generates. `npm run db:generate` appends the replacement and the
 * backfill for each table that drifted; scripts/migrationsMeta.test.ts fails
 * while one has.
 */

const FUNCTION = /FUNCTION "([a-z_]+)"\(\) RETURNS trigger LANGUAGE plpgsql AS \$\$([\s\S]*?)\$\$;/g;

/** Each trigger function's body as the migrations, applied in order, leave it. */
export function migratedFunctionBodies(): Map<string, string> {
  const bodies = new Map<string, string>();
  for (const entry of readJournal().entries) {
    const text = readFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), "utf8");
    for (const [, name, body] of text.matchAll(FUNCTION)) bodies.set(name!, body!);
  }
  return bodies;
}

/** The list tables whose declaration writes another trigger function than the migrations leave. */
export function driftedRowJsonTables(): RowShape[] {
  const migrated = migratedFunctionBodies();
  return ROW_JSON_TABLES.filter(
    (table) => migrated.get(rowJsonFunctionName(table)) !== rowJsonFunctionBody(table),
  );
}
