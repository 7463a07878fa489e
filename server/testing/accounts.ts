import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/open";
import { users } from "../db/schema";
import { call } from "./call";
import { sessionCookieOf } from "./cookies";

export const TEST_PASSWORD = "Feijoada-de-Sabado-42";

let counter = 0;

/**
 * A client address of its own for each simulated person, so a file that
 * signs up many people does not trip the per-IP limits (limit tests set theirs).
 */
export function uniqueAddress(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** A fresh email for a test, unique within the run. */
export function uniqueEmail(prefix = "dona"): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}@exemplo.com.br`;
}

/** Someone signed in, however the test made them (registerAccount, the trial form…). */
export type SignedIn = { userId: string; email: string; cookie: string };
export type TestAccount = SignedIn & { password: string };

export type AccountOptions = Partial<{
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  planId: number;
}> & {
  /** Sets up the restaurant through the real POST /api/restaurant. */
  onboarded?: { name: string; type: string };
  /**
   * "over": the 7-day trial ended without a card, as the renewal job leaves
   * it (expired, switched off), so a checkout charges at once
   * (docs/decisions/022-honest-trial.md). Needs `db`.
   */
  trial?: "running" | "over";
  /** The email confirmed, as the link in the verification mail does. Needs `db`. */
  verified?: boolean;
  /** The test database, for the states no public call reaches in one step (trial over, verified). */
  db?: Db;
};

/**
 * The one way tests make an account: registers through the real POST
 * /api/register (201, which signs it in) from an address of its own, then
 * brings it to the asked state. Answers the id, email, password and the
 * session cookie (send it with `call(app, method, url, { as: account })`).
 */
export async function registerAccount(
  app: FastifyInstance,
  options: AccountOptions = {},
): Promise<TestAccount> {
  const { onboarded, trial, verified, db, ...fields } = options;
  const payload = {
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    firstName: "Marta",
    lastName: "Queiroz",
    planId: 3,
    ...fields,
  };
  const res = await call(app, "POST", "/api/register", { body: payload, remoteAddress: uniqueAddress() });
  if (res.statusCode !== 201) throw new Error(`cadastro falhou: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error("o cadastro não abriu sessão");
  const account = { userId: res.json().userId, email: payload.email, password: payload.password, cookie };
  if (trial === "over" || verified) {
    if (!db) throw new Error("registerAccount: trial 'over' e verified pedem o db do teste");
    await db
      .update(users)
      .set({
        ...(trial === "over" ? { subscriptionStatus: "expired" as const, subscriptionActive: false } : {}),
        ...(verified ? { isEmailVerified: true } : {}),
      })
      .where(eq(users.id, account.userId));
  }
  if (onboarded) await onboard(app, cookie, onboarded.name, onboarded.type);
  return account;
}

/** Sets up the signed-in person's restaurant through the real POST /api/restaurant; throws unless it is saved. */
export async function onboard(
  app: FastifyInstance,
  cookie: string,
  name: string,
  type: string,
): Promise<void> {
  const res = await call(app, "POST", "/api/restaurant", { cookie, body: { name, type, isOnboarded: true } });
  if (res.statusCode !== 200) throw new Error(`onboarding falhou: ${res.statusCode} ${res.body}`);
}

/** Signs in through the real POST /api/login; answers the new session cookie. */
export async function loginAccount(
  app: FastifyInstance,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await call(app, "POST", "/api/login", {
    body: { email, password },
    headers,
    remoteAddress: uniqueAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`login falhou: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error("o login não abriu sessão");
  return cookie;
}
