/*
 * Errors that mean "the database cannot be reached right now", not "this
 * request is wrong": the server went away, refuses connections, is starting
 * or shutting down, or has no connection left to give. A request that meets
 * one gets a 503 with Retry-After, and the next one, once the database is
 * back, simply works (the pool opens new connections).
 */

/** Socket and DNS failures node-postgres passes through. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs: class 08 (connection exception) by prefix, plus admin shutdown,
 * crash shutdown, cannot connect now (starting up, or connections refused for
 * this database) and too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** What pg, pg-pool and PGlite say when there is no usable connection; they carry no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // pg: the server closed the socket (also "…due to connection timeout")
  /^timeout exceeded when trying to connect/, // pg-pool: no connection within connectionTimeoutMillis
  /is not queryable$/, // pg: a client whose connection already failed
  /^Cannot use a pool after calling end/,
  // 55000 on connect: the database refuses connections (ALTER DATABASE … ALLOW_CONNECTIONS false,
  // as during maintenance); the code alone is too broad to read as an outage.
  /is not currently accepting connections$/,
  /^PGlite is closed/,
];

function unavailableHere(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code))) return true;
  if (typeof code === "string" && /^08[0-9A-Z]{3}$/.test(code)) return true;
  return typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when the error, or one it wraps (drizzle's `cause`, an AggregateError's
 * `errors` from trying each address of a host), says the database is unreachable.
 */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  if (unavailableHere(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((e) => isConnectionError(e, depth + 1))) return true;
  return isConnectionError(cause, depth + 1);
}
