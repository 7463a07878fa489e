import type { LightMyRequestResponse } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CARD_MESSAGES } from "../../../common/billing";
import { loggerOptions } from "../../logger";
import { registerAccount } from "../../testing/accounts";
import { type CallOptions, call, type Method } from "../../testing/call";
import { logLineStream } from "../../testing/logLines";
import { createTestApp, type TestApp } from "../../testing/testApp";

/*
 * ARCHITECTURE §4: card numbers and CVCs never reach the logs. The app logs at
 * trace level (every line there is) while cards go through the trial and the
 * checkout, approved, refused and malformed; then no line and no answer may
 * hold a full number or the CVC.
 */
const CVC = "987";
const NUMBERS = ["4242424242424242", "4000000000000002", "5555555555554444"];
const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, "$1 ");

const now = new Date("2026-11-22T12:00:00Z");
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = logLineStream(lines);
  t = await createTestApp({
    now: () => now,
    env: { RATE_LIMIT_SCALE: "100" },
    logger: { ...loggerOptions({ env: "production", logLevel: "trace" }), stream },
  });
});
afterAll(async () => {
  await t.close();
});

/** Random ids (uuids, hex tokens, sandbox ids) may hold "987" by chance; they are not the CVC. */
const withoutIds = (text: string) =>
  text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "<uuid>")
    .replace(/\b\w*[0-9a-f]{16,}\w*\b/gi, "<hex>");

/** Every string and number inside a JSON value. */
function leaves(value: unknown): (string | number)[] {
  if (typeof value === "string" || typeof value === "number") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(leaves);
  return [];
}

/** The CVC as a value or a word of one: "987", 987, "CVC 987"; not inside an id or a longer number. */
function holdsCvc(json: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return new RegExp(`\\b${CVC}\\b`).test(withoutIds(json));
  }
  return leaves(parsed).some((leaf) =>
    typeof leaf === "number" ? String(leaf) === CVC : new RegExp(`\\b${CVC}\\b`).test(withoutIds(leaf)),
  );
}

function expectNoCardData(raw: string, where: string) {
  // SPEC §8's invalid-number message names the public test card; that is no card data.
  const text = raw.replaceAll(CARD_MESSAGES.invalidNumber, "<mensagem>");
  for (const number of NUMBERS) {
    expect(text, where).not.toContain(number);
    expect(text, where).not.toContain(spaced(number));
  }
  expect(holdsCvc(text), `${where}: ${text}`).toBe(false);
}

it("no log line and no answer holds a full card number or the CVC", async () => {
  const answers: LightMyRequestResponse[] = [];
  const check = (res: LightMyRequestResponse, status: number) => {
    expect(res.statusCode, `${res.raw.req.url} ${res.body}`).toBe(status);
    answers.push(res);
    return res;
  };
  const send = async (method: Method, url: string, options: CallOptions, status: number) =>
    check(await call(t.app, method, url, options), status);
  const card = (cardNumber: string, extra: object = {}) => ({
    cardNumber,
    cardExpiry: "12/30",
    cardCvc: CVC,
    cardholderName: "ANA SOUZA",
    ...extra,
  });
  let n = 0;
  const trial = (cardBody: object, status: number) =>
    send(
      "POST",
      "/api/billing/trial",
      {
        body: {
          firstName: "Ana",
          lastName: "Souza",
          email: `cartao-log-${++n}@exemplo.com.br`,
          password: "Feijoada-de-Sabado",
          planId: 3,
          ...cardBody,
        },
      },
      status,
    );

  await trial(card(spaced("4242424242424242")), 200);
  await trial(card("4000000000000002"), 402);
  await trial(card("5555555555554444"), 402);
  await trial(card("4242424242424242", { cardExpiry: "99/99" }), 400);

  const owner = await registerAccount(t.app, { trial: "over", db: t.database.db });
  const pay = (body: object, status: number) =>
    send("POST", "/api/billing/checkout", { as: owner, body: { planId: 3, ...body } }, status);
  await pay(card("4000000000000002"), 402);
  await pay(card("5555 5555 5555 4444"), 402);
  await pay(card("4242424242424242", { cardExpiry: "01/20" }), 402);
  await pay(card("4242424242424242", { cardholderName: " " }), 400);
  await pay(card("4242424242424242"), 200);
  // A body that is not JSON: the parser's own message quotes the text it choked on
  // (raw inject: `call` only sends well-formed JSON).
  check(
    await t.app.inject({
      method: "POST",
      url: "/api/billing/checkout",
      headers: { cookie: owner.cookie, "content-type": "application/json" },
      payload: `{"planId":3,"cardNumber":"4242424242424242","cardCvc":"${CVC}",oops}`,
    }),
    400,
  );

  for (const res of answers) {
    const { "set-cookie": _cookie, ...headers } = res.headers;
    expectNoCardData(res.body, `answer of ${res.raw.req.url}`);
    expectNoCardData(JSON.stringify(headers), `headers of ${res.raw.req.url}`);
  }
  // The lines are there to be read: one per request, refusals, the trial's outbox mail.
  expect(lines.length).toBeGreaterThan(15);
  expect(lines.some((l) => l.includes("/api/billing/checkout"))).toBe(true);
  expect(lines.some((l) => l.includes("requisição recusada"))).toBe(true);
  for (const line of lines) expectNoCardData(line, "log line");
});

it("the redaction blanks card fields however deep a logged object puts them", () => {
  const written: string[] = [];
  const log = pino(loggerOptions({ env: "production", logLevel: "info" }), {
    write: (line: string) => written.push(line),
  });
  const card = { cardNumber: "4242424242424242", cardCvc: CVC };
  log.info(card, "topo");
  log.info({ body: card }, "um nível");
  log.info({ a: { b: { c: { d: { e: { f: { g: card } } } } } } }, "bem fundo");
  log.info({ attempts: [card, { payment: card }] }, "listas");
  // A request is logged through its serializer, which keeps no body at all.
  log.info({ req: { method: "POST", url: "/api/billing/checkout", body: card } }, "corpo da requisição");
  expect(written).toHaveLength(5);
  for (const line of written) expectNoCardData(line, line);
  expect(written.slice(0, 4).every((line) => line.includes("[oculto]"))).toBe(true);
  expect(JSON.parse(written[4]!).req).toEqual({ method: "POST", url: "/api/billing/checkout" });
});
