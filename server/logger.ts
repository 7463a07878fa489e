import type { FastifyBaseLogger } from "fastify";

export type Logger = FastifyBaseLogger;

/**
 * pino's paths have no "any depth": a field, then one wildcard level more up
 * to 6 levels down, deeper than any object we log (a request body would sit at req.body.x).
 */
function atAnyDepth(field: string): string[] {
  return Array.from({ length: 7 }, (_, depth) => [...Array(depth).fill("*"), field].join("."));
}

/** Paths pino blanks in every log line: secrets and card data never reach the logs. */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-admin-password"]',
  'res.headers["set-cookie"]',
  "password",
  "*.password",
  ...atAnyDepth("cardNumber"),
  ...atAnyDepth("cardCvc"),
  "token",
  "*.token",
];
