import type { FastifyRequest } from "fastify";
import { AppError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A check that refuses a state-changing call another site's page sent with
 * the user's cookies (CSRF): `Sec-Fetch-Site: cross-site`, or an `Origin`
 * that is neither APP_URL's nor the host the request was sent to. Calls
 * without those headers (curl, server to server) are no browser acting for
 * someone else.
 */
export function crossSiteGuard(appUrl: string): (request: FastifyRequest) => void {
  const appOrigin = new URL(appUrl).origin;
  return (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const foreignOrigin =
      origin !== undefined && origin !== appOrigin && origin !== `${request.protocol}://${request.host}`;
    if (request.headers["sec-fetch-site"] === "cross-site" || foreignOrigin) {
      throw new AppError(
        403,
        "CROSS_SITE",
        "Pedido recusado porque veio de outro site. Abra o Prato Cheio pelo endereço dele e tente de novo.",
      );
    }
  };
}
