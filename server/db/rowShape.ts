import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "../../common/zod";
import type { JsonField, JsonKind } from "./jsonText";
import type { RowJson } from "./rowJson";

/*
 * A list's row declared once (issue 26): the answer's zod schema and the table
 * it is read from. Everything else is derived, in the schema's key order:
 * - the SQL that writes a row's JSON text (jsonObjectText), hence the stored
 *   `api_json` trigger, its migration and the hot list reads (decision 027);
 * - toAnswer, the same object in JS for a row the app has in hand (an insert's
 *   or an update's `returning()`), so a write answers what the list will;
 * - the TypeScript type, z.output of the schema.
 * Each answer key is the column of the same name unless `sources` says
 * otherwise; a key with no column of its name and no source is a type error,
 * so a field added to the schema cannot be silently left out of the read.
 * The column's type gives the JSON kind and is checked against the schema's
 * (a nullable column behind a non-null field, a text behind a number) when the
 * module loads: every test that imports it fails, not a user's request.
 */

type ColumnsOf<T extends PgTable> = T["_"]["columns"];
type ColumnKey<T extends PgTable> = keyof ColumnsOf<T> & string;
type AnswerKey<S extends z.ZodObject> = keyof z.output<S> & string;

/**
 * Where an answer key's value comes from when it is not the column of its
 * name: another column, and for an enum the value a stored text outside the
 * enum reads as (what `.catch()` would give).
 */
export type FieldSource<T extends PgTable> = ColumnKey<T> | { column?: ColumnKey<T>; otherwise: string };

type Sources<S extends z.ZodObject, T extends PgTable> = {
  [K in Exclude<AnswerKey<S>, ColumnKey<T>>]: FieldSource<T>;
} & { [K in AnswerKey<S>]?: FieldSource<T> };

/** The sources argument: required exactly when some answer key has no column of its name. */
type SourcesArg<S extends z.ZodObject, T extends PgTable> = [Exclude<AnswerKey<S>, ColumnKey<T>>] extends [
  never,
]
  ? [sources?: Sources<S, T>]
  : [sources: Sources<S, T>];

/** One answer key as derived: the column it reads, its kind and its enum fallback. */
export type ShapeField = {
  key: string;
  /** The SQL column name (snake_case). */
  column: string;
  /** The column's SQL type ("integer", "bigint", "varchar(120)", …). */
  sqlType: string;
  /** The Drizzle property of the row it reads. */
  property: string;
  kind: JsonKind;
  /** For an enum: its values and what any other stored text reads as. */
  fallback?: { values: readonly string[]; otherwise: string };
};

export type RowShape<S extends z.ZodObject = z.ZodObject, T extends PgTable = PgTable> = RowJson & {
  schema: S;
  /** The Drizzle table the rows are read from. */
  source: T;
  shape: readonly ShapeField[];
  /** The answer's object for a row read with Drizzle (an insert's or update's `returning()`). */
  toAnswer(row: T["$inferSelect"]): z.output<S>;
};

const KIND_OF_COLUMN: Record<string, JsonKind> = {
  PgInteger: "integer",
  PgSmallInt: "integer",
  PgSerial: "integer",
  PgSmallSerial: "integer",
  PgBigInt53: "integer",
  PgBigSerial53: "integer",
  PgVarchar: "string",
  PgText: "string",
  PgChar: "string",
  PgUUID: "string",
  PgBoolean: "boolean",
  PgTimestamp: "timestamp",
  PgDateString: "date",
  PgReal: "real",
  PgJsonb: "jsonb",
};

/** The kinds a zod type may be written from, after unwrapping null. */
function kindsOfSchema(type: z.ZodType): { kinds: readonly JsonKind[]; enumValues?: readonly string[] } {
  const def = type._zod.def as { type: string; entries?: Record<string, string> };
  switch (def.type) {
    case "number":
      return { kinds: (type as z.ZodNumber).isInt ? ["integer"] : ["integer", "real"] };
    case "string":
      return { kinds: ["string", "timestamp", "date"] };
    case "enum":
      return { kinds: ["string"], enumValues: Object.values(def.entries ?? {}) };
    case "boolean":
      return { kinds: ["boolean"] };
    case "record":
    case "object":
    case "array":
    case "unknown":
      return { kinds: ["jsonb"] };
    default:
      return { kinds: [] };
  }
}

