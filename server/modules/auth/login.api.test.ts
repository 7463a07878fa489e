import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginResponseSchema } from "../../../common/auth";
import { registerAccount, uniqueAddress } from "../../testing/accounts";
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

const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(t.app, "POST", "/api/login", { headers, body: payload, remoteAddress: uniqueAddress() });
const me = (cookie?: string) => call(t.app, "GET", "/api/user", { cookie });

describe("POST /api/login", () => {
  it("answers { user } with the public fields and opens a session", async () => {
    const { email, password, userId } = await registerAccount(t.app);
    const res = await login({ email, password });
    expect(res.statusCode).toBe(200);
    const { user } = loginResponseSchema.parse(res.json());
    expect(user).toMatchObject({ id: userId, email, firstName: "Marta", lastName: "Queiroz", planId: 3 });
    expect(Object.keys(res.json())).toEqual(["user"]);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((await me(sessionCookieOf(res))).json().id).toBe(userId);
  });

  it("finds the account whatever the case and spaces of the email", async () => {
    const { email, password } = await registerAccount(t.app);
    const res = await login({ email: `  ${email.toUpperCase()} `, password });
    expect(res.statusCode).toBe(200);
  });

  it("gives the same answer for an unknown email and a wrong password", async () => {
    const { email } = await registerAccount(t.app);
    const wrong = await login({ email, password: "Nao-E-Esta-123" });
    const unknown = await login({ email: "ninguem@exemplo.com.br", password: "Nao-E-Esta-123" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ error: "Email ou senha incorretos.", code: "INVALID_CREDENTIALS" });
    expect(sessionCookieOf(wrong)).toBeUndefined();
  });

  it("validates with SPEC §5's rules before looking anything up", async () => {
    for (const payload of [
      { email: "nao-e-email", password: "Qualquer-123" },
      { email: "a@exemplo.com.br", password: "12345" },
      { email: "a@exemplo.com.br", password: "x".repeat(129) },
      { email: "a@exemplo.com.br" },
      {},
    ]) {
      const res = await login(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe("VALIDATION_FAILED");
    }
  });
});

describe("logout", () => {
  it("POST ends the session: the cookie no longer works", async () => {
    const { cookie } = await registerAccount(t.app);
    const res = await call(t.app, "POST", "/api/logout", { cookie });
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(res)).toBe("pc_session=");
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("GET ends the session and redirects to /", async () => {
    const { cookie } = await registerAccount(t.app);
    const res = await call(t.app, "GET", "/api/logout", { cookie });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("GET started by another site redirects without signing out", async () => {
    const { cookie } = await registerAccount(t.app);
    const res = await call(t.app, "GET", "/api/logout", {
      cookie,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(302);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it("works when nobody is signed in", async () => {
    expect((await call(t.app, "POST", "/api/logout")).statusCode).toBe(200);
    expect((await call(t.app, "GET", "/api/logout")).statusCode).toBe(302);
  });
});

describe("GET /api/user", () => {
  it("is 401 with a Portuguese message when signed out", async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: "Faça login para continuar.", code: "UNAUTHORIZED" });
  });
});
