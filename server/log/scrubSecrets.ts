import { CENSOR } from "./redactUrl";

/*
 * Secrets are taken out of each finished log line (pino's `streamWrite`
 * hook) rather than by pino's `redact` paths. The paths had to spell every
 * depth ("*.*.*.cardNumber"), and their leading wildcards ran on every field
 * of every line, the message and the request id included: a tenth of the
 * server's CPU under load at the default `info` level (decision 026). Here a
 * line is one regex test; only a line that holds one of the keys is parsed,
 * blanked at any depth, and written again.
 */

/** Field names whose value no log line holds, at any depth. */
const ALWAYS_SECRET = [
  "password",
  "token",
  "cardNumber",
  "cardCvc",
  // Request and answer headers, should a headers object ever be logged.
  "authorization",
  "cookie",
  "set-cookie",
  "x-admin-password",
] as const;

/**
 * The secret field names for an environment: a mail's `link` (verification,
 * reset) signs someone in, so only a developer's own machine logs it.
 */
export function secretFields(env: "development" | "production" | "test"): ReadonlySet<string> {
  return new Set(env === "development" ? ALWAYS_SECRET : [...ALWAYS_SECRET, "link"]);
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function blanked(value: Json, fields: ReadonlySet<string>): Json {
  if (Array.isArray(value)) return value.map((item) => blanked(item, fields));
  if (value === null || typeof value !== "object") return value;
  const out: { [key: string]: Json } = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = fields.has(key) ? CENSOR : blanked(inner, fields);
  }
  return out;
}

/**
 * pino's `streamWrite` hook: the line as written, unless it holds one of the
 * fields as a key, then the line with each such value replaced by CENSOR.
 */
export function secretScrubber(fields: ReadonlySet<string>): (line: string) => string {
  // pino and JSON.stringify write a key as `"name":`, no space; none of the names needs escaping.
  const names = [...fields].map((f) => f.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")).join("|");
  const holdsSecret = new RegExp(`"(?:${names})":`);
  return (line) => {
    if (!holdsSecret.test(line)) return line;
    try {
      return `${JSON.stringify(blanked(JSON.parse(line) as Json, fields))}\n`;
    } catch {
      // Not one JSON line (never from pino): nothing of it is safe to keep.
      return `${JSON.stringify({ msg: `linha de log ${CENSOR}: não era JSON` })}\n`;
    }
  };
}
