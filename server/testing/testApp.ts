import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { type AppDeps, buildApp } from "../app";
import { type AppConfig, loadConfig } from "../config";
import type { Database } from "../db/open";
import { openTestDatabase } from "./testDatabase";

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  dataDir: string;
  close: () => Promise<void>;
};

export const TEST_ADMIN_PASSWORD = "senha-de-admin-de-teste-123";

export type TestAppOptions = {
  env?: Record<string, string>;
  now?: () => Date;
  webRoot?: string | null;
  /** Card payments (a gateway that records calls, say); the sandbox otherwise. */
  gateway?: AppDeps["gateway"];
  /** pino options for tests that read the log lines; silent otherwise. */
  logger?: AppDeps["logger"];
  /** The mail worker's wait after a failed attempt (outbox tests retry at once). */
  mailRetryDelayMs?: AppDeps["mailRetryDelayMs"];
  /** The mail worker's poll (50 ms otherwise); a test that must own every pool connection sets it long. */
  mailPollMs?: number;
  /** SMTP timeouts (hanging-server tests). */
  smtpTimeoutMs?: number;
  /** An existing database (a restarted app on the same data); the test closes it. */
  database?: Database;
  /** Adds routes before the app is ready (error-handler tests). */
  extend?: (app: FastifyInstance) => void;
};

/** The real app on a clean database, for `app.inject` (no port opened). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-api-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent", ...options.env });
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    config,
    database,
    secrets: { adminPassword: TEST_ADMIN_PASSWORD, sessionSecret: "s".repeat(40) },
    logger: options.logger ?? false,
    runScheduledJobs: false,
    mailPollMs: options.mailPollMs ?? 50,
    webRoot: options.webRoot ?? null,
    ...(options.now ? { now: options.now } : {}),
    ...(options.gateway ? { gateway: options.gateway } : {}),
    ...(options.mailRetryDelayMs ? { mailRetryDelayMs: options.mailRetryDelayMs } : {}),
    ...(options.smtpTimeoutMs ? { smtpTimeoutMs: options.smtpTimeoutMs } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
