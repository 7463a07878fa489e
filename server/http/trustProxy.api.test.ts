import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditListSchema } from "../../common/admin";
import { adminHeaders } from "../testing/adminHeaders";
import { call } from "../testing/call";
import { createTestApp, type TestApp } from "../testing/testApp";

/*
 * Behind an ordinary proxy that appends to X-Forwarded-For, the client writes
 * the left part and the proxy adds, on the right, the address it saw. Only
 * that right part may feed per-IP limits and the admin audit.
 */
async function auditIps(t: TestApp): Promise<string[]> {
  const res = await call(t.app, "GET", "/api/admin/audit", {
    headers: adminHeaders,
    remoteAddress: "192.0.2.200",
  });
  expect(res.statusCode).toBe(200);
  return adminAuditListSchema.parse(res.json()).entries.map((e) => e.ip ?? "");
}

const stats = (t: TestApp, remoteAddress: string, forwardedFor: string) =>
  call(t.app, "GET", "/api/admin/stats", {
    headers: { ...adminHeaders, "x-forwarded-for": forwardedFor },
    remoteAddress,
  });

describe("TRUST_PROXY=1 (one proxy in front of the app)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: "1" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("takes the address the proxy saw, not the one the client wrote", async () => {
    expect((await stats(t, "127.0.0.1", "6.6.6.6, 203.0.113.7")).statusCode).toBe(200);
    const ips = await auditIps(t);
    expect(ips).toContain("203.0.113.7");
    expect(ips).not.toContain("6.6.6.6");
  });

  it("counts wrong admin passwords per real client, whatever the client writes on the left", async () => {
    const attempt = (i: number) =>
      call(t.app, "GET", "/api/admin/stats", {
        headers: { "x-admin-password": "senha-errada-123", "x-forwarded-for": `6.6.6.${i}, 203.0.113.8` },
        remoteAddress: "127.0.0.1",
      });
    for (let i = 1; i <= 5; i++) expect((await attempt(i)).statusCode).toBe(401);
    const blocked = await attempt(99);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: "RATE_LIMITED" });
  });
});

describe("TRUST_PROXY as a list of the proxies' addresses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: "127.0.0.1, 203.0.113.0/24" } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("walks back through every listed proxy and ignores the header from anyone else", async () => {
    expect((await stats(t, "127.0.0.1", "6.6.6.6, 203.0.113.7")).statusCode).toBe(200);
    expect((await stats(t, "198.51.100.9", "7.7.7.7")).statusCode).toBe(200);
    const ips = await auditIps(t);
    expect(ips).toContain("6.6.6.6");
    expect(ips).toContain("198.51.100.9");
    expect(ips).not.toContain("203.0.113.7");
    expect(ips).not.toContain("7.7.7.7");
  });
});
