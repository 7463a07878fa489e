import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "../common/errors";
import { planListSchema } from "../common/plans";
import { BODY_LIMIT_BYTES } from "./app";
import { call } from "./testing/call";
import { createTestApp, type TestApp } from "./testing/testApp";

let t: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), "pc-web-"));
  await mkdir(path.join(webRoot, "assets"));
  await writeFile(
    path.join(webRoot, "index.html"),
    "<!doctype html><title>Prato Cheio</title><div id=root></div>",
  );
  await writeFile(
    path.join(webRoot, "assets", "app-abc123.js"),
    `console.log(${JSON.stringify("x".repeat(4000))})`,
  );
  t = await createTestApp({
    webRoot,
    extend: (app) => {
      app.get("/api/__explode", async () => {
        throw new Error("segredo interno: senha=123");
      });
      app.post("/api/__echo", async (request) => request.body);
    },
  });
});

afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe("GET /api/plans", () => {
  it("answers the two seeded plans, cheapest first, with the SPEC's fields", async () => {
    const res = await call(t.app, "GET", "/api/plans");
    expect(res.statusCode).toBe(200);
    const plans = planListSchema.parse(res.json());
    expect(plans.map((p) => [p.id, p.name, p.type, p.price])).toEqual([
      [3, "Starter", "starter", 1900],
      [4, "Pro", "pro", 3900],
    ]);
    expect(plans[0]?.features.maxRestaurants).toBe(1);
    expect(plans[1]?.features).toMatchObject({
      maxRestaurants: 5,
      teamCollaboration: true,
      prioritySupport: true,
    });
    expect(res.json()[0]).toHaveProperty("originalPrice", null);
  });
});

describe("GET /api/health", () => {
  it("says the database answers", async () => {
    const res = await call(t.app, "GET", "/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "ok" });
  });
});

describe("error answers", () => {
  it("an unknown /api route is a JSON 404", async () => {
    const res = await call(t.app, "GET", "/api/nao-existe");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(errorBodySchema.parse(res.json()).code).toBe("NOT_FOUND");
  });

  it("bad JSON is a 400 with a Portuguese message", async () => {
    // Raw inject: `call` only sends well-formed JSON.
    const res = await t.app.inject({
      method: "POST",
      url: "/api/plans",
      headers: { "content-type": "application/json" },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "O conteúdo enviado não é um JSON válido.", code: "INVALID_JSON" });
  });

  it("an oversized body is a 413", async () => {
    const res = await call(t.app, "POST", "/api/plans", { body: { big: "x".repeat(BODY_LIMIT_BYTES + 10) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe("BODY_TOO_LARGE");
  });

  it("a body that is not JSON is a 415", async () => {
    // Raw inject: `call` only sends JSON.
    const res = await t.app.inject({
      method: "POST",
      url: "/api/__echo",
      headers: { "content-type": "application/xml" },
      payload: "<x/>",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatch(/JSON/);
  });

  it("a 500 hides internals and carries the request id", async () => {
    const res = await call(t.app, "GET", "/api/__explode");
    expect(res.statusCode).toBe(500);
    const body = errorBodySchema.parse(res.json());
    expect(body.code).toBe("INTERNAL");
    expect(res.body).not.toContain("segredo");
    expect(body.requestId).toBe(res.headers["x-request-id"]);
  });
});

describe("security headers", () => {
  it("sends a CSP that allows only our own origin", async () => {
    const res = await call(t.app, "GET", "/api/health");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("sends them on a hot read's 401 and on an unknown API path too", async () => {
    for (const url of ["/api/dishes", "/api/nao-existe"]) {
      const res = await call(t.app, "GET", url);
      expect(res.headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      expect(res.headers["x-frame-options"], url).toBe("SAMEORIGIN");
    }
  });
});

describe("SPA fallback", () => {
  it("serves index.html for page routes, uncached", async () => {
    const res = await call(t.app, "GET", "/pricing");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain("<div id=root>");
  });

  it("serves index.html with status 404 for unknown paths, so the 404 page renders", async () => {
    const res = await call(t.app, "GET", "/anything-unknown/deep");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("<div id=root>");
  });

  it("serves a page route with a parameter and a query string", async () => {
    const res = await call(t.app, "GET", "/checkout/4?x=1");
    expect(res.statusCode).toBe(200);
  });

  it("serves hashed assets with a year of cache, compressed when asked", async () => {
    const res = await call(t.app, "GET", "/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });
});

describe("OpenAPI", () => {
  it("documents the routes with their answers, errors included", async () => {
    const res = await call(t.app, "GET", "/api/openapi.json");
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths["/api/plans"].get.responses).toHaveProperty("200");
    expect(doc.paths["/api/plans"].get.responses).toHaveProperty("500");
  });

  it("declares on every state-changing call the cross-site, size and media-type refusals", async () => {
    const doc = (await call(t.app, "GET", "/api/openapi.json")).json();
    const ours = Object.entries(doc.paths as Record<string, Record<string, { responses: object }>>).filter(
      ([path]) => !path.startsWith("/api/__"), // this file's own test routes
    );
    const changing = ours.flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ["post", "put", "patch", "delete"].includes(method))
        .map(([method, op]) => ({ call: `${method} ${path}`, responses: op.responses })),
    );
    expect(changing.map((c) => c.call)).toContain("post /api/dishes");
    for (const { call, responses } of changing) {
      for (const code of ["400", "403", "413", "415"])
        expect(responses, `${call} ${code}`).toHaveProperty(code);
    }
  });
});
