import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditListSchema } from "../../../common/admin";
import { adminHeaders } from "../../testing/adminHeaders";
import { call } from "../../testing/call";
import { createTestApp, type TestApp } from "../../testing/testApp";
import { DENIED_WINDOW_MS } from "./audit";

// Default limits (ADMIN_WRONG_PASSWORD_LIMIT 20 per 10 minutes, RATE_LIMIT_SCALE 1).
let t: TestApp;
let clock = new Date(Date.UTC(2026, 10, 26, 12, 0, 0));
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  expect(t.config.adminWrongPasswordLimit).toBe(20);
});
afterAll(async () => {
  await t.close();
});

let network = 0;
/** One address in a /64 of its own: every call comes from a network that has not guessed yet. */
const freshNetwork = () => {
  network += 1;
  return `2001:db8:a${(network >> 12) & 15}:${(network & 0xfff).toString(16)}::${network.toString(16)}`;
};

const stats = (headers: Record<string, string>, remoteAddress = freshNetwork()) =>
  call(t.app, "GET", "/api/admin/stats", { headers, remoteAddress });

async function audit() {
  const res = await call(t.app, "GET", "/api/admin/audit", { headers: adminHeaders });
  expect(res.statusCode).toBe(200);
  return adminAuditListSchema.parse(res.json());
}

describe("Atividade recente", () => {
  it("lists admin actions; refused attempts are a count of the last 24 h, never in the list", async () => {
    const adminIp = "2001:db8:ffff:1::5";
    expect((await stats(adminHeaders, adminIp)).statusCode).toBe(200);
    const put = await call(
      t.app,
      "PUT",
      "/api/admin/users/00000000-0000-4000-8000-000000000000/subscription",
      { headers: adminHeaders, body: { subscriptionActive: true }, remoteAddress: adminIp },
    );
    expect(put.statusCode).toBe(404);
    const search = await call(t.app, "GET", "/api/admin/users/search?q=ana", {
      headers: adminHeaders,
      remoteAddress: adminIp,
    });
    expect(search.statusCode).toBe(200);

    // A day earlier, 3 refusals; now 25 anonymous calls (no header), from 25 networks.
    const realClock = clock;
    clock = new Date(realClock.getTime() - DENIED_WINDOW_MS - 60_000);
    for (let i = 0; i < 3; i++) expect((await stats({})).statusCode).toBe(401);
    clock = realClock;
    for (let i = 0; i < 25; i++) expect((await stats({})).statusCode).toBe(401);

    const { entries, deniedLast24h } = await audit();
    expect(entries.map((e) => [e.action, e.target])).toEqual([
      ["users.search", "ana"],
      ["panel.open", null],
    ]);
    expect(entries.every((e) => e.action !== "access.denied")).toBe(true);
    expect(deniedLast24h).toBe(25);
  });
});

describe("wrong admin passwords from all networks together", () => {
  it("allows 20 per 10 minutes, then answers 429 to everyone, the right password included", async () => {
    // Header-less calls say nothing about the password: they do not use up the shared allowance.
    for (let i = 0; i < 30; i++) expect((await stats({})).statusCode).toBe(401);
    expect((await stats(adminHeaders)).statusCode).toBe(200);

    for (let i = 0; i < 20; i++) {
      const res = await stats({ "x-admin-password": `chute-espalhado-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const guess = await stats({ "x-admin-password": "chute-21" });
    expect(guess.statusCode).toBe(429);
    expect(guess.json()).toMatchObject({ code: "RATE_LIMITED" });
    expect(guess.json().error).toMatch(/bloqueado por excesso de senhas incorretas/);
    expect(Number(guess.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(guess.headers["retry-after"])).toBeLessThanOrEqual(600);

    // A right guess from yet another network looks the same: the cap tells a guesser nothing.
    const right = await stats(adminHeaders);
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toBe(guess.json().error);
  });
});
