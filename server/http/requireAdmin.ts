import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { ADMIN_PASSWORD_HEADER } from "../../common/admin";
import type { AppContext } from "../context";
import { AppError } from "./errors";
import { securityLimit } from "./rateLimits";

/** Wrong admin passwords allowed per IP and window, before RATE_LIMIT_SCALE. */
export const ADMIN_WRONG_ATTEMPTS = { max: 5, windowMs: 60_000 } as const;

export type AdminRefusal = "missing" | "wrong" | "outside_header";

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Names under which someone might try to pass the password outside the header. */
const LEAKY_NAME = /pass|senha|admin/i;

function passwordOutsideHeader(request: FastifyRequest): boolean {
  const query = request.query;
  const inQuery =
    query !== null && typeof query === "object" && Object.keys(query).some((k) => LEAKY_NAME.test(k));
  const inCookie = Object.keys(request.cookies ?? {}).some((k) => LEAKY_NAME.test(k));
  return inQuery || inCookie;
}

/**
 * The admin gate (SPEC §6): an onRequest hook that lets a request through only
 * when the x-admin-password header equals the admin password. Both sides are
 * hashed first so timingSafeEqual compares equal lengths and the time taken
 * says nothing about the password. A password in the query string or a cookie
 * is refused even when right: URLs end up in logs and history.
 *
 * Only refused attempts count towards the per-IP limit, so an unlocked admin is
 * never throttled by normal use. Once an IP has used up its attempts every
 * admin call from it gets 429, the right password included: otherwise a 200
 * among the 429s would tell a guesser that the guess was right. The counter
 * lives in @fastify/rate-limit's store, so configuring a shared store there
 * shares it across instances.
 */
export function requireAdmin(
  app: FastifyInstance,
  ctx: AppContext,
  onRefused?: (request: FastifyRequest, reason: AdminRefusal) => Promise<void>,
): onRequestAsyncHookHandler {
  const expected = sha256(ctx.secrets.adminPassword);
  const limit = securityLimit(ctx.config, ADMIN_WRONG_ATTEMPTS.max, ADMIN_WRONG_ATTEMPTS.windowMs);
  const wrongAttempts = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `admin-wrong:${request.ip}`,
  });

  return async (request) => {
    const status = await wrongAttempts(request, { increment: false });
    if (!status.isAllowed && status.remaining <= 0) {
      throw new AppError(
        429,
        "RATE_LIMITED",
        "Muitas tentativas com senha incorreta. Aguarde um minuto e tente de novo.",
        {
          "retry-after": String(Math.max(1, status.ttlInSeconds)),
        },
      );
    }

    const given = request.headers[ADMIN_PASSWORD_HEADER];
    let reason: AdminRefusal | null = null;
    if (passwordOutsideHeader(request)) reason = "outside_header";
    else if (typeof given !== "string" || given === "") reason = "missing";
    else if (!timingSafeEqual(sha256(given), expected)) reason = "wrong";
    if (reason === null) return;

    await wrongAttempts(request);
    await onRefused?.(request, reason);
    throw new AppError(
      401,
      "ADMIN_UNAUTHORIZED",
      reason === "outside_header"
        ? "Envie a senha de administrador só no cabeçalho x-admin-password, nunca no endereço ou em cookie."
        : "Senha de administrador incorreta.",
    );
  };
}
