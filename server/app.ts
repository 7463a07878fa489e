import { randomUUID } from "node:crypto";
import path from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config";
import type { AppContext } from "./context";
import type { Database } from "./db/open";
import { registerErrorHandler } from "./http/errorHandler";
import { registerOpenApi, registerOpenApiRoute } from "./http/openapi";
import { registerSecurityHeaders } from "./http/security";
import { registerSpa } from "./http/spa";
import { REDACTED_PATHS } from "./logger";
import { createMailer, type Mailer } from "./mail/mailer";
import { healthRoutes } from "./modules/health/routes";
import { planRoutes } from "./modules/plans/routes";

export type AppDeps = {
  config: AppConfig;
  database: Database;
  secrets: { adminPassword: string; sessionSecret: string };
  /** Defaults to SMTP_URL's server, else the outbox folder in DATA_DIR. */
  mailer?: Mailer;
  now?: () => Date;
  /** Folder of the built SPA; null serves the API alone (API tests). */
  webRoot?: string | null;
  /** pino options, or false for silence (tests). */
  logger?: FastifyServerOptions["logger"];
};

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole HTTP app without listening (ARCHITECTURE §2, tests use inject). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      deps.logger === undefined
        ? { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: "[oculto]" } }
        : deps.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const ctx: AppContext = {
    config,
    database: deps.database,
    secrets: deps.secrets,
    mailer:
      deps.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, "outbox"),
        logger: app.log,
      }),
    now: deps.now ?? (() => new Date()),
  };

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config.secureCookies);
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(cookie, { secret: deps.secrets.sessionSecret });
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app);

  await app.register(healthRoutes(ctx));
  await app.register(planRoutes(ctx));
  await registerOpenApiRoute(app);

  await registerSpa(app, deps.webRoot ?? null);
  app.addHook("onClose", async () => {
    await ctx.mailer.close();
  });
  return app;
}
