import type { FastifyBaseLogger } from "fastify";
import type { LoggerOptions } from "pino";
import type { AppConfig } from "./config";
import { secretFields, secretScrubber } from "./log/scrubSecrets";
import { serializeError, withoutParams } from "./log/serializeError";
import { serializeRequest } from "./log/serializeRequest";

export type Logger = FastifyBaseLogger;

/** Serializers for every logger of ours: URLs without secret query values, errors without bound values. */
export const LOG_SERIALIZERS = { req: serializeRequest, err: serializeError };

function isErrorLike(value: unknown): value is { message: string } {
  return typeof value === "object" && value !== null && typeof (value as Error).message === "string";
}

/**
 * pino takes an error's message as the line's `msg` when none is given
 * (`log.error(err)`, `log.error({ err })`), which would print drizzle's
 * "params: …" tail beside the cleaned `err`; the message is supplied clean.
 */
function logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void): void {
  method.apply(this, withCleanMessage(args));
}

function withCleanMessage(args: unknown[]): unknown[] {
  const [first, second] = args;
  if (typeof first === "string") return [withoutParams(first), ...args.slice(1)];
  if (typeof second === "string") return [first, withoutParams(second), ...args.slice(2)];
  const err = isErrorLike(first) ? first : (first as { err?: unknown } | null)?.err;
  if (args.length === 1 && isErrorLike(err)) return [first, withoutParams(err.message)];
  return args;
}

/** The options of every pino logger the app makes (createLogger, buildApp's default). */
export function loggerOptions(config: Pick<AppConfig, "env" | "logLevel">): LoggerOptions {
  return {
    level: config.logLevel,
    serializers: LOG_SERIALIZERS,
    hooks: {
      logMethod: logMethod as NonNullable<LoggerOptions["hooks"]>["logMethod"],
      // Passwords, tokens, card data and (outside development) mail links, at any depth.
      streamWrite: secretScrubber(secretFields(config.env)),
    },
  };
}
