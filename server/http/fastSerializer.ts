import fastJson from "fast-json-stringify";
import type { FastifyInstance } from "fastify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "../../common/zod";

/*
 * Hot reads answer with objects our own code built, so checking them against
 * their zod schema on every request (fastify-type-provider-zod's serializer:
 * a full zod encode, then JSON.stringify) buys nothing but CPU: 8 % of the
 * server's samples under load on GET /api/dishes
 * (docs/decisions/023-one-round-trip-reads.md). On routes with
 * `config.sessionInQuery` the response schema is instead compiled once, to
 * JSON Schema and then to a fast-json-stringify function. That function still
 * writes ONLY the declared properties (an extra field on an object, like a
 * password hash, never reaches the client) and still refuses an answer that
 * lacks a required one; what it no longer does is reject a wrong type (it
 * coerces), which our typed services already rule out.
 */

type ResponseSchemaCompiler = FastifySerializerCompiler<z.ZodType>;

/**
 * A serializer compiler for one response schema: fast-json-stringify when the
 * schema can be expressed as JSON Schema (output side), else zod's own.
 */
export const fastSerializerCompiler: ResponseSchemaCompiler = (route) => {
  const schema = route.schema;
  let jsonSchema: Record<string, unknown>;
  try {
    // Transforms and other unrepresentable parts throw: those keep zod.
    jsonSchema = z.toJSONSchema(schema, { io: "output", target: "draft-7" }) as Record<string, unknown>;
  } catch {
    return zodSerializerCompiler(route);
  }
  const { $schema: _draft, ...rest } = jsonSchema;
  return fastJson(rest) as (data: unknown) => string;
};

/** Hot reads (`config.sessionInQuery`) serialise with fastSerializerCompiler. Register before the routes. */
export function registerFastSerializer(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (route.config?.sessionInQuery && !route.serializerCompiler) {
      route.serializerCompiler = fastSerializerCompiler as FastifySerializerCompiler<unknown>;
    }
  });
}
