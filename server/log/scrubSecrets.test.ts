import pino from "pino";
import { expect, it } from "vitest";
import { loggerOptions } from "../logger";
import { secretFields, secretScrubber } from "./scrubSecrets";

function linesOf(env: "development" | "production") {
  const written: string[] = [];
  const log = pino(loggerOptions({ env, logLevel: "info" }), { write: (line: string) => written.push(line) });
  return { log, written, parsed: () => written.map((l) => JSON.parse(l)) };
}

it("blanks a secret field's value at any depth, in objects and lists, whatever its type", () => {
  const { log, parsed } = linesOf("production");
  const deep = { a: { b: { c: { d: { e: { f: { g: { h: { password: "fundo-123" } } } } } } } } };
  log.info(deep, "nove níveis");
  log.info(
    { attempts: [{ cardNumber: 4242424242424242 }, { payment: { cardCvc: { value: "737" } } }] },
    "listas",
  );
  log.info(
    { headers: { cookie: "pc_session=abc", authorization: "Bearer x", "x-admin-password": "adm" } },
    "h",
  );
  log.info({ token: null, link: "https://x/reset?token=t" }, "topo");
  const [nine, lists, headers, top] = parsed();
  expect(nine.a.b.c.d.e.f.g.h).toEqual({ password: "[oculto]" });
  expect(lists.attempts).toEqual([{ cardNumber: "[oculto]" }, { payment: { cardCvc: "[oculto]" } }]);
  expect(headers.headers).toEqual({
    cookie: "[oculto]",
    authorization: "[oculto]",
    "x-admin-password": "[oculto]",
  });
  expect(top).toMatchObject({ token: "[oculto]", link: "[oculto]", msg: "topo" });
});

it("leaves a line without secret fields byte for byte, and keeps the other fields of one with them", () => {
  const scrub = secretScrubber(secretFields("production"));
  const plain =
    '{"level":30,"time":1,"reqId":"r1","req":{"url":"/api/dishes"},"msg":"a password: \\"x\\""}\n';
  expect(scrub(plain)).toBe(plain);
  const { log, parsed } = linesOf("production");
  log.info({ email: "ana@exemplo.com.br", body: { password: "p", name: "Ana" } }, "cadastro");
  expect(parsed()[0]).toMatchObject({
    email: "ana@exemplo.com.br",
    body: { password: "[oculto]", name: "Ana" },
  });
});

it("shows a mail's link only in development", () => {
  const dev = linesOf("development");
  dev.log.info({ link: "http://localhost/verify-email?token=t" }, "caixa de saída");
  expect(dev.parsed()[0].link).toBe("http://localhost/verify-email?token=t");
  expect(secretFields("test").has("link")).toBe(true);
});
