import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { AppConfig } from "../config";
import { AppError } from "./errors";
import { securityLimit } from "./rateLimits";

/**
 * A second security limit on a route, keyed by something the body or the
 * session names (an email, a user id) rather than the client's address, for
 * use in `preHandler` (after validation). It counts in the same store as the
 * route's per-IP limit (see docs/decisions/003-accounts.md to share it between
 * instances) and answers the same 429 with `retry-after`.
 * `@fastify/rate-limit` marks a request once its first limiter ran, so a
 * second `app.rateLimit()` hook would never count; `createRateLimit` does.
 */
export function limitByKey(
  app: FastifyInstance,
  config: Pick<AppConfig, "rateLimitScale">,
  name: string,
  max: number,
  windowMs: number,
  key: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    ...securityLimit(config, max, windowMs),
    keyGenerator: (request) => `${name}:${key(request)}`,
  });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(429, "RATE_LIMITED", "Muitas tentativas. Aguarde um pouco e tente de novo.", {
        "retry-after": String(result.ttlInSeconds),
      });
    }
  };
}
