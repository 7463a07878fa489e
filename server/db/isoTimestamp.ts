import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * A timestamptz written by the database exactly as `Date.prototype.toISOString`
 * writes the Date our driver would have made of it (UTC, milliseconds, "Z";
 * microseconds truncated, as both V8's Date parser and to_char's MS do), for
 * reads that build their JSON in PostgreSQL (json_agg, decision 023). Null stays null.
 */
export const isoTimestamp = (value: SQL | PgColumn): SQL<string> =>
  sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
