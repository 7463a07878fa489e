/**
 * `npx tsx scripts/rowJsonMigration.ts`: prints the SQL that keeps each list
 * table's `api_json` (server/db/rowJson.ts, decision 027), for the migration
 * that adds it; server/modules/rowJson.api.test.ts holds the migration to it.
 */
import { rowJsonMigrationSql } from "../server/db/rowJson";
import { ROW_JSON_TABLES } from "../server/modules/rowJsonTables";

console.log(ROW_JSON_TABLES.map(rowJsonMigrationSql).join("--> statement-breakpoint\n"));
