import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withNamedStatements } from "./pgliteStatements";

/*
 * The named-statement path must answer exactly what PGlite's own query()
 * answers (rows, fields, parsers, serializers, errors), keep one statement per
 * SELECT text, and leave transactions and everything else to PGlite.
 */

let raw: PGlite;
let client: PGlite;

beforeAll(async () => {
  raw = await PGlite.create();
  client = withNamedStatements(raw);
  await raw.exec(`
    create table dishes (
      id int primary key, name text, price numeric(10,2), tags jsonb, active boolean,
      served date, created_at timestamptz, owner uuid
    );
    insert into dishes values
      (1, 'Pizza "da casa"', 49.9, '{"a": [1, 2]}', true, '2026-11-23', '2026-11-23 12:34:56.789+00',
       '7d0adbe6-683d-4b3f-94b5-a68ddf7e024e'),
      (2, null, null, null, false, null, null, null);
  `);
}, 60_000);
afterAll(async () => {
  await raw.close();
});

const drizzleArrayMode = {
  rowMode: "array" as const,
  parsers: { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (value: string) => value },
};
const kept = async () =>
  (await raw.query<{ name: string }>("select name from pg_prepared_statements order by name")).rows.map(
    (r) => r.name,
  );

describe("withNamedStatements", () => {
  const text = "select * from dishes where id = any($1::int[]) or name = $2 order by id";

  it("answers a SELECT as query() does, in object and array modes, with the caller's parsers", async () => {
    for (const options of [undefined, drizzleArrayMode]) {
      const params = [[1, 2], "nada"];
      const expected = await raw.query(text, params, options);
      const first = await client.query(text, params, options);
      const again = await client.query(text, params, options);
      expect(first.rows).toEqual(expected.rows);
      expect(again.rows).toEqual(expected.rows);
      expect(first.fields).toEqual(expected.fields);
    }
    const [row] = (await client.query<Record<string, unknown>>(text, [[1], null])).rows;
    expect(row).toEqual({
      id: 1,
      name: 'Pizza "da casa"',
      price: "49.90",
      tags: { a: [1, 2] },
      active: true,
      served: new Date("2026-11-23T00:00:00.000Z"),
      created_at: new Date("2026-11-23T12:34:56.789Z"),
      owner: "7d0adbe6-683d-4b3f-94b5-a68ddf7e024e",
    });
  });

  it("parses a SELECT once, under a name, and reuses it", async () => {
    const before = await kept();
    await client.query("select count(*)::int as n from dishes where active = $1", [true]);
    const after = await kept();
    expect(after.length).toBe(before.length + 1);
    for (let i = 0; i < 3; i++) {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from dishes where active = $1",
        [false],
      );
      expect(rows).toEqual([{ n: 1 }]);
    }
    expect(await kept()).toEqual(after);
  });

  it("serialises parameters as query() does (jsonb, booleans, null)", async () => {
    const q = "select $1::jsonb as j, $2::boolean as b, $3::text as t";
    const params = [{ x: "ção" }, false, null];
    expect((await client.query(q, params)).rows).toEqual((await raw.query(q, params)).rows);
  });

  it("throws PostgreSQL's error and keeps working after it", async () => {
    const bad = "select * from dishes where owner = $1";
    await expect(client.query(bad, ["não é uuid"])).rejects.toMatchObject({ code: "22P02" });
    await expect(client.query(bad, ["não é uuid"])).rejects.toMatchObject({ code: "22P02" });
    expect((await client.query(bad, ["7d0adbe6-683d-4b3f-94b5-a68ddf7e024e"])).rows).toHaveLength(1);
    await expect(client.query("select * from no_such_table")).rejects.toMatchObject({ code: "42P01" });
    expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
  });

  it("prepares again when the table changed under a kept statement", async () => {
    await raw.exec("create table menu (id int); insert into menu values (1)");
    const q = "select * from menu where id = $1";
    expect((await client.query(q, [1])).rows).toEqual([{ id: 1 }]);
    await raw.exec("alter table menu add column name text default 'Almoço'");
    expect((await client.query(q, [1])).rows).toEqual([{ id: 1, name: "Almoço" }]);
  });

  it("leaves writes and transactions to PGlite, and waits for a transaction to end", async () => {
    await client.query("insert into dishes (id, name) values ($1, $2)", [3, "Salada"]);
    let outside: Promise<{ rows: { name: string; active: boolean | null }[] }> | undefined;
    const inside = client.transaction(async (tx) => {
      await tx.query("update dishes set name = 'Salada verde' where id = 3");
      // Asked while the transaction is open: it must neither run inside it nor see it half done.
      outside = client.query("select name, active from dishes where id = $1", [3]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query("update dishes set active = false where id = 3");
    });
    await inside;
    expect((await outside!).rows).toEqual([{ name: "Salada verde", active: false }]);
  });

  it("holds a named SELECT back while a Drizzle transaction is open", async () => {
    const db = drizzle({ client });
    await client.query("insert into dishes (id, name) values ($1, $2)", [4, "Sopa"]);
    let outside: Promise<{ rows: Record<string, unknown>[] }> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`update dishes set name = 'Sopa do dia' where id = 4`);
      // Drizzle's query is lazy: then() sends it now, while the transaction is open.
      outside = db.execute(sql`select name, active from dishes where id = ${4}`).then((result) => result);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`update dishes set active = true where id = 4`);
    });
    expect((await outside!).rows).toEqual([{ name: "Sopa do dia", active: true }]);
  });
});
