import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { AppConfig } from "../config";
import { clientNetworkKey } from "./clientNetwork";

/** The default key of every per-client limit: the client's network (IPv6 /64, IPv4 address). */
export const byClientNetwork = (request: FastifyRequest): string => clientNetworkKey(request.ip);

/**
 * Route options for a security rate limit (login, sign-up, reset, admin gate,
 * contact…): `max` requests per `timeWindow` ms, multiplied by
 * RATE_LIMIT_SCALE so load tests can raise every limit at once.
 * Use it as `config: { rateLimit: securityLimit(ctx.config, 10, 60_000) }`.
 * Counted per client network (`clientNetworkKey`: an IPv6 /64, an IPv4
 * address), never per raw address; `keyGenerator` can key by something else
 * (an email).
 */
export function securityLimit(
  config: Pick<AppConfig, "rateLimitScale">,
  max: number,
  timeWindow: number,
  keyGenerator?: (request: FastifyRequest) => string,
): RateLimitOptions {
  return {
    max: Math.max(1, Math.round(max * config.rateLimitScale)),
    timeWindow,
    keyGenerator: keyGenerator ?? byClientNetwork,
  };
}
