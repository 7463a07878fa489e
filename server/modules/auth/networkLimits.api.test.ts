import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../testing/accounts";
import { adminHeaders } from "../../testing/adminHeaders";
import { call } from "../../testing/call";
import { createTestApp, type TestApp } from "../../testing/testApp";

// Default RATE_LIMIT_SCALE (1): the limits people meet in production. Every
// per-client limit counts per network: one IPv6 /64 is one client however many
// of its 2^64 addresses it uses (server/http/clientNetwork.ts).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let network = 0;
/** A fresh /64 of the documentation range, and a different address in it on each call. */
function ipv6Network() {
  network += 1;
  let host = 0;
  return () => {
    host += 1;
    return `2001:db8:${network.toString(16)}:25:${host.toString(16)}:${((host * 7919) & 0xffff).toString(16)}::${host.toString(16)}`;
  };
}

/** POSTs `request` from new addresses of one /64 until the first 429; answers how many calls it took. */
async function callsUntilLimited(request: () => { url: string; body: object }, max = 80): Promise<number> {
  const next = ipv6Network();
  for (let i = 1; i <= max; i++) {
    const { url, body } = request();
    const res = await call(t.app, "POST", url, { body, remoteAddress: next() });
    if (res.statusCode === 429) {
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.json().code).toBe("RATE_LIMITED");
      return i;
    }
  }
  return Number.POSITIVE_INFINITY;
}

describe("per-client limits count per IPv6 /64", () => {
  it("login: 30 a minute from one /64, then 429", async () => {
    const calls = await callsUntilLimited(() => ({
      url: "/api/login",
      body: { email: uniqueEmail("chute"), password: "errada-xyz-123" },
    }));
    expect(calls).toBe(31);
  });

  it("register: 15 a minute from one /64, then 429", async () => {
    const calls = await callsUntilLimited(() => ({
      url: "/api/register",
      body: { email: uniqueEmail("cadastro") },
    }));
    expect(calls).toBe(16);
  });

  it("forgot and reset password: 10 a minute from one /64, then 429", async () => {
    const forgot = await callsUntilLimited(() => ({
      url: "/api/forgot-password",
      body: { email: uniqueEmail("esqueci") },
    }));
    expect(forgot).toBe(11);
    const reset = await callsUntilLimited(() => ({
      url: "/api/reset-password",
      body: { token: "x".repeat(43), password: "Nova-Senha-Forte-2026" },
    }));
    expect(reset).toBe(11);
  });

  it("contact: 5 a minute from one /64, then 429", async () => {
    const calls = await callsUntilLimited(() => ({
      url: "/api/contact",
      body: { name: "Ana", email: "ana@exemplo.com", subject: "feedback", message: "Oi" },
    }));
    expect(calls).toBe(6);
  });

  it("the AI demo: 5 a minute from one /64, then 429", async () => {
    const calls = await callsUntilLimited(() => ({
      url: "/api/generate-menu",
      body: { restaurantType: "japonesa" },
    }));
    expect(calls).toBe(6);
  });

  it("the admin gate: 5 wrong passwords from one /64, then 429 for that /64, the right password too", async () => {
    const next = ipv6Network();
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, "GET", "/api/admin/stats", {
        headers: { "x-admin-password": `chute-${i}` },
        remoteAddress: next(),
      });
      expect(res.statusCode).toBe(401);
    }
    const right = await call(t.app, "GET", "/api/admin/stats", {
      headers: adminHeaders,
      remoteAddress: next(),
    });
    expect(right.statusCode).toBe(429);
    // Another network is not blocked by this one.
    const elsewhere = await call(t.app, "GET", "/api/admin/stats", {
      headers: adminHeaders,
      remoteAddress: ipv6Network()(),
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("an IPv4 client counts the same written as IPv4-mapped IPv6", async () => {
    const forms = ["198.51.100.77", "::ffff:198.51.100.77"];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(t.app, "POST", "/api/contact", {
        body: { name: "Ana", email: "ana@exemplo.com", subject: "feedback", message: "Oi" },
        remoteAddress: forms[i % 2],
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses[5]).toBe(429);
  });

  it("neighbouring IPv4 addresses are separate clients", async () => {
    for (let i = 0; i < 6; i++) {
      const res = await call(t.app, "POST", "/api/contact", {
        body: { name: "Ana", email: "ana@exemplo.com", subject: "feedback", message: "Oi" },
        remoteAddress: `198.51.100.${100 + i}`,
      });
      expect(res.statusCode).not.toBe(429);
    }
  });
});
