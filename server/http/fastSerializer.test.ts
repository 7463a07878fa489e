import { describe, expect, it } from "vitest";
import { dishSchema } from "../../common/dishes";
import { z } from "../../common/zod";
import { errorResponses } from "./errors";
import { fastSerializerCompiler } from "./fastSerializer";

const compile = (schema: z.ZodType) =>
  fastSerializerCompiler({ schema, method: "GET", url: "/api/x", httpStatus: "200" }) as (
    data: unknown,
  ) => string;

const dish = {
  id: 1,
  restaurantId: 2,
  name: "Pizza de Calabresa",
  description: null,
  price: "29.90",
  category: null,
  views: 3,
  sales: 1,
  isActive: true,
  createdAt: "2026-11-23T12:00:00.000Z",
};

describe("fastSerializerCompiler (hot reads' answers)", () => {
  it("writes the declared properties as JSON.stringify would, nulls and nested schemas with ids included", () => {
    expect(JSON.parse(compile(z.array(dishSchema))([dish, dish]))).toEqual([dish, dish]);
    expect(
      compile(errorResponses()[400])({ error: "Faça login para continuar.", code: "UNAUTHORIZED" }),
    ).toBe(JSON.stringify({ error: "Faça login para continuar.", code: "UNAUTHORIZED" }));
  });

  it("never writes a property the schema does not declare", () => {
    const out = compile(z.object({ id: z.number(), email: z.string() }))({
      id: 1,
      email: "ana@example.com",
      passwordHash: "$argon2id$segredo",
    });
    expect(out).toBe('{"id":1,"email":"ana@example.com"}');
  });

  it("refuses an answer without a required property", () => {
    expect(() => compile(dishSchema)({ id: 1 })).toThrow();
  });

  it("keeps zod for schemas JSON Schema cannot express (a transform still runs zod's encode)", () => {
    const withTransform = compile(z.object({ n: z.string().transform(Number) }));
    expect(() => withTransform({ n: "1" })).toThrow(/transform/);
  });
});
