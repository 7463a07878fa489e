import { DrizzleQueryError } from "drizzle-orm";
import { expect, it } from "vitest";
import { serializeError } from "./serializeError";

const EMAIL = "ana.souza@exemplo.com.br";

function pgError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

it("keeps the SQL, the cause and its SQLSTATE, and drops every bound value", () => {
  const cause = pgError('duplicate key value violates unique constraint "users_email_unique"', {
    code: "23505",
    detail: `Key (email)=(${EMAIL}) already exists.`,
    constraint: "users_email_unique",
  });
  const error = new DrizzleQueryError('insert into "users" ("email") values ($1)', [EMAIL, 42], cause);
  const out = serializeError(error) as Record<string, unknown>;
  const text = JSON.stringify(out);
  expect(text).not.toContain(EMAIL);
  expect(out).toMatchObject({
    type: "DrizzleQueryError",
    message: 'Failed query: insert into "users" ("email") values ($1)',
    cause: { code: "23505", constraint: "users_email_unique" },
  });
  expect(out.stack).toMatch(/^Error: Failed query: insert into[^\n]*\n {4}at /);
  expect(out).not.toHaveProperty("params");
});

it("hides the value PostgreSQL quotes in a data exception, and values in nested errors", () => {
  const cause = pgError(`invalid input syntax for type integer: "${EMAIL}"`, { code: "22P02" });
  const wrapped = new Error("falhou", { cause: new DrizzleQueryError("select $1::int", [EMAIL], cause) });
  const out = serializeError(wrapped) as { cause: { cause: { message: string } } };
  expect(JSON.stringify(out)).not.toContain(EMAIL);
  expect(out.cause.cause.message).toBe("invalid input syntax for type integer: [oculto]");
});

it("passes anything that is not an error through", () => {
  expect(serializeError("texto")).toBe("texto");
  expect(serializeError(undefined)).toBeUndefined();
});
