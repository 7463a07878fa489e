import { sql } from "drizzle-orm";
import { integer, jsonb, pgTable, real, text, timestamp, varchar } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { z } from "../../common/zod";
import { rowShape, schemaJsonText } from "./rowShape";

/*
 * A list's declaration (rowShape) derives the read from the schema: a field
 * the schema has and the table cannot give fails at compile time or when the
 * module loads, never silently in an answer.
 */

const things = pgTable("things", {
  id: integer("id").primaryKey(),
  name: varchar("name", { length: 40 }).notNull(),
  note: text("note"),
  kind: varchar("kind", { length: 10 }).notNull(),
  score: real("score"),
  extra: jsonb("extra").$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

const thingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string().nullable(),
  kind: z.enum(["a", "b"]),
  score: z.number().nullable(),
  extra: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

describe("rowShape", () => {
  it("derives each key's column and kind in the schema's order, renames and enum fallbacks included", () => {
    const shape = rowShape(things, thingSchema, { label: "note", kind: { otherwise: "a" } });
    expect(shape.table).toBe("things");
    expect(shape.shape.map((f) => [f.key, f.column, f.kind])).toEqual([
      ["id", "id", "integer"],
      ["name", "name", "string"],
      ["label", "note", "string"],
      ["kind", "kind", "string"],
      ["score", "score", "real"],
      ["extra", "extra", "jsonb"],
      ["createdAt", "created_at", "timestamp"],
    ]);
    expect(shape.fields(sql.raw("t")).map(([key]) => key)).toEqual(Object.keys(thingSchema.shape));
    const row = {
      id: 1,
      name: "Mesa",
      note: null,
      kind: "zzz",
      score: 0.5,
      extra: { b: 1 },
      createdAt: new Date("2026-11-26T10:00:00.123Z"),
    };
    const answer = shape.toAnswer(row);
    expect(Object.keys(answer)).toEqual(Object.keys(thingSchema.shape));
    expect(answer).toEqual({
      id: 1,
      name: "Mesa",
      label: null,
      kind: "a", // a stored text outside the enum reads as its fallback
      score: 0.5,
      extra: { b: 1 },
      createdAt: "2026-11-26T10:00:00.123Z",
    });
    expect(thingSchema.parse(answer)).toEqual(answer);
  });

  it("does not compile when a schema key has no column of its name and no source", () => {
    // @ts-expect-error `label` has no column and no source
    expect(() => rowShape(things, thingSchema)).toThrow('things.label: nenhuma coluna "label" na tabela');
    // @ts-expect-error a source that is not a column of the table
    expect(() => rowShape(things, thingSchema, { label: "nope" })).toThrow("nenhuma coluna");
  });

  it("refuses, when the module loads, a column whose type or nullability the schema cannot hold", () => {
    const nullableName = z.object({ note: z.string() });
    expect(() => rowShape(things, nullableName)).toThrow(
      "things.note: coluna anulável atrás de um campo não anulável",
    );
    const textAsNumber = z.object({ name: z.number().int() });
    expect(() => rowShape(things, textAsNumber)).toThrow(
      "things.name: a coluna (string) não corresponde ao schema",
    );
    const realAsInteger = z.object({ score: z.number().int().nullable() });
    expect(() => rowShape(things, realAsInteger)).toThrow("things.score: a coluna (real) não corresponde");
    const fallbackOnText = z.object({ name: z.string() });
    expect(() => rowShape(things, fallbackOnText, { name: { otherwise: "x" } })).toThrow(
      '"otherwise" só vale para um enum',
    );
    const strangeFallback = z.object({ kind: z.enum(["a", "b"]) });
    expect(() => rowShape(things, strangeFallback, { kind: { otherwise: "c" } })).toThrow(
      '"c" não é um valor do enum',
    );
  });
});

describe("schemaJsonText", () => {
  it("writes every key of the schema in its order, whatever order the values come in", () => {
    const week = z.object({
      weekStart: z.string(),
      totalSales: z.number(),
      averageTicket: z.number().nullable(),
    });
    const text = schemaJsonText(week, {
      averageTicket: "null",
      totalSales: "120",
      weekStart: '"2026-11-23"',
    });
    expect(text).toBe('{"weekStart":"2026-11-23","totalSales":120,"averageTicket":null}');
    expect(text).toBe(JSON.stringify(week.parse(JSON.parse(text))));
    // @ts-expect-error a key of the schema left out
    schemaJsonText(week, { weekStart: '"2026-11-23"', totalSales: "1" });
  });
});
