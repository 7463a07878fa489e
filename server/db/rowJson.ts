import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { type JsonField, jsonObjectText } from "./jsonText";

/*
 * A list row's JSON text, written once when the row is written instead of on
 * every read (decision 027). Each table of a hot list read (dishes,
 * promotions, generations, team members, customers, daily figures) has an
 * `api_json` column that a BEFORE INSERT OR UPDATE trigger fills with the
 * row's object as the API writes it (jsonObjectText: JSON.stringify's bytes),
 * so a read only joins stored texts with string_agg. The trigger's expression
 * is generated from the same field list the read falls back on
 * (scripts/rowJsonMigration.ts writes it into the migration; a test holds the
 * two equal), so the stored text and the computed one cannot drift apart.
 * `api_json` is not in the Drizzle schema: no mapper, no `returning()` and no
 * export ever sees it.
 */

/** A table whose rows keep their API JSON text in `api_json`. */
export type RowJson = {
  table: string;
  /** The row's fields, in the API schema's key order, over a row reference (an alias, or NEW). */
  fields: (row: SQL) => readonly JsonField[];
};

const SAFE_NAME = /^[a-z][a-z_]*$/;

function checkedName(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`nome SQL inválido: ${name}`);
  return name;
}

/**
 * A row's stored JSON text in a read, by its alias; built on the spot for a
 * row that has none (written with triggers off, as a restore may do).
 */
export function storedRowJson(alias: string, row: RowJson): SQL<string> {
  const ref = sql.raw(checkedName(alias));
  return sql<string>`coalesce(${ref}.api_json, ${jsonObjectText(row.fields(ref))})`;
}

/** The trigger function's name (and its trigger's) for a table. */
export function rowJsonFunctionName(row: RowJson): string {
  return `${checkedName(row.table)}_api_json`;
}

/**
 * The trigger function's body, as PostgreSQL keeps it (pg_proc.prosrc): the
 * test compares the migrated database's functions with these.
 */
export function rowJsonFunctionBody(row: RowJson): string {
  const query = new PgDialect().sqlToQuery(jsonObjectText(row.fields(sql.raw("NEW"))));
  if (query.params.length > 0) throw new Error(`${row.table}: a row's JSON takes no parameters`);
  return `
BEGIN
  NEW."api_json" := ${query.sql};
  RETURN NEW;
END;
`;
}

/** The trigger as pg_get_triggerdef shows it. */
export function rowJsonTriggerDefinition(row: RowJson): string {
  const fn = rowJsonFunctionName(row);
  return `CREATE TRIGGER ${fn} BEFORE INSERT OR UPDATE ON public.${row.table} FOR EACH ROW EXECUTE FUNCTION ${fn}()`;
}

function functionSql(row: RowJson, create: "CREATE" | "CREATE OR REPLACE"): string {
  return `${create} FUNCTION "${rowJsonFunctionName(row)}"() RETURNS trigger LANGUAGE plpgsql AS $$${rowJsonFunctionBody(row)}$$;`;
}

/** Every existing row through the trigger once. */
function backfillSql(row: RowJson): string {
  return `UPDATE "${checkedName(row.table)}" SET "api_json" = NULL;`;
}

/** The column, the trigger function, the trigger and the backfill: a table's first migration (0008). */
export function rowJsonMigrationSql(row: RowJson): string {
  const table = checkedName(row.table);
  const fn = rowJsonFunctionName(row);
  return [
    `ALTER TABLE "${table}" ADD COLUMN "api_json" text;`,
    functionSql(row, "CREATE"),
    `CREATE TRIGGER "${fn}" BEFORE INSERT OR UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION "${fn}"();`,
    backfillSql(row),
  ].join("--> statement-breakpoint\n");
}

/**
 * The trigger function replaced and every row rewritten: what a migration
 * adds after a change to a table's columns or field list (docs/architecture.md).
 */
export function rowJsonReplacementSql(row: RowJson): string {
  return [functionSql(row, "CREATE OR REPLACE"), backfillSql(row)].join("--> statement-breakpoint\n");
}
