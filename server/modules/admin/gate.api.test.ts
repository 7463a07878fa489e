import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditListSchema, adminStatsSchema } from "../../../common/admin";
import { errorBodySchema } from "../../../common/errors";
import { adminHeaders } from "../../testing/adminHeaders";
import { type CallOptions, call, type Method } from "../../testing/call";
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from "../../testing/testApp";

let t: TestApp;
let ipCounter = 1;
/** Each test speaks from its own address, so one test's wrong attempts never block another. */
const nextIp = () => `10.1.0.${ipCounter++}`;

beforeAll(async () => {
  // Many wrong passwords from many addresses below: the cap over all networks has its own file.
  t = await createTestApp({ env: { ADMIN_WRONG_PASSWORD_LIMIT: "1000" } });
});

afterAll(async () => {
  await t.close();
});

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

type Request = { method: Method; url: string; body?: object };
/** Sends one of the requests below with the test's own headers, address or query. */
const send = (request: Request, options: CallOptions & { url?: string }) =>
  call(t.app, request.method, options.url ?? request.url, { body: request.body, ...options });

/** Every admin call, with a body that would be valid once the password is right. */
const CALLS: { name: string; request: Request }[] = [
  { name: "stats", request: { method: "GET", url: "/api/admin/stats" } },
  { name: "users", request: { method: "GET", url: "/api/admin/users?page=1&limit=20" } },
  { name: "search", request: { method: "GET", url: "/api/admin/users/search?q=ana" } },
  {
    name: "subscription",
    request: {
      method: "PUT",
      url: `/api/admin/users/${UNKNOWN_ID}/subscription`,
      body: { subscriptionActive: true },
    },
  },
  { name: "audit", request: { method: "GET", url: "/api/admin/audit" } },
  {
    name: "test-email",
    request: {
      method: "POST",
      url: "/api/test-email",
      body: { email: "dono@restaurante.test", subject: "Oi", message: "Teste" },
    },
  },
];

function withQuery(url: string, extra: string): string {
  return url.includes("?") ? `${url}&${extra}` : `${url}?${extra}`;
}

