import path from "node:path";
import { z } from "../common/zod";
import { parseTrustProxy, type TrustProxy } from "./http/trustProxy";

/**
 * Every environment variable the app reads (ARCHITECTURE §3), parsed once.
 * Nothing else in the server reads process.env.
 */
const port = z.coerce.number().int().min(0).max(65_535);
const positiveInt = z.coerce.number().int().min(1).max(100_000);
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const optionalUrl = (protocols: RegExp, hint: string) =>
  optionalText.refine((v) => v === undefined || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
    message: hint,
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PORT: port.default(5000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:$/, "deve ser uma URL postgres://usuario:senha@host:porta/banco"),
  APP_URL: optionalUrl(/^https?:$/, "deve ser uma URL http:// ou https://"),
  ADMIN_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 12, {
    message: "deve ter pelo menos 12 caracteres",
  }),
  SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: "deve ter pelo menos 32 caracteres",
  }),
  SMTP_URL: optionalUrl(/^smtps?:$/, "deve ser uma URL smtp://usuario:senha@host:porta ou smtps://…"),
  MAIL_FROM: optionalText,
  AI_BASE_URL: optionalUrl(/^https?:$/, "deve ser uma URL http:// ou https://"),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_RATE_LIMIT_PER_MINUTE: positiveInt.default(30),
  AI_DEMO_RATE_LIMIT_PER_MINUTE: positiveInt.default(5),
  ADMIN_WRONG_PASSWORD_LIMIT: positiveInt.default(20),
  SANDBOX_CARD_FINGERPRINT: z.enum(["number", "attempt"]).default("number"),
  AI_MODEL_DAILY_CALLS_PER_USER: positiveInt.default(100),
  AI_MODEL_DAILY_CALLS_PER_RESTAURANT: positiveInt.default(150),
  AI_MODEL_DAILY_CALLS_PER_NETWORK: positiveInt.default(300),
  RATE_LIMIT_SCALE: z.coerce.number().min(0.01).max(1_000_000).default(1),
  RATE_LIMIT_STORE: z
    .enum(["memory", "database"], { message: 'deve ser "memory" ou "database"' })
    .default("memory"),
  TRUST_PROXY: z
    .string()
    .default("")
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }),
  SERVER_TIMING: z
    .enum(["0", "1"], { message: 'deve ser "0" ou "1"' })
    .default("0")
    .transform((v) => v === "1"),
  CONTACT_TO: optionalText.refine((v) => v === undefined || z.email().safeParse(v).success, {
    message: "deve ser um endereço de email",
  }),
  SUPPORT_EMAIL: optionalText.refine((v) => v === undefined || z.email().safeParse(v).success, {
    message: "deve ser um endereço de email",
  }),
});

export type AppConfig = {
  env: "development" | "production" | "test";
  logLevel: string;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  secureCookies: boolean;
  adminPassword: string | undefined;
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  ai: { baseUrl: string; apiKey: string; model: string } | undefined;
  aiRateLimitPerMinute: number;
  aiDemoRateLimitPerMinute: number;
  /**
   * Calls to the configured model (AI_BASE_URL) per 24 h, by the signed-in
   * person, the restaurant and the client network (IPv4 address, IPv6 /64).
   * Past any of them the built-in engine answers (issue 25).
   */
  aiModelDailyBudget: { user: number; restaurant: number; network: number };
  rateLimitScale: number;
  /** Wrong admin passwords from all networks together per 10 minutes before the panel answers 429 to everyone. */
  adminWrongPasswordLimit: number;
  /**
   * The sandbox gateway's card fingerprint: "number" (one card per number, the
   * real rule) or "attempt" (each approval another card: automated suites
   * that play many people with the sandbox's one approving number).
   */
  sandboxCardFingerprint: "number" | "attempt";
  /** Where rate-limit counters live: this process, or the database (shared by instances). */
  rateLimitStore: "memory" | "database";
  contactTo: string | undefined;
  /** Reply-To of every mail (SUPPORT_EMAIL, else CONTACT_TO); without one, mails do not ask for a reply. */
  supportEmail: string | undefined;
  /** Proxies in front of the app (a hop count or their addresses): who may write X-Forwarded-For. */
  trustProxy: TrustProxy;
  /** Answers carry a Server-Timing header (hooks, database, handler, serialisation): `npm run bench` reads it. */
  serverTiming: boolean;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "?");
      return `  ${name}=${JSON.stringify(env[name] ?? "")}: ${issue.message}`;
    });
    throw new ConfigError(`Configuração inválida:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const aiParts = [e.AI_BASE_URL, e.AI_API_KEY, e.AI_MODEL];
  if (aiParts.some(Boolean) && !(e.AI_BASE_URL && e.AI_MODEL)) {
    throw new ConfigError(
      "Configuração inválida:\n  AI_BASE_URL e AI_MODEL devem ser definidos juntos (AI_API_KEY é opcional para servidores locais)",
    );
  }
  const appUrl = (e.APP_URL ?? `http://${e.HOST.includes(":") ? `[${e.HOST}]` : e.HOST}:${e.PORT}`).replace(
    /\/+$/,
    "",
  );
  return {
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appUrl,
    secureCookies: appUrl.startsWith("https://"),
    adminPassword: e.ADMIN_PASSWORD,
    sessionSecret: e.SESSION_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? "Prato Cheio <nao-responda@pratocheio.app>",
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY ?? "sem-chave", model: e.AI_MODEL }
        : undefined,
    aiRateLimitPerMinute: e.AI_RATE_LIMIT_PER_MINUTE,
    aiDemoRateLimitPerMinute: e.AI_DEMO_RATE_LIMIT_PER_MINUTE,
    aiModelDailyBudget: {
      user: e.AI_MODEL_DAILY_CALLS_PER_USER,
      restaurant: e.AI_MODEL_DAILY_CALLS_PER_RESTAURANT,
      network: e.AI_MODEL_DAILY_CALLS_PER_NETWORK,
    },
    rateLimitScale: e.RATE_LIMIT_SCALE,
    adminWrongPasswordLimit: e.ADMIN_WRONG_PASSWORD_LIMIT,
    sandboxCardFingerprint: e.SANDBOX_CARD_FINGERPRINT,
    rateLimitStore: e.RATE_LIMIT_STORE,
    contactTo: e.CONTACT_TO,
    // Replies to our mails go here (Reply-To); the contact form's inbox is the support inbox when none is named.
    supportEmail: e.SUPPORT_EMAIL ?? e.CONTACT_TO,
    trustProxy: e.TRUST_PROXY,
    serverTiming: e.SERVER_TIMING,
  };
}
