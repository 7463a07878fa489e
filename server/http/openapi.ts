import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { errorBodySchema } from "../../common/errors";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Answers any state-changing call can get before its handler runs: 403 from
 * the cross-site check, 413 for an oversized body, 415 for a body that is not
 * JSON. Added here once so no route's OpenAPI entry can forget them.
 */
function declareTransportErrors(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const response = route.schema?.response as Record<number, unknown> | undefined;
    if (!response || !methods.some((m) => STATE_CHANGING.has(m))) return;
    for (const code of [403, 413, 415]) response[code] ??= errorBodySchema;
  });
}

/** The OpenAPI document, generated from the same zod schemas the routes validate with. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  declareTransportErrors(app);
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Prato Cheio API",
        description:
          "API do Prato Cheio. Erros sempre como { error, code, issues? }. " +
          "Chamadas autenticadas usam o cookie de sessão.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "pc_session" },
          admin: { type: "apiKey", in: "header", name: "x-admin-password" },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}

export async function registerOpenApiRoute(app: FastifyInstance): Promise<void> {
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
