import { afterAll, beforeAll, expect, it } from "vitest";
import { sessionResponseSchema } from "../../../common/auth";
import { uniqueAddress, uniqueEmail } from "../../testing/accounts";
import { call } from "../../testing/call";
import { sessionCookieOf } from "../../testing/cookies";
import { createTestApp, type TestApp } from "../../testing/testApp";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it("GET /api/session answers 200 with null for a visitor and the user once signed in, never cached", async () => {
  const visitor = await call(t.app, "GET", "/api/session");
  expect(visitor.statusCode).toBe(200);
  expect(visitor.json()).toEqual({ user: null });
  expect(visitor.headers["cache-control"]).toBe("no-store");

  const email = uniqueEmail();
  const made = await call(t.app, "POST", "/api/register", {
    body: { email, password: "Tapioca-com-Queijo-9", firstName: "Joana", lastName: "Prado", planId: 3 },
    remoteAddress: uniqueAddress(),
  });
  expect(made.statusCode).toBe(201);
  const cookie = sessionCookieOf(made);
  const signedIn = await call(t.app, "GET", "/api/session", { cookie: cookie! });
  expect(signedIn.statusCode).toBe(200);
  const { user } = sessionResponseSchema.parse(signedIn.json());
  expect(user).toMatchObject({ id: made.json().userId, email });

  // A cookie that names no session is a visitor, not an error.
  const stale = await call(t.app, "GET", "/api/session", { cookie: `${cookie!.split("=")[0]}=nao-existe` });
  expect(stale.statusCode).toBe(200);
  expect(stale.json()).toEqual({ user: null });
});
