/**
 * The SQL that keeps each list table's `api_json` (server/db/rowJson.ts,
 * decision 027), generated from the lists' declarations (rowShape, decision
 * 039). `npm run db:generate` appends the replacements a change needs by
 * itself (scripts/rowJsonDrift.ts); this prints them, or appends them by hand
 * (a migration merged from a branch).
 *
 *   npx tsx scripts/rowJsonMigration.ts dishes customers
 *       prints, for those tables (all when none is named), the trigger
 *       function replaced (CREATE OR REPLACE) and every row rewritten;
 *   npx tsx scripts/rowJsonMigration.ts dishes --append server/db/migrations/0014_x.sql
 *       appends the same, after a statement breakpoint, to a migration;
 *   npx tsx scripts/rowJsonMigration.ts --create
 *       prints the first-time form (column, function, trigger, backfill),
 *       the one migration 0008 holds, for a table that starts keeping api_json.
 *
 * server/modules/rowJson.api.test.ts compares the migrated database's
 * functions and triggers with these declarations.
 */
import { appendFileSync, existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { rowJsonMigrationSql, rowJsonReplacementSql } from "../server/db/rowJson";
import { ROW_JSON_TABLES } from "../server/modules/rowJsonTables";

const BREAKPOINT = "--> statement-breakpoint\n";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { create: { type: "boolean", default: false }, append: { type: "string" } },
});

const known = ROW_JSON_TABLES.map((t) => t.table);
const unknown = positionals.filter((name) => !known.includes(name));
if (unknown.length > 0) {
  console.error(`Tabela sem api_json: ${unknown.join(", ")}. As que têm: ${known.join(", ")}.`);
  process.exit(1);
}
const tables =
  positionals.length > 0 ? ROW_JSON_TABLES.filter((t) => positionals.includes(t.table)) : ROW_JSON_TABLES;
const text = tables.map(values.create ? rowJsonMigrationSql : rowJsonReplacementSql).join(BREAKPOINT);

if (values.append) {
  if (!existsSync(values.append)) {
    console.error(`Migração não encontrada: ${values.append}`);
    process.exit(1);
  }
  appendFileSync(values.append, `\n${BREAKPOINT}${text}\n`);
  console.log(`${values.append}: + ${tables.map((t) => t.table).join(", ")}`);
} else {
  console.log(text);
}
