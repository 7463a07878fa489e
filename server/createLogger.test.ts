import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm";
import { expect, it } from "vitest";
import { createLogger } from "./createLogger";

function capture(env: "development" | "production") {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger({ env, logLevel: "info" }, stream), lines };
}

const LINK = "http://127.0.0.1:5000/api/verify-email?token=segredo-do-link-123";

it("prints a mail's link only in development", () => {
  const production = capture("production");
  production.log.info({ to: "ana@exemplo.com.br", link: LINK }, "email guardado na caixa de saída");
  production.log.info({ mail: { link: LINK } }, "aninhado");
  expect(production.lines.join("")).not.toContain("segredo-do-link-123");
  expect(production.lines.join("")).toContain('"link":"[oculto]"');

  const development = capture("development");
  development.log.info({ link: LINK }, "email guardado na caixa de saída");
  expect(development.lines.join("")).toContain(LINK);
});

it("takes a failed query's message without its values when a line has no message of its own", () => {
  const { log, lines } = capture("production");
  const error = new DrizzleQueryError("select $1", ["ana@exemplo.com.br"], new Error("boom"));
  log.error(error);
  log.error({ err: error });
  log.error(`texto com ${error.message}`);
  expect(lines).toHaveLength(3);
  for (const line of lines) {
    expect(line).not.toContain("ana@exemplo.com.br");
    expect(JSON.parse(line).msg).toMatch(/Failed query: select \$1$/);
  }
});
