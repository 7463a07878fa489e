import { CENSOR } from "./redactUrl";

/*
 * drizzle wraps every failed query in an error whose message ends with
 * "params: <the bound values>" and that carries them as `params`; pg's own
 * errors put values in `detail` ("Key (email)=(ana@x.com) already exists").
 * Those values are people's data (emails, names, reviews), so no log line
 * holds them: the SQL text and the SQLSTATE say enough to find the bug.
 */
const VALUE_FIELDS = new Set(["params", "query", "detail"]);
const MAX_DEPTH = 5;

type ErrorLike = { message: string; name?: unknown; stack?: unknown; constructor?: unknown };

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === "object" && value !== null && typeof (value as ErrorLike).message === "string";
}

/** A message without drizzle's "params: …" tail. */
export function withoutParams(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, "");
}

/**
 * PostgreSQL quotes the refused value at the end of a data exception's
 * message (SQLSTATE class 22: 'invalid input syntax for type integer: "ana@x.com"').
 */
function withoutQuotedValue(text: string, code: unknown): string {
  if (typeof code !== "string" || !code.startsWith("22")) return text;
  return text.replace(/: "(?:[^"]|"")*"(?=\n|$)/gm, `: ${CENSOR}`);
}

/** The stack's copy of the message cleaned too; a stack that reworded it loses the tail up to the frames. */
function stackWithoutParams(stack: string, message: string): string {
  const cleaned = message.includes("\nparams: ") ? stack.split(message).join(withoutParams(message)) : stack;
  return cleaned.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "");
}

function typeName(error: ErrorLike): string {
  const ctor = error.constructor;
  if (typeof ctor === "function" && ctor.name && ctor.name !== "Object") return ctor.name;
  return typeof error.name === "string" ? error.name : "Error";
}

/**
 * pino's `err` serializer, minus bound values: type, message, stack and the
 * error's own fields (code, statusCode…), with `cause` and nested errors
 * serialized the same way.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error)) return error;
  const code = (error as { code?: unknown }).code;
  const message = withoutQuotedValue(withoutParams(error.message), code);
  const out: Record<string, unknown> = { type: typeName(error), message };
  if (typeof error.stack === "string") {
    out.stack = withoutQuotedValue(stackWithoutParams(error.stack, error.message), code);
  }
  for (const key in error) {
    if (VALUE_FIELDS.has(key) || key === "cause" || key in out) continue;
    const value = (error as Record<string, unknown>)[key];
    if (isErrorLike(value) || Array.isArray(value)) {
      if (depth >= MAX_DEPTH) continue;
      out[key] = Array.isArray(value)
        ? value.map((v) => serializeError(v, depth + 1))
        : serializeError(value, depth + 1);
    } else {
      out[key] = value;
    }
  }
  // `cause` is often set without being enumerable (new Error(msg, { cause })).
  const cause = (error as { cause?: unknown }).cause;
  if (isErrorLike(cause) && depth < MAX_DEPTH) out.cause = serializeError(cause, depth + 1);
  return out;
}
