import { afterAll, beforeAll, expect, it } from "vitest";
import { registerAccount } from "./testing/accounts";
import { call } from "./testing/call";
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from "./testing/testApp";

/*
 * ARCHITECTURE §4: "No 500 for bad input, ever." Every call of the OpenAPI
 * document gets hostile paths, bodies and queries, signed in (with a
 * restaurant) and with the admin header; none may answer 5xx, and none may
 * get past the schemas to be refused by the database itself.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "100000", AI_DEMO_RATE_LIMIT_PER_MINUTE: "100000" } });
  const owner = await registerAccount(t.app, { onboarded: { name: "Cantina Hostil", type: "italiana" } });
  cookie = owner.cookie;
});
afterAll(async () => {
  await t.close();
});

const LONG = "x".repeat(20_000);
const deep = (n: number): unknown => (n === 0 ? "fundo" : { a: deep(n - 1) });

const PATH_VALUES = [
  "0",
  "-1",
  "1.5",
  "99999999999999999999",
  "abc",
  "%00",
  "..%2F..%2Fetc",
  "1e3",
  "' or 1=1 --",
  "🍕",
];
const WRONG_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  "",
  " ",
  LONG,
  [],
  {},
  ["a"],
  "<script>alert(1)</script>",
  "\u0000",
];
const WHOLE_BODIES: unknown[] = [null, [], "texto", 42, { __proto__: { admin: true } }, deep(200), {}];

type Operation = { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } };

function bodiesFor(op: Operation): unknown[] {
  const props = Object.keys(op.requestBody?.content?.["application/json"]?.schema?.properties ?? {});
  const perField = props.flatMap((field) => WRONG_VALUES.map((value) => ({ [field]: value })));
  const allWrong = WRONG_VALUES.map((value) => Object.fromEntries(props.map((field) => [field, value])));
  return [...WHOLE_BODIES, ...perField, ...allWrong];
}

it("no call answers 5xx to hostile input", async () => {
  const doc = (await call(t.app, "GET", "/api/openapi.json")).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const failures: string[] = [];
  let sent = 0;
  for (const [template, operations] of Object.entries(doc.paths)) {
    const paths = template.includes("{")
      ? PATH_VALUES.map((v) => template.replace(/\{[^}]+\}/g, v))
      : [template];
    for (const [method, op] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      if (template === "/api/logout") continue; // ends the session the rest of the run needs
      const bodies = upper === "GET" || upper === "DELETE" ? [undefined] : bodiesFor(op);
      for (const url of paths) {
        for (const query of [
          "",
          "?page=-5&limit=1e9&q=%27%3B+drop+table+users%3B--",
          `?q=${LONG}`,
          "?token=%00",
        ]) {
          for (const body of bodies) {
            sent += 1;
            // Raw inject: a JSON content-type even on bodiless calls, bodies of any JSON value, pre-serialised.
            const res = await t.app.inject({
              method: upper as "GET",
              url: url + query,
              headers: {
                cookie,
                "x-admin-password": TEST_ADMIN_PASSWORD,
                "content-type": "application/json",
              },
              ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            });
            // INVALID_VALUE is the database refusing a value the schemas let through: a rule is missing.
            if (res.statusCode >= 500 || res.body.includes('"code":"INVALID_VALUE"'))
              failures.push(
                `${upper} ${url}${query.slice(0, 40)} ${JSON.stringify(body)?.slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 120)}`,
              );
          }
        }
      }
    }
  }
  expect(sent).toBeGreaterThan(1000);
  expect(failures).toEqual([]);
}, 240_000);

it("a NUL character in any text is a 400 that changes nothing", async () => {
  const before = (await call(t.app, "GET", "/api/dishes", { cookie })).json();
  const res = await call(t.app, "POST", "/api/dishes", {
    cookie,
    body: { name: "Pizza\u0000 Calabresa", price: "39,90" },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: "INVALID_CHARACTERS" });
  expect(res.json().error).toMatch(/caractere inválido/);
  const after = (await call(t.app, "GET", "/api/dishes", { cookie })).json();
  expect(after).toEqual(before);
  const search = await call(t.app, "GET", "/api/admin/users/search?q=ana%00", {
    headers: { "x-admin-password": TEST_ADMIN_PASSWORD },
  });
  expect(search.statusCode).toBe(400);
});
