import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import type { Database } from "../../db/open";
import { authTokens, sessions, users } from "../../db/schema";
import { loggerOptions } from "../../logger";
import { type CallOptions, call, type Method } from "../../testing/call";
import { sessionCookieOf } from "../../testing/cookies";
import { logLineStream } from "../../testing/logLines";
import { waitForMail } from "../../testing/outbox";
import { openTestDatabase } from "../../testing/testDatabase";

/*
 * The app with production logging (trace level, so every line is there),
 * walked through every account flow; then no answer and no log line may
 * hold a password, a hash or a token. Not even the outbox line (no SMTP_URL):
 * it prints the mail's link only in development (issue 11, item 6).
 */
let app: FastifyInstance;
let database: Database;
let dataDir: string;
const lines: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-secrets-"));
  database = await openTestDatabase();
  const stream = logLineStream(lines);
  app = await buildApp({
    config: loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }),
    database,
    secrets: { adminPassword: "senha-admin-de-teste-1", sessionSecret: "z".repeat(40) },
    logger: { ...loggerOptions({ env: "production", logLevel: "trace" }), stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

it("no answer or log line holds a password, hash or token", async () => {
  const email = "segredos@exemplo.com.br";
  const password = "Brigadeiro-de-Panela-5";
  const newPassword = "Quindim-Dourado-72";
  const answers: LightMyRequestResponse[] = [];
  const send = async (method: Method, url: string, options: CallOptions = {}) => {
    const res = await call(app, method, url, options);
    answers.push(res);
    return res;
  };

  const registered = await send("POST", "/api/register", {
    body: { email, password, firstName: "Sil", lastName: "Via", planId: 4 },
  });
  const cookie = sessionCookieOf(registered)!;
  await send("POST", "/api/login", { body: { email, password: "Senha-Errada-000" } });
  await send("POST", "/api/login", { body: { email, password } });
  await send("GET", "/api/user", { cookie });
  await send("POST", "/api/resend-verification", { cookie });
  const verifyMail = await waitForMail(dataDir, email, /Confirme seu email/);
  const verifyLink = verifyMail.text.match(/\/api\/verify-email\?token=(\S+)/)!;
  await send("GET", verifyLink[0]);
  await send("POST", "/api/forgot-password", { body: { email } });
  const resetMail = await waitForMail(dataDir, email, /Redefina sua senha/);
  const resetToken = decodeURIComponent(resetMail.text.match(/#token=(\S+)/)![1]!);
  const hashes = {
    passwordHash: (await database.db.select().from(users))[0]!.password,
    resetTokenHash: (await database.db.select().from(authTokens))[0]!.tokenHash,
    sessionIds: (await database.db.select().from(sessions)).map((s) => s.sid),
  };
  await send("POST", "/api/reset-password", { body: { token: resetToken, password: newPassword } });
  const last = await send("POST", "/api/login", { body: { email, password: newPassword } });
  await send("POST", "/api/logout", { cookie: sessionCookieOf(last)! });

  const cookieToken = decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
  const secrets = [
    password,
    newPassword,
    hashes.passwordHash,
    hashes.resetTokenHash,
    ...hashes.sessionIds,
    decodeURIComponent(verifyLink[1]!),
    resetToken,
    cookieToken,
  ];

  for (const res of answers) {
    const { "set-cookie": _cookie, ...headers } = res.headers;
    for (const secret of secrets) {
      expect(res.body, res.raw.req.url).not.toContain(secret);
      expect(JSON.stringify(headers)).not.toContain(secret);
    }
  }

  const outboxLines = lines.filter((l) => l.includes("caixa de saída"));
  // The mails written: the address check, its resend and the reset; the no-card trial mail
  // of the sign-up waits 15 minutes for a checkout (decision 043), so it is not among them.
  expect(outboxLines).toHaveLength(3);
  expect(lines.length).toBeGreaterThan(12);
  expect(lines.some((l) => l.includes("/api/verify-email"))).toBe(true);
  for (const line of lines) {
    for (const secret of secrets) expect(line).not.toContain(secret);
  }
});

it("in development, the outbox line shows the mail's link (a fresh install without SMTP reads it there)", async () => {
  const devLines: string[] = [];
  const devDir = await mkdtemp(path.join(os.tmpdir(), "pc-secrets-dev-"));
  // A database of its own: the other app's mail worker must not send this app's mail.
  const devDatabase = await openTestDatabase();
  const devApp = await buildApp({
    config: loadConfig({ NODE_ENV: "development", DATA_DIR: devDir }),
    database: devDatabase,
    secrets: { adminPassword: "senha-admin-de-teste-1", sessionSecret: "z".repeat(40) },
    logger: {
      level: "info",
      stream: logLineStream(devLines),
    },
    runScheduledJobs: false,
    mailPollMs: 50,
  });
  try {
    await devApp.ready();
    const email = "dev@exemplo.com.br";
    const res = await call(devApp, "POST", "/api/register", {
      body: { email, password: "Brigadeiro-de-Panela-5", firstName: "Dev", lastName: "Local", planId: 4 },
    });
    expect(res.statusCode).toBe(201);
    const mail = await waitForMail(devDir, email, /Confirme seu email/);
    const link = mail.text.match(/https?:\/\/\S+\/api\/verify-email\?token=\S+/)![0];
    // The address check leaves at once and its line carries its link; the no-card trial mail
    // waits 15 minutes for a checkout (decision 043).
    await expect.poll(() => devLines.filter((l) => l.includes("caixa de saída")).length).toBe(1);
    expect(devLines.filter((l) => l.includes("caixa de saída")).some((l) => l.includes(link))).toBe(true);
  } finally {
    await devApp.close();
    await devDatabase.close();
    await rm(devDir, { recursive: true, force: true });
  }
});
