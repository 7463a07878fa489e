import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { sessions } from "../db/schema";
import { loginAccount, registerAccount } from "../testing/accounts";
import { call } from "../testing/call";
import { sessionCookieAttributes, sessionCookieOf } from "../testing/cookies";
import { createTestApp, TEST_ADMIN_PASSWORD, type TestApp } from "../testing/testApp";
import { hashToken } from "./tokens";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TestApp;
let clock = new Date("2026-03-02T12:00:00Z");

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

const me = (cookie: string | undefined, headers: Record<string, string> = {}) =>
  call(t.app, "GET", "/api/user", { headers, cookie });

/** The sid a cookie stands for, to look at its row as an operator would. */
function sidOf(cookie: string): string {
  const signed = decodeURIComponent(cookie.split("=")[1]!);
  const unsigned = t.app.unsignCookie(signed);
  if (!unsigned.valid || !unsigned.value) throw new Error("cookie sem assinatura válida");
  return hashToken(unsigned.value);
}

async function rowOf(cookie: string) {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.sid, sidOf(cookie)));
  return row;
}

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, for the whole site, not Secure over http, and lasts 30 days", async () => {
    const res = await call(t.app, "POST", "/api/register", {
      body: {
        email: "cookie@exemplo.com.br",
        password: "Moqueca-Baiana-77",
        firstName: "Rita",
        lastName: "Lins",
        planId: 3,
      },
    });
    expect(res.statusCode).toBe(201);
    const attrs = sessionCookieAttributes(res);
    expect(attrs.has("httponly")).toBe(true);
    expect(attrs.get("samesite")).toBe("Lax");
    expect(attrs.get("path")).toBe("/");
    expect(attrs.has("secure")).toBe(false);
    expect(Number(attrs.get("max-age"))).toBe(30 * 24 * 60 * 60);
  });

  it("is Secure when APP_URL is https", async () => {
    const secure = await createTestApp({ env: { APP_URL: "https://pratocheio.exemplo.com.br" } });
    try {
      const { email, password } = await registerAccount(secure.app);
      const res = await call(secure.app, "POST", "/api/login", { body: { email, password } });
      expect(sessionCookieAttributes(res).has("secure")).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it("keeps only the SHA-256 of the token in the sessions table", async () => {
    const { cookie, userId } = await registerAccount(t.app);
    const token = t.app.unsignCookie(decodeURIComponent(cookie.split("=")[1]!)).value!;
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.sid === token)).toBe(false);
    const row = await rowOf(cookie);
    expect(row?.sid).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.sess).toMatchObject({ userId });
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("is refused when tampered with", async () => {
    const { cookie } = await registerAccount(t.app);
    const forged = cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const res = await me(forged);
    expect(res.statusCode).toBe(401);
    expect((await me("pc_session=qualquer-coisa")).statusCode).toBe(401);
  });
});

describe("rotation", () => {
  it("gives a new token at login; the cookie from before stops working", async () => {
    const { email, password, cookie: before } = await registerAccount(t.app);
    expect((await me(before)).statusCode).toBe(200);
    const after = await loginAccount(t.app, email, password, { cookie: before });
    expect(after).not.toBe(before);
    expect((await me(before)).statusCode).toBe(401);
    expect((await me(after)).statusCode).toBe(200);
  });

  it("keeps other devices signed in", async () => {
    const { email, password, cookie: phone } = await registerAccount(t.app);
    const laptop = await loginAccount(t.app, email, password);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(200);
  });
});

describe("expiry", () => {
  it("reads without writing, and slides the 30-day expiry at most once an hour", async () => {
    const start = clock;
    const { cookie } = await registerAccount(t.app);
    const first = (await rowOf(cookie))!.expire.getTime();
    expect(first).toBe(start.getTime() + 30 * DAY);

    clock = new Date(start.getTime() + 50 * 60 * 1000);
    const soon = await me(cookie);
    expect(soon.statusCode).toBe(200);
    expect(sessionCookieOf(soon)).toBeUndefined();
    expect((await rowOf(cookie))!.expire.getTime()).toBe(first);

    clock = new Date(start.getTime() + 2 * HOUR);
    const later = await me(cookie);
    expect(later.statusCode).toBe(200);
    expect((await rowOf(cookie))!.expire.getTime()).toBe(clock.getTime() + 30 * DAY);
    expect(sessionCookieOf(later)).toBe(cookie);
    clock = start;
  });

  it("ends after 30 idle days", async () => {
    const start = clock;
    const { cookie } = await registerAccount(t.app);
    clock = new Date(start.getTime() + 29 * DAY);
    expect((await me(cookie)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 30 * DAY + 1000);
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    // The browser is told to forget the dead cookie.
    expect(sessionCookieOf(res)).toBe("pc_session=");
    clock = start;
  });

  it("ends 90 days after sign-in however active the user is", async () => {
    const start = clock;
    const { cookie } = await registerAccount(t.app);
    for (let day = 20; day < 90; day += 20) {
      clock = new Date(start.getTime() + day * DAY);
      expect((await me(cookie)).statusCode, `dia ${day}`).toBe(200);
    }
    clock = new Date(start.getTime() + 89 * DAY);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await rowOf(cookie))!.expire.getTime()).toBe(start.getTime() + 90 * DAY);
    clock = new Date(start.getTime() + 90 * DAY + 1000);
    expect((await me(cookie)).statusCode).toBe(401);
    clock = start;
  });

  it("purges expired rows", async () => {
    const { purgeExpired } = await import("./sessionStore");
    const start = clock;
    const { cookie } = await registerAccount(t.app);
    expect(await rowOf(cookie)).toBeDefined();
    await purgeExpired(t.database.db, new Date(start.getTime() + 31 * DAY));
    expect(await rowOf(cookie)).toBeUndefined();
  });
});

describe("a restart", () => {
  it("keeps people signed in: sessions live in the database", async () => {
    const { cookie, userId } = await registerAccount(t.app);
    const again = await buildApp({
      config: t.config,
      database: t.database,
      secrets: { adminPassword: TEST_ADMIN_PASSWORD, sessionSecret: "s".repeat(40) },
      logger: false,
      now: () => clock,
    });
    try {
      const res = await call(again, "GET", "/api/user", { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(userId);
    } finally {
      await again.close();
    }
  });
});

describe("cross-site requests", () => {
  it("refuses a state-changing call from another site's page", async () => {
    const { email, password } = await registerAccount(t.app);
    const foreign = await call(t.app, "POST", "/api/login", {
      headers: { origin: "https://golpe.exemplo.net" },
      body: { email, password },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: "CROSS_SITE" });
    expect(sessionCookieOf(foreign)).toBeUndefined();

    const fetchMeta = await call(t.app, "POST", "/api/login", {
      headers: { "sec-fetch-site": "cross-site" },
      body: { email, password },
    });
    expect(fetchMeta.statusCode).toBe(403);
  });

  it("accepts the app's own origin and same-origin fetches", async () => {
    const { email, password } = await registerAccount(t.app);
    const own = await call(t.app, "POST", "/api/login", {
      headers: { origin: t.config.appUrl, "sec-fetch-site": "same-origin" },
      body: { email, password },
    });
    expect(own.statusCode).toBe(200);
  });

  it("lets reads through: GET is not state-changing", async () => {
    const { cookie } = await registerAccount(t.app);
    const res = await me(cookie, { origin: "https://golpe.exemplo.net", "sec-fetch-site": "cross-site" });
    expect(res.statusCode).toBe(200);
  });
});
