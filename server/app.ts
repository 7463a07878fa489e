import { randomUUID } from "node:crypto";
import path from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
// Installs the password strength estimator the account schemas check new passwords with.
import "../common/passwordEstimator";
import { createContentEngines } from "./ai/createContentEngine";
import type { ContentEngine } from "./ai/engine";
import type { AppConfig } from "./config";
import type { AppContext } from "./context";
import type { Database } from "./db/open";
import { databaseRateLimitStore } from "./http/databaseRateLimitStore";
import { registerErrorHandler } from "./http/errorHandler";
import { registerFastSerializer } from "./http/fastSerializer";
import { refuseNulInput } from "./http/inputText";
import { registerOpenApi, registerOpenApiRoute } from "./http/openapi";
import { byClientNetwork } from "./http/rateLimits";
import { registerSecurityHeaders } from "./http/security";
import { registerServerTiming } from "./http/serverTiming";
import { sessionPlugin } from "./http/session";
import { registerSpa } from "./http/spa";
import { fastifyTrustProxy } from "./http/trustProxy";
import { OneLinePerRequest } from "./log/requestLog";
import { type Logger, loggerOptions } from "./logger";
import { createMailer, type Mailer } from "./mail/mailer";
import { createOutboxWorker } from "./mail/outboxWorker";
import { adminRoutes } from "./modules/admin/routes";
import { authRoutes } from "./modules/auth/routes";
import { billingRoutes } from "./modules/billing/routes";
import { SandboxGateway } from "./modules/billing/sandboxGateway";
import { billingScheduler } from "./modules/billing/scheduler";
import { checklistRoutes } from "./modules/checklist/routes";
import { competitionRoutes } from "./modules/competition/routes";
import { contactRoutes } from "./modules/contact/routes";
import { customerRoutes } from "./modules/customers/routes";
import { dishRoutes } from "./modules/dishes/routes";
import { generatorRoutes } from "./modules/generators/routes";
import { healthRoutes } from "./modules/health/routes";
import { metricRoutes } from "./modules/metrics/routes";
import { orderRoutes } from "./modules/orders/routes";
import { planRoutes } from "./modules/plans/routes";
import { promotionRoutes } from "./modules/promotions/routes";
import { reportRoutes } from "./modules/reports/routes";
import { reportsScheduler } from "./modules/reports/scheduler";
import { restaurantRoutes } from "./modules/restaurants/routes";
import { reviewRoutes } from "./modules/reviews/routes";
import { reviewDigestScheduler } from "./modules/reviews/scheduler";
import { signUpRoutes } from "./modules/signUp/routes";
import { teamRoutes } from "./modules/team/routes";
import type { PaymentGateway } from "./paymentGateway";

