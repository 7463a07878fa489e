import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAccount, uniqueAddress, uniqueEmail } from "../../testing/accounts";
import { call } from "../../testing/call";
import { sessionCookieOf } from "../../testing/cookies";
import { createTestApp, type TestApp } from "../../testing/testApp";

// Default RATE_LIMIT_SCALE (1): the limits people meet in production.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(t.config.rateLimitScale).toBe(1);
});
afterAll(async () => {
  await t.close();
});

function expectLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  expect(res.json()).toEqual({
    error: "Muitas tentativas. Aguarde um pouco e tente de novo.",
    code: "RATE_LIMITED",
  });
}

describe("login", () => {
  it("100 wrong passwords from one address: no success, and 429s", async () => {
    const { email } = await registerAccount(t.app);
    const statuses: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 100; i++) {
      last = await call(t.app, "POST", "/api/login", {
        body: { email, password: `errada-${i}-xyz` },
        remoteAddress: "203.0.113.7",
      });
      statuses.push(last.statusCode);
      expect(sessionCookieOf(last)).toBeUndefined();
    }
    expect(statuses).not.toContain(200);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(90);
    expectLimited(last!);
  });

  it("limits one email even when the guesses come from many addresses", async () => {
    const { email, password } = await registerAccount(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(t.app, "POST", "/api/login", {
        body: { email: i % 2 ? email.toUpperCase() : email, password: `errada-${i}-xyz` },
        remoteAddress: uniqueAddress(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password waits for the window to pass.
    const right = await call(t.app, "POST", "/api/login", {
      body: { email, password },
      remoteAddress: uniqueAddress(),
    });
    expectLimited(right);
  });

  it("limits one address trying many emails", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await call(t.app, "POST", "/api/login", {
        body: { email: uniqueEmail("chute"), password: "errada-xyz-1" },
        remoteAddress: "198.51.100.20",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("registration", () => {
  it("limits sign-ups from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await call(t.app, "POST", "/api/register", {
        body: {
          email: uniqueEmail("spam"),
          password: "Cuscuz-Nordestino-8",
          firstName: "Spam",
          lastName: "Bot",
          planId: 3,
        },
        remoteAddress: "198.51.100.30",
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 15).every((s) => s === 201)).toBe(true);
    expect(statuses[15]).toBe(429);
  });

  it("limits tries at one email from many addresses", async () => {
    const email = uniqueEmail("disputada");
    const statuses: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 6; i++) {
      last = await call(t.app, "POST", "/api/register", {
        body: { email, password: "Cuscuz-Nordestino-8", firstName: "A", lastName: "B", planId: 3 },
        remoteAddress: uniqueAddress(),
      });
      statuses.push(last.statusCode);
    }
    // A taken email answers like a new one (issue 25: no account enumeration), until the limit.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expectLimited(last!);
  });
});

describe("password reset requests", () => {
  it("limits requests for one email, then per address", async () => {
    const { email } = await registerAccount(t.app);
    const perEmail: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(t.app, "POST", "/api/forgot-password", {
        body: { email },
        remoteAddress: uniqueAddress(),
      });
      perEmail.push(res.statusCode);
    }
    expect(perEmail).toEqual([200, 200, 200, 200, 200, 429]);

    const perAddress: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(t.app, "POST", "/api/forgot-password", {
        body: { email: uniqueEmail("quem") },
        remoteAddress: "198.51.100.40",
      });
      perAddress.push(res.statusCode);
    }
    expect(perAddress.slice(0, 10).every((s) => s === 200)).toBe(true);
    expectLimited(
      await call(t.app, "POST", "/api/forgot-password", {
        body: { email: uniqueEmail("quem") },
        remoteAddress: "198.51.100.40",
      }),
    );
  });
});

describe("RATE_LIMIT_SCALE", () => {
  it("multiplies the limits", async () => {
    const scaled = await createTestApp({ env: { RATE_LIMIT_SCALE: "3" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await call(scaled.app, "POST", "/api/login", {
          body: { email: "igual@exemplo.com.br", password: "errada-xyz-1" },
          remoteAddress: uniqueAddress(),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses[30]).toBe(429);
    } finally {
      await scaled.close();
    }
  });
});
