import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/open";
import { users } from "../db/schema";

export type SignedUp = { userId: string; email: string; cookie: string };

/**
 * Creates an account through the real POST /api/register (which signs it in)
 * and answers the session cookie to send with later calls.
 */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    planId: number;
  }> = {},
): Promise<SignedUp> {
  const email = overrides.email ?? `dono-${randomBytes(5).toString("hex")}@exemplo.com.br`;
  const res = await app.inject({
    method: "POST",
    url: "/api/register",
    payload: {
      email,
      password: "Sabor-da-Casa-2026",
      firstName: "Ana",
      lastName: "Souza",
      planId: 3,
      ...overrides,
    },
  });
  if (res.statusCode !== 200 && res.statusCode !== 201) {
    throw new Error(`cadastro falhou: ${res.statusCode} ${res.body}`);
  }
  const setCookie = res.headers["set-cookie"];
  const first = (Array.isArray(setCookie) ? setCookie : [setCookie]).find((c) =>
    c?.startsWith("pc_session="),
  );
  if (!first) throw new Error("o cadastro não abriu sessão");
  return { userId: res.json().userId, email, cookie: first.split(";")[0]! };
}

/** Sets up the signed-in owner's restaurant through the real POST /api/restaurant; throws unless it is saved. */
export async function onboard(
  app: FastifyInstance,
  cookie: string,
  name: string,
  type: string,
): Promise<void> {
  const res = await app.inject({
    method: "POST",
    url: "/api/restaurant",
    headers: { cookie },
    payload: { name, type, isOnboarded: true },
  });
  if (res.statusCode !== 200) throw new Error(`onboarding falhou: ${res.statusCode} ${res.body}`);
}

/**
 * An account whose 7-day trial is over, as the renewal job leaves a trial
 * that ended without a card (expired, switched off): a checkout now charges
 * at once (docs/decisions/022-honest-trial.md). For tests about charging.
 */
export async function signUpAfterTrial(
  app: FastifyInstance,
  db: Db,
  overrides: Parameters<typeof signUp>[1] = {},
): Promise<SignedUp> {
  const u = await signUp(app, overrides);
  await db
    .update(users)
    .set({ subscriptionStatus: "expired", subscriptionActive: false })
    .where(eq(users.id, u.userId));
  return u;
}
