import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAccount } from "../../testing/accounts";
import { call } from "../../testing/call";
import { readOutbox, waitForMail } from "../../testing/outbox";
import { createTestApp, type TestApp } from "../../testing/testApp";

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let clock = new Date("2026-05-10T09:00:00Z");

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

/** The path and query of the link in the newest verification mail to `email`. */
async function verificationPath(email: string): Promise<string> {
  const mail = await waitForMail(t.dataDir, email, /Confirme seu email/);
  const link = mail.text.match(/https?:\/\/\S+\/api\/verify-email\?token=\S+/)?.[0];
  if (!link) throw new Error("sem link no email");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

const me = async (cookie: string) => (await call(t.app, "GET", "/api/user", { cookie })).json();

describe("GET /api/verify-email", () => {
  it("confirms the email once and leads to /auth?verified=true", async () => {
    const { email, cookie } = await registerAccount(t.app);
    const path = await verificationPath(email);
    expect((await me(cookie)).isEmailVerified).toBe(false);

    const first = await call(t.app, "GET", path);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe("/auth?verified=true");
    expect((await me(cookie)).isEmailVerified).toBe(true);

    const second = await call(t.app, "GET", path);
    expect(second.statusCode).toBe(302);
    expect(second.headers.location).toBe("/auth?verified=invalid");
  });

  it("stops working after 48 hours", async () => {
    const start = clock;
    const { email, cookie } = await registerAccount(t.app);
    const path = await verificationPath(email);
    clock = new Date(start.getTime() + 48 * HOUR + 1000);
    const res = await call(t.app, "GET", path);
    expect(res.headers.location).toBe("/auth?verified=invalid");
    clock = start;
    expect((await me(cookie)).isEmailVerified).toBe(false);
  });

  it("turns a missing, unknown or absurd token into the failure page, never an error", async () => {
    for (const url of [
      "/api/verify-email",
      "/api/verify-email?token=",
      "/api/verify-email?token=nao-existe",
      `/api/verify-email?token=${"x".repeat(5000)}`,
      "/api/verify-email?token=a&token=b",
    ]) {
      const res = await call(t.app, "GET", url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe("/auth?verified=invalid");
    }
  });
});

describe("POST /api/resend-verification", () => {
  it("mails a new link; the old one stops working", async () => {
    const { email, cookie } = await registerAccount(t.app);
    const oldPath = await verificationPath(email);
    const res = await call(t.app, "POST", "/api/resend-verification", { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain(email);
    // The mail leaves after the answer, through the outbox (sign-up also mails "trial started").
    const confirmations = async () =>
      (await readOutbox(t.dataDir)).filter((m) => m.to === email && /Confirme seu email/.test(m.subject));
    await expect.poll(async () => (await confirmations()).length, { timeout: 20_000 }).toBe(2);
    const newPath = await verificationPath(email);
    expect(newPath).not.toBe(oldPath);
    expect((await call(t.app, "GET", oldPath)).headers.location).toBe("/auth?verified=invalid");
    expect((await call(t.app, "GET", newPath)).headers.location).toBe("/auth?verified=true");
  });

  it("is for signed-in users with an unconfirmed email", async () => {
    const anonymous = await call(t.app, "POST", "/api/resend-verification");
    expect(anonymous.statusCode).toBe(401);

    const { email, cookie } = await registerAccount(t.app);
    await call(t.app, "GET", await verificationPath(email));
    const done = await call(t.app, "POST", "/api/resend-verification", { cookie });
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ code: "ALREADY_VERIFIED" });
  });

  it("is limited: 3 mails per account in 10 minutes, then 429 with retry-after", async () => {
    const { cookie } = await registerAccount(t.app);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 4; i++) {
      last = await call(t.app, "POST", "/api/resend-verification", { cookie });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last!.headers["retry-after"])).toBeGreaterThan(0);
    expect(last!.json()).toMatchObject({
      code: "RATE_LIMITED",
      error: "Muitas tentativas. Aguarde um pouco e tente de novo.",
    });
  });
});
