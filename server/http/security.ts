import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** Security headers with a CSP that fits the built SPA: everything from our own origin. */
export async function registerSecurityHeaders(app: FastifyInstance, https: boolean): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        // Radix positions popovers with inline style attributes.
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        ...(https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    // HSTS only makes sense when we are really served over https.
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
