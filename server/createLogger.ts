import pino from "pino";
import type { AppConfig } from "./config";
import { type Logger, REDACTED_PATHS } from "./logger";

/**
 * The process's one logger, made before the database opens so that pool
 * errors and start-up problems are logged with the same redaction as
 * requests. Readable lines on a terminal in development, JSON otherwise.
 */
export function createLogger(config: Pick<AppConfig, "env" | "logLevel">): Logger {
  const pretty = config.env === "development" && process.stdout.isTTY;
  return pino({
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: "[oculto]" },
    ...(pretty ? { transport: { target: "pino-pretty" } } : {}),
  });
}
