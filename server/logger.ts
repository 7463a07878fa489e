import type { FastifyBaseLogger } from "fastify";

export type Logger = FastifyBaseLogger;

/** Paths pino blanks in every log line: secrets and card data never reach the logs. */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-admin-password"]',
  'res.headers["set-cookie"]',
  "password",
  "*.password",
  "cardNumber",
  "*.cardNumber",
  "cardCvc",
  "*.cardCvc",
  "token",
  "*.token",
];
