import type { FastifyInstance } from "fastify";
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

/** Registers through the real POST /api/register; answers the id, email and the session cookie. */
export async function registerAccount(
  app: FastifyInstance,
  overrides: Partial<{
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    planId: number;
  }> = {},
): Promise<{ userId: string; email: string; password: string; cookie: string }> {
  const payload = {
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    firstName: "Marta",
    lastName: "Queiroz",
    planId: 3,
    ...overrides,
  };
  const res = await app.inject({
    method: "POST",
    url: "/api/register",
    payload,
    remoteAddress: uniqueAddress(),
  });
  if (res.statusCode !== 201) throw new Error(`cadastro falhou: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error("o cadastro não abriu sessão");
  return { userId: res.json().userId, email: payload.email, password: payload.password, cookie };
}

/** Signs in through the real POST /api/login; answers the new session cookie. */
export async function loginAccount(
  app: FastifyInstance,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email, password },
    headers,
    remoteAddress: uniqueAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`login falhou: ${res.statusCode} ${res.body}`);
  const cookie = sessionCookieOf(res);
  if (!cookie) throw new Error("o login não abriu sessão");
  return cookie;
}
