import { redactUrl } from "./redactUrl";

/** The parts of a Fastify request (or a raw Node request) the access log reads. */
type LoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remoteAddress?: string; remotePort?: number } | null;
};

/**
 * Fastify's own `req` serializer with the URL's secret-named query values
 * hidden (redactUrl): same fields, so log readers see the usual shape.
 */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: typeof req.url === "string" ? redactUrl(req.url) : req.url,
    version: req.headers?.["accept-version"],
    host: req.host,
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
    remotePort: req.socket?.remotePort,
  };
}
