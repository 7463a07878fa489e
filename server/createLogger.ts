import pino, { type DestinationStream } from "pino";
import type { AppConfig } from "./config";
import { type Logger, loggerOptions } from "./logger";

/**
 * The process's one logger, made before the database opens so that pool
 * errors and start-up problems are logged with the same redaction as
 * requests. Readable lines on a terminal in development, JSON otherwise.
 * `destination` replaces standard output (tests read the lines).
 */
export function createLogger(
  config: Pick<AppConfig, "env" | "logLevel">,
  destination?: DestinationStream,
): Logger {
  if (destination) return pino(loggerOptions(config), destination);
  if (config.env === "development" && process.stdout.isTTY) {
    return pino({ ...loggerOptions(config), transport: { target: "pino-pretty" } });
  }
  // Asynchronous standard output: under load the lines of many requests go out
  // in one write instead of one blocking write each (decision 026); pino
  // writes what is pending synchronously when the process exits.
  return pino(loggerOptions(config), pino.destination({ dest: 1, sync: false }));
}