describe.each(CALLS)("the admin gate on $name", ({ request }) => {
  it("refuses a call without the header", async () => {
    const res = await send(request, { remoteAddress: nextIp() });
    expect(res.statusCode).toBe(401);
    expect(errorBodySchema.parse(res.json())).toMatchObject({
      code: "ADMIN_UNAUTHORIZED",
      error: "Senha de administrador incorreta.",
    });
  });

  it("refuses a wrong password, even one that starts like the right one", async () => {
    for (const wrong of ["errada", `${TEST_ADMIN_PASSWORD}x`, TEST_ADMIN_PASSWORD.slice(0, -1)]) {
      const res = await send(request, {
        headers: { "x-admin-password": wrong },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it("refuses the right password in the query string", async () => {
    const res = await send(request, {
      url: withQuery(request.url, `x-admin-password=${encodeURIComponent(TEST_ADMIN_PASSWORD)}`),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/cabeçalho x-admin-password/);
  });

  it("refuses the right password in a cookie", async () => {
    const res = await send(request, {
      cookie: `x-admin-password=${TEST_ADMIN_PASSWORD}`,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(401);
  });

  it("refuses the right password in the query even beside the right header", async () => {
    const res = await send(request, {
      url: withQuery(request.url, `adminPassword=${encodeURIComponent(TEST_ADMIN_PASSWORD)}`),
      headers: adminHeaders,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("the admin gate on addresses that do not exist", () => {
  const UNKNOWN: Request[] = [
    { method: "GET", url: "/api/admin/nao-existe" },
    { method: "GET", url: "/api/admin/users/extra/coisa?page=1" },
    { method: "GET", url: "/api/admin" },
    { method: "GET", url: "/api/admin/" },
    { method: "POST", url: "/api/admin/users", body: { email: "x@y.test" } },
    { method: "DELETE", url: "/api/admin/stats" },
    { method: "PATCH", url: `/api/admin/users/${UNKNOWN_ID}/subscription`, body: {} },
  ];

  it.each(UNKNOWN)("refuses $method $url without the header, like any admin call", async (request) => {
    const res = await send(request, { remoteAddress: nextIp() });
    expect(res.statusCode).toBe(401);
    expect(errorBodySchema.parse(res.json())).toMatchObject({
      code: "ADMIN_UNAUTHORIZED",
      error: "Senha de administrador incorreta.",
    });
  });

  it.each(UNKNOWN)("refuses $method $url with a wrong password", async (request) => {
    const res = await send(request, {
      headers: { "x-admin-password": "errada" },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(401);
  });

  it.each(UNKNOWN)("answers $method $url with the API's 404 once the password is right", async (request) => {
    const res = await send(request, { headers: adminHeaders, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json())).toMatchObject({
      code: "NOT_FOUND",
      error: "Esse endereço da API não existe.",
    });
  });

  it("counts those refusals towards the per-IP limit", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, "GET", `/api/admin/sondagem-${i}`, { remoteAddress: ip });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await call(t.app, "GET", "/api/admin/stats", { remoteAddress: ip });
    expect(blocked.statusCode).toBe(429);
  });

  it("leaves other unknown API addresses a plain 404", async () => {
    const res = await call(t.app, "GET", "/api/administrador", { remoteAddress: nextIp() });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("NOT_FOUND");
  });
});

describe("wrong attempts are limited per IP", () => {
  it("five wrong passwords a minute, then 429 for every admin call from that IP, the right password too", async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, "GET", "/api/admin/stats", {
        headers: { "x-admin-password": `chute-${i}` },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(401);
    }
    const sixth = await call(t.app, "GET", "/api/admin/stats", {
      headers: { "x-admin-password": "chute-5" },
      remoteAddress: ip,
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toMatch(/Muitas tentativas/);
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);

    // A right guess must look the same as a wrong one once blocked, or the 429s would confirm it.
    const right = await call(t.app, "GET", "/api/admin/users", { headers: adminHeaders, remoteAddress: ip });
    expect(right.statusCode).toBe(429);

    const otherIp = await call(t.app, "GET", "/api/admin/stats", {
      headers: adminHeaders,
      remoteAddress: nextIp(),
    });
    expect(otherIp.statusCode).toBe(200);
  });

  it("an unlocked admin is never throttled by normal use", async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) {
      const res = await call(t.app, "GET", i % 2 ? "/api/admin/stats" : "/api/admin/users", {
        headers: adminHeaders,
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it("the right password is accepted from the header", async () => {
    const res = await call(t.app, "GET", "/api/admin/stats", {
      headers: adminHeaders,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(adminStatsSchema.parse(res.json())).toEqual({
      totalUsers: 0,
      activeSubscriptions: 0,
      trialingUsers: 0,
      starterUsers: 0,
      proUsers: 0,
      mailOutbox: { pending: 0, failed: 0 },
    });
  });
});

describe("refused attempts in the audit log", () => {
  it("counts each refused attempt apart from the list, and lists one panel visit per IP", async () => {
    const before = adminAuditListSchema.parse(
      (await call(t.app, "GET", "/api/admin/audit", { headers: adminHeaders })).json(),
    );
    const ip = nextIp();
    await call(t.app, "GET", "/api/admin/stats", {
      headers: { "x-admin-password": "nao-e-essa" },
      remoteAddress: ip,
    });
    const adminIp = nextIp();
    for (let i = 0; i < 3; i++) {
      await call(t.app, "GET", "/api/admin/stats", { headers: adminHeaders, remoteAddress: adminIp });
    }
    const res = await call(t.app, "GET", "/api/admin/audit", { headers: adminHeaders });
    expect(res.statusCode).toBe(200);
    const { entries, deniedLast24h } = adminAuditListSchema.parse(res.json());
    expect(entries.length).toBeLessThanOrEqual(20);
    expect(entries.filter((e) => e.ip === ip)).toEqual([]);
    expect(deniedLast24h).toBe(before.deniedLast24h + 1);
    expect(entries.filter((e) => e.ip === adminIp).map((e) => e.action)).toEqual(["panel.open"]);
    const times = entries.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe("OpenAPI", () => {
  it("documents the admin calls with their 401", async () => {
    const res = await call(t.app, "GET", "/api/openapi.json");
    const doc = res.json();
    expect(doc.paths["/api/admin/stats"].get.responses).toHaveProperty("401");
    expect(doc.paths["/api/admin/users/{id}/subscription"].put.responses).toHaveProperty("404");
    expect(doc.paths["/api/test-email"].post.security).toEqual([{ admin: [] }]);
    // The catch-all that gates unknown admin addresses is not an API call of its own.
    expect(Object.keys(doc.paths).filter((p) => p === "/api/admin" || p.includes("*"))).toEqual([]);
  });
});
