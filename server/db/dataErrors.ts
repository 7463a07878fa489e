/*
 * PostgreSQL's "data exception" errors (SQLSTATE class 22) that a value sent by
 * a client can cause: a character the encoding refuses, text longer than its
 * column, a number out of range, a malformed date. The zod schemas should stop
 * these first; when one slips through, the client gets a 400, not a 500, and
 * the log keeps the error at warn so the missing rule gets written.
 */
const INPUT_SQLSTATES = new Set(["22021", "22P05", "22001", "22003", "22007", "22008", "22P02"]);

/** True when the error (or one it wraps, as drizzle does) is PostgreSQL refusing the data itself. */
export function isDataException(error: unknown): boolean {
  for (
    let e: unknown = error, i = 0;
    e && typeof e === "object" && i < 5;
    e = (e as { cause?: unknown }).cause, i++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && INPUT_SQLSTATES.has(code)) return true;
  }
  return false;
}