function unwrapNullable(type: z.ZodType): { inner: z.ZodType; nullable: boolean } {
  const def = type._zod.def as { type: string; innerType?: z.ZodType };
  return def.type === "nullable" && def.innerType
    ? { inner: def.innerType, nullable: true }
    : { inner: type, nullable: false };
}

const SAFE_VALUE = /^[\p{L}\p{N} _-]+$/u;

/** Derives each answer key's column and kind, checking them against the schema. */
function deriveShape(
  table: PgTable,
  schema: z.ZodObject,
  sources: Record<string, FieldSource<PgTable> | undefined>,
): ShapeField[] {
  const tableName = getTableName(table);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return Object.entries(schema.shape).map(([key, type]) => {
    const where = `${tableName}.${key}`;
    const source = sources[key];
    const property = typeof source === "string" ? source : (source?.column ?? key);
    const column = columns[property];
    if (!column) throw new Error(`${where}: nenhuma coluna "${property}" na tabela`);
    const kind = KIND_OF_COLUMN[column.columnType];
    if (!kind) throw new Error(`${where}: coluna do tipo ${column.columnType} sem forma JSON`);
    const { inner, nullable } = unwrapNullable(type as z.ZodType);
    const expected = kindsOfSchema(inner);
    if (!expected.kinds.includes(kind)) {
      throw new Error(`${where}: a coluna (${kind}) não corresponde ao schema (${expected.kinds.join("/")})`);
    }
    if (!column.notNull && !nullable)
      throw new Error(`${where}: coluna anulável atrás de um campo não anulável`);
    const field: ShapeField = { key, column: column.name, sqlType: column.getSQLType(), property, kind };
    if (typeof source === "object") {
      if (!expected.enumValues) throw new Error(`${where}: "otherwise" só vale para um enum`);
      for (const value of [...expected.enumValues, source.otherwise]) {
        if (!SAFE_VALUE.test(value)) throw new Error(`${where}: valor de enum inesperado: ${value}`);
      }
      if (!expected.enumValues.includes(source.otherwise)) {
        throw new Error(`${where}: "${source.otherwise}" não é um valor do enum`);
      }
      field.fallback = { values: expected.enumValues, otherwise: source.otherwise };
    }
    return field;
  });
}

/** A field's value over a row reference: the column, or the enum with its fallback. */
function fieldSql(field: ShapeField, row: SQL): SQL {
  const ref = sql`${row}.${sql.raw(field.column)}`;
  if (!field.fallback) return ref;
  const values = sql.raw(field.fallback.values.map((v) => `'${v}'`).join(", "));
  return sql`case when ${ref} in (${values}) then ${ref} else ${sql.raw(`'${field.fallback.otherwise}'`)} end`;
}

/** A field's value in an answer object, from the row Drizzle read. */
function fieldValue(field: ShapeField, row: Record<string, unknown>): unknown {
  const value = row[field.property];
  if (field.fallback) {
    return typeof value === "string" && field.fallback.values.includes(value)
      ? value
      : field.fallback.otherwise;
  }
  if (value === null || value === undefined) return null;
  return field.kind === "timestamp" ? (value as Date).toISOString() : value;
}

/** Declares a list's row: its table and its answer's schema (see the comment at the top). */
export function rowShape<S extends z.ZodObject, T extends PgTable>(
  table: T,
  schema: S,
  ...[sources]: SourcesArg<S, T>
): RowShape<S, T> {
  const shape = deriveShape(table, schema, (sources ?? {}) as Record<string, FieldSource<PgTable>>);
  return {
    table: getTableName(table),
    schema,
    source: table,
    shape,
    fields: (row: SQL): readonly JsonField[] => shape.map((f) => [f.key, fieldSql(f, row), f.kind] as const),
    toAnswer: (row) => {
      const answer: Record<string, unknown> = {};
      for (const field of shape) answer[field.key] = fieldValue(field, row as Record<string, unknown>);
      return answer as z.output<S>;
    },
  };
}

/**
 * An object built in JS from JSON texts already written (a list the database
 * wrote, numbers), as its schema's JSON text: every key of the schema, in its
 * order, each value a JSON text. A key left out is a type error.
 */
export function schemaJsonText<S extends z.ZodObject>(
  schema: S,
  values: { [K in keyof z.output<S>]-?: string },
): string {
  const byKey = values as Record<string, string>;
  let text = "";
  for (const key of Object.keys(schema.shape)) text += `${text ? "," : "{"}"${key}":${byKey[key]}`;
  return text ? `${text}}` : "{}";
}
