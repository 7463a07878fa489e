import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { ADMIN_PASSWORD_HEADER } from "../../common/admin";
import type { AppContext } from "../context";
import { clientNetworkKey } from "./clientNetwork";
import { AppError } from "./errors";
import { securityLimit } from "./rateLimits";

/** Refused admin calls allowed per client network (IPv6 /64, IPv4 address) and window, before RATE_LIMIT_SCALE. */
export const ADMIN_WRONG_ATTEMPTS = { max: 5, windowMs: 60_000 } as const;

/**
 * Wrong admin passwords from all networks together: ADMIN_WRONG_PASSWORD_LIMIT
 * (default 20) per this window, before RATE_LIMIT_SCALE. Past it every admin
 * call answers 429, the right password too, until the window ends
 * (docs/decisions/032-limits-by-network.md).
 */
export const ADMIN_WRONG_GLOBAL_WINDOW_MS = 10 * 60_000;

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
 * Only refused attempts count towards the per-network limit (an IPv6 /64 is
 * one client: `clientNetworkKey`), so an unlocked admin is never throttled by
 * normal use. Once a network has used up its attempts every admin call from
 * it gets 429, the right password included: otherwise a 200 among the 429s
 * would tell a guesser that the guess was right. Wrong passwords also count
 * in one counter for everyone, so spreading guesses over many networks buys
 * no more than ADMIN_WRONG_PASSWORD_LIMIT per ten minutes; past it the whole
 * panel answers 429 until the window ends. The counters live in
 * @fastify/rate-limit's store, so a shared store shares them across instances.
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
    keyGenerator: (request) => `admin-wrong:${clientNetworkKey(request.ip)}`,
  });
  const wrongEverywhere = app.createRateLimit({
    ...securityLimit(ctx.config, ctx.config.adminWrongPasswordLimit, ADMIN_WRONG_GLOBAL_WINDOW_MS),
    keyGenerator: () => "admin-wrong-all",
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
    const everyone = await wrongEverywhere(request, { increment: false });
    if (!everyone.isAllowed && everyone.remaining <= 0) {
      throw new AppError(
        429,
        "RATE_LIMITED",
        "O painel está bloqueado por excesso de senhas incorretas. Aguarde alguns minutos e tente de novo.",
        { "retry-after": String(Math.max(1, everyone.ttlInSeconds)) },
      );
    }

    const given = request.headers[ADMIN_PASSWORD_HEADER];
    let reason: AdminRefusal | null = null;
    if (passwordOutsideHeader(request)) reason = "outside_header";
    else if (typeof given !== "string" || given === "") reason = "missing";
    else if (!timingSafeEqual(sha256(given), expected)) reason = "wrong";
    if (reason === null) return;

    await wrongAttempts(request);
    // Only a guess counts for everyone: a missing header or a password outside it says nothing about the password.
    if (reason === "wrong") await wrongEverywhere(request);
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
