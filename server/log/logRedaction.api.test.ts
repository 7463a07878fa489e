import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "../../common/zod";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { createLogger } from "../createLogger";
import type { Database } from "../db/open";
import { users } from "../db/schema";
import { loggerOptions } from "../logger";
import { registerAccount } from "../testing/accounts";
import { call } from "../testing/call";
import { logLineStream } from "../testing/logLines";
import { TEST_ADMIN_PASSWORD } from "../testing/testApp";
import { openTestDatabase } from "../testing/testDatabase";

/*
 * Secrets in the query string, bound values of failed queries and the
 * outbox's signed links never reach a log line, with both loggers the app
 * makes: main's (createLogger, handed to buildApp) and buildApp's own.
 */
const ADMIN_PASSWORD_IN_URL = "senha-no-endereco-4417";
const TOKEN = "tok-abc-8812";
const API_KEY = "zz-chave-5530";
const EMAIL = "vazou.no.log@exemplo.com.br";

describe.each(["createLogger", "buildApp"] as const)("the log lines of %s's logger", (which) => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: Database;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-logs-"));
    const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "trace", DATA_DIR: dataDir });
    const stream = logLineStream(lines);
    database = await openTestDatabase();
    app = await buildApp({
      config,
      database,
      secrets: { adminPassword: TEST_ADMIN_PASSWORD, sessionSecret: "s".repeat(40) },
      runScheduledJobs: false,
      ...(which === "createLogger"
        ? { loggerInstance: createLogger(config, stream) }
        : { logger: { ...loggerOptions(config), stream } }),
    });
    // Two queries the database refuses, with an email among their bound values:
    // a 500 (division by zero) and a value refused as input (400, logged at warn).
    const body = z.object({ email: z.string() });
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.post("/falha/500", { schema: { body } }, async (request) =>
      database.db
        .select()
        .from(users)
        .where(and(eq(users.email, request.body.email), sql`1 / 0 = 1`)),
    );
    routes.post("/falha/400", { schema: { body } }, async (request) =>
      database.db.execute(sql`select ${request.body.email}::int as n`),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("hides secret-named query values in logged URLs and keeps the others", async () => {
    const url = `/api/admin/stats?x-admin-password=${ADMIN_PASSWORD_IN_URL}&token=${TOKEN}&apiKey=${API_KEY}&page=2`;
    const res = await call(app, "GET", url);
    expect(res.statusCode).toBe(401);
    const logged = lines.filter((l) => l.includes("/api/admin/stats"));
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join("\n")).toContain("page=2");
    expect(logged.join("\n")).toContain("x-admin-password=[oculto]");
    const all = lines.join("\n");
    for (const secret of [ADMIN_PASSWORD_IN_URL, TOKEN, API_KEY]) expect(all).not.toContain(secret);
  });

  it("logs each request once, when it is answered: method, URL, status and time", async () => {
    const res = await call(app, "GET", "/api/plans?page=uma-linha");
    expect(res.statusCode).toBe(200);
    const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.req?.url === "/api/plans?page=uma-linha");
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 30, msg: "request completed", req: { method: "GET" } });
    expect(logged[0].res).toEqual({ statusCode: 200 });
    expect(logged[0].responseTime).toBeGreaterThan(0);
    expect(lines.some((l) => l.includes("incoming request"))).toBe(false);
  });

  it("logs a failed query's error without its bound values", async () => {
    const fail = (url: string) => call(app, "POST", url, { body: { email: EMAIL } });
    expect((await fail("/falha/500")).statusCode).toBe(500);
    expect((await fail("/falha/400")).statusCode).toBe(400);
    const errors = lines.map((l) => JSON.parse(l)).filter((l) => l.err);
    // The lines are there and say what failed: the SQL and PostgreSQL's reason.
    expect(errors.map((l) => l.err.message).join("\n")).toMatch(/Failed query: select/);
    expect(JSON.stringify(errors)).toMatch(/division by zero/);
    expect(JSON.stringify(errors)).toMatch(/22012/);
    expect(JSON.stringify(errors)).toMatch(/invalid input syntax for type integer/);
    expect(lines.join("\n")).not.toContain(EMAIL);
  });

  it("hides the outbox's signed link outside development", async () => {
    await registerAccount(app, { email: "link.no.log@exemplo.com.br" });
    await vi.waitFor(() => expect(lines.some((l) => l.includes("caixa de saída"))).toBe(true));
    const outbox = lines.filter((l) => l.includes("caixa de saída"));
    // The mailer leaves the link out outside development; were it there, the logger hides it.
    expect(outbox.join("\n")).not.toMatch(/"link":"(?!\[oculto\])/);
    expect(lines.join("\n")).not.toMatch(/verify-email\?token=/);
  });
});
