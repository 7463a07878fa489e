import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** The OpenAPI document, generated from the same zod schemas the routes validate with. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
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
