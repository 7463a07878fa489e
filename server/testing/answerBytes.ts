import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { z } from "../../common/zod";
import { fastSerializerCompiler } from "../http/fastSerializer";

const compilers = { zod: serializerCompiler, fast: fastSerializerCompiler };

/**
 * The bytes a route declaring `schema` sends for `value`, through zod's
 * serializer (how the routes answered before decision 023) or ours
 * (fastSerializer): tests of a one-statement read compare its answer, byte
 * for byte, with the row-by-row read it replaced.
 */
export function answerBytes(schema: z.ZodType, value: unknown, compiler: keyof typeof compilers): string {
  const compile = compilers[compiler] as unknown as FastifySerializerCompiler<z.ZodType>;
  return compile({ schema, method: "GET", url: "/", httpStatus: "200" })(value);
}