export type AppDeps = {
  config: AppConfig;
  database: Database;
  secrets: { adminPassword: string; sessionSecret: string };
  /** Defaults to SMTP_URL's server, else the outbox folder in DATA_DIR. */
  mailer?: Mailer;
  /** Content engines; default from AI_* (a model) with the built-in engine for visitors and fallback. */
  engines?: { configured: ContentEngine; local: ContentEngine };
  /** Card payments; defaults to the sandbox gateway (SPEC's test cards). */
  gateway?: PaymentGateway;
  /** How often the mail worker looks for due mails (ms); tests poll faster. */
  mailPollMs?: number;
  /** The mail worker's wait after a failed attempt (default: 30 s doubling to an hour); tests shorten it. */
  mailRetryDelayMs?: (attempts: number) => number;
  /** SMTP connection/greeting/socket timeouts (ms, at most 10 s); tests shorten them. */
  smtpTimeoutMs?: number;
  /** Hourly jobs (subscription dates); API tests run them by hand with their own clock. */
  runScheduledJobs?: boolean;
  now?: () => Date;
  /** Folder of the built SPA; null serves the API alone (API tests). */
  webRoot?: string | null;
  /** pino options, or false for silence (tests). */
  logger?: FastifyServerOptions["logger"];
  /** A logger made by the caller (main.ts shares one with the database); wins over `logger`. */
  loggerInstance?: Logger;
};

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the whole HTTP app without listening (ARCHITECTURE §2, tests use inject). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(deps.loggerInstance ? { loggerInstance: deps.loggerInstance } : { logger: appLogger(deps) }),
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerFastSerializer(app);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      replyTo: config.supportEmail,
      outboxDir: path.join(config.dataDir, "outbox"),
      logger: app.log,
      // Links carry tokens (verification, reset): only a developer's own log shows them.
      logLinks: config.env === "development",
      ...(deps.smtpTimeoutMs ? { smtpTimeoutMs: deps.smtpTimeoutMs } : {}),
    });
  const now = deps.now ?? (() => new Date());
  const ctx: AppContext = {
    config,
    database: deps.database,
    secrets: deps.secrets,
    mailer,
    outbox: createOutboxWorker({
      db: deps.database.db,
      mailer,
      log: app.log,
      now,
      ...(deps.mailPollMs ? { pollMs: deps.mailPollMs } : {}),
      ...(deps.mailRetryDelayMs ? { retryDelayMs: deps.mailRetryDelayMs } : {}),
    }),
    gateway:
      deps.gateway ??
      new SandboxGateway(deps.secrets.sessionSecret, {
        cardPerAttempt: config.sandboxCardFingerprint === "attempt",
      }),
    engines: deps.engines ?? defaultEngines(config, app),
    now,
  };

  if (config.serverTiming) registerServerTiming(app);
  registerErrorHandler(app);
  refuseNulInput(app);
  await registerSecurityHeaders(app, config.secureCookies);
  await app.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  await app.register(cookie, { secret: deps.secrets.sessionSecret });
  await app.register(rateLimit, {
    global: false,
    // Every limit that names no key of its own counts per client network (IPv6 /64), never per address.
    keyGenerator: byClientNetwork,
    ...(config.rateLimitStore === "database" ? { store: databaseRateLimitStore(deps.database.db) } : {}),
  });
  await registerOpenApi(app);
  await app.register(sessionPlugin(ctx));

  await app.register(healthRoutes(ctx));
  await app.register(planRoutes(ctx));
  await app.register(signUpRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(billingRoutes(ctx));
  await app.register(restaurantRoutes(ctx));
  await app.register(dishRoutes(ctx));
  await app.register(customerRoutes(ctx));
  await app.register(competitionRoutes(ctx));
  await app.register(promotionRoutes(ctx));
  await app.register(metricRoutes(ctx));
  await app.register(reportRoutes(ctx));
  await app.register(orderRoutes(ctx));
  await app.register(checklistRoutes(ctx));
  await app.register(generatorRoutes(ctx));
  await app.register(teamRoutes(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(contactRoutes(ctx));
  await app.register(reviewRoutes(ctx));
  if (deps.runScheduledJobs !== false) {
    await app.register(billingScheduler(ctx));
    await app.register(reviewDigestScheduler(ctx));
    await app.register(reportsScheduler(ctx));
  }
  await registerOpenApiRoute(app);

  await registerSpa(app, deps.webRoot ?? null, config.appUrl);
  app.addHook("onReady", async () => {
    ctx.outbox.start();
  });
  app.addHook("onClose", async () => {
    await ctx.outbox.stop();
    await ctx.mailer.close();
  });
  return app;
}

/** The caller's pino options win field by field; ours fill the rest, serializers included. */
function appLogger(deps: AppDeps): FastifyServerOptions["logger"] {
  if (deps.logger === false) return false;
  if (deps.logger === undefined || deps.logger === true) return loggerOptions(deps.config);
  return { ...loggerOptions(deps.config), ...deps.logger };
}

function defaultEngines(config: AppConfig, app: FastifyInstance) {
  const { engine, local } = createContentEngines(config, app.log);
  return { configured: engine, local };
}
