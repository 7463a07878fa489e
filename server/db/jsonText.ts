import { type SQL, sql } from "drizzle-orm";
import { isoTimestamp } from "./isoTimestamp";

/*
 * JSON answers written by PostgreSQL as compact text, byte for byte what
 * JSON.stringify writes for the object our row mappers built (decision 023,
 * "the database's JSON as the body"). The hot list reads send this text as the
 * body: nothing is parsed by the driver and serialised again in Node, and
 * PostgreSQL concatenates text for less CPU than json_build_object, which looks
 * up every argument's type on every row. json_agg's own output ("a" : 1, with
 * ", " between items) is valid JSON but not compact; jsonb reorders keys.
 *
 * Why the bytes match JSON.stringify's:
 * - strings go through to_json(text), which escapes ", \ and the control
 *   characters exactly as JSON.stringify does (\b \f \n \r \t, else \u00xx in
 *   lower case) and leaves everything else, / and U+2028 included, as is; a
 *   PostgreSQL text holds neither NUL nor a lone surrogate;
 * - integers are written by int4out/int8out, as JS writes a safe integer;
 * - a real (float4) is written as JS writes the number the driver would have
 *   parsed from its text: the text itself when it has no exponent; else, from
 *   1e-6 to 1e21, the same digits without one (numeric's text); else the
 *   exponent without its leading zero ("1e-07" → "1e-7"); -0 as 0, and NaN
 *   and the infinities as null, as JSON.stringify writes them;
 * - booleans and null are spelled out;
 * - timestamps are isoTimestamp's (toISOString's form), dates YYYY-MM-DD.
 * Keys are constants of our code, checked below, never user input.
 *
 * One kind is the exception: a jsonb column is written as jsonb's own text
 * (", " and ": " between parts, keys in jsonb's order), the same values the
 * driver would have parsed but not JSON.stringify's bytes; PostgreSQL has no
 * compact form of it, and rewriting it would cost what this saves.
 */

/** How a field's value becomes JSON text. */
export type JsonKind = "integer" | "real" | "string" | "boolean" | "timestamp" | "date" | "jsonb";

/** One property of an object: its key, its SQL value and how that value is written. */
export type JsonField = readonly [key: string, value: SQL, kind: JsonKind];

const SAFE_KEY = /^[A-Za-z][A-Za-z0-9]*$/;

function valueText(value: SQL, kind: JsonKind): SQL<string> {
  switch (kind) {
    case "integer":
    case "boolean":
    case "jsonb":
      // int4out/int8out and bool's cast to text ("true"/"false") write what JS writes; jsonb_out valid JSON.
      return sql<string>`coalesce((${value})::text, 'null')`;
    case "real":
      // float4out writes no exponent from 1e-4 up to 1e6, the common case: tested first, with one
      // conversion and no text search (the bounds are float8, so a float4 just under them takes the
      // careful branch, which is right for every value).
      return sql<string>`case
        when ${value} is null then 'null'
        when abs(${value}) >= 1e-4::float8 and abs(${value}) < 1e6::float8 then (${value})::text
        when ${value} = 0 then '0'
        when (${value})::text in ('NaN', 'Infinity', '-Infinity') then 'null'
        when (${value})::text not like '%e%' then (${value})::text
        when abs(${value}) >= 1e-6 and abs(${value}) < 1e21 then (${value})::text::numeric::text
        else regexp_replace((${value})::text, 'e([+-])0', 'e\\1') end`;
    case "string":
      return sql<string>`coalesce(to_json((${value})::text)::text, 'null')`;
    case "timestamp":
      return sql<string>`coalesce('"' || ${isoTimestamp(value)} || '"', 'null')`;
    case "date":
      return sql<string>`coalesce('"' || to_char(${value}, 'YYYY-MM-DD') || '"', 'null')`;
  }
}

/** A JSON object as compact text, its keys in the order given (JSON.stringify's order for our mappers). */
export function jsonObjectText(fields: readonly JsonField[]): SQL<string> {
  const parts: SQL[] = [];
  fields.forEach(([key, value, kind], index) => {
    if (!SAFE_KEY.test(key)) throw new Error(`chave JSON inválida: ${key}`);
    parts.push(sql.raw(`'${index === 0 ? "{" : ","}"${key}":'`), valueText(value, kind));
  });
  if (parts.length === 0) return sql<string>`'{}'`;
  return sql<string>`(${sql.join(parts, sql` || `)} || '}')`;
}

/**
 * The rows of `from` as a compact JSON array text, in `orderBy` order; "[]"
 * when there are none. `from` is the rest of a select after its list:
 * `from … where …` (aliases as used by `item`).
 */
export function jsonArrayText(item: SQL<string>, from: SQL, orderBy: SQL): SQL<string> {
  return sql<string>`coalesce((select '[' || string_agg(${item}, ',' order by ${orderBy}) || ']' ${from}), '[]')`;
}
