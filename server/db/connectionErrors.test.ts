import { DrizzleQueryError } from "drizzle-orm";
import { expect, it } from "vitest";
import { isConnectionError } from "./connectionErrors";

const withCode = (code: string, message = "falhou") => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError("select 1", [], cause);

it.each([
  ["a refused socket", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
  ["a reset socket", withCode("ECONNRESET")],
  ["a timed-out socket", withCode("ETIMEDOUT")],
  ["a connection exception (class 08)", withCode("08006")],
  ["an admin shutdown", withCode("57P01", "terminating connection due to administrator command")],
  ["a crash shutdown", withCode("57P02")],
  ["a server starting up", withCode("57P03", "the database system is starting up")],
  ["too many connections", withCode("53300", "sorry, too many clients already")],
  ["a connection the server dropped", new Error("Connection terminated unexpectedly")],
  [
    "a statement on a transaction's client after its backend ended",
    new Error("Client has encountered a connection error and is not queryable"),
  ],
  ["a full pool", new Error("timeout exceeded when trying to connect")],
  [
    "a database refusing connections",
    withCode("55000", 'database "x" is not currently accepting connections'),
  ],
  ["a closed embedded database", new Error("PGlite is closed")],
  [
    "each address of a host refused",
    new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]),
  ],
])("reads %s as the database out of reach, wrapped by drizzle or not", (_name, error) => {
  expect(isConnectionError(error)).toBe(true);
  expect(isConnectionError(wrapped(error))).toBe(true);
});

it.each([
  ["a unique violation", withCode("23505")],
  ["a data exception", withCode("22P02")],
  ["a syntax error", withCode("42601")],
  ["another object-state error", withCode("55000", "cannot do that now")],
  ["a plain error", new Error("boom")],
  ["nothing at all", undefined],
])("does not read %s as an outage", (_name, error) => {
  expect(isConnectionError(error)).toBe(false);
  if (error) expect(isConnectionError(wrapped(error))).toBe(false);
});
