import { getTableColumns, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { jsonObjectText } from "../db/jsonText";
import { rowJsonFunctionBody, rowJsonFunctionName, rowJsonTriggerDefinition } from "../db/rowJson";
import { answerBytes } from "../testing/answerBytes";
import { call } from "../testing/call";
import { teamKit } from "../testing/team";
import { createTestApp, type TestApp } from "../testing/testApp";
import { ROW_JSON_TABLES } from "./rowJsonTables";

/*
 * Each list row keeps its API JSON text in `api_json` (decision 027). The
 * stored text must be the one the reads would build: the triggers in the
 * migrated database are the ones generated from the reads' own field lists
 * (scripts/rowJsonMigration.ts prints them for a migration), and a row the
 * trigger missed is built on the spot.
 */

let t: TestApp;
let kit: ReturnType<typeof teamKit>;

beforeAll(async () => {
  t = await createTestApp();
  kit = teamKit(t);
});
afterAll(async () => {
  await t.close();
});

it("the migrated database's trigger functions and triggers are the ones the reads' field lists generate", async () => {
  for (const table of ROW_JSON_TABLES) {
    const name = rowJsonFunctionName(table);
    // Whichever migration wrote it last (0008 or a later CREATE OR REPLACE), the function now in the database.
    const { rows } = (await t.database.db.execute(sql`select p.prosrc as body,
        (select pg_get_triggerdef(tg.oid) from pg_trigger tg
          where tg.tgrelid = ${table.table}::regclass and tg.tgname = ${name} and tg.tgenabled = 'O') as trigger
      from pg_proc p where p.proname = ${name} and p.pronamespace = 'public'::regnamespace`)) as unknown as {
      rows: { body: string; trigger: string | null }[];
    };
    expect(rows, name).toHaveLength(1);
    expect(rows[0]!.body, name).toBe(rowJsonFunctionBody(table));
    expect(rows[0]!.trigger, name).toBe(rowJsonTriggerDefinition(table));
  }
});

it("every written and rewritten row's api_json is the text its read would build", async () => {
  const rosa = await kit.owner({ name: "Cantina da Rosa" });
  expect(
    (
      await call(t.app, "POST", "/api/dishes", {
        as: rosa,
        body: { name: 'Pizza "da casa"', price: "39,90" },
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (
      await call(t.app, "POST", "/api/promotions", {
        as: rosa,
        body: { title: "Combo\nduplo", discount: "10%" },
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (
      await call(t.app, "PUT", "/api/metrics/2026-11-20", {
        as: rosa,
        body: {
          totalSales: 1000,
          orderCount: 3,
          repeatCustomers: 1,
          rating: 4.5,
        },
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await call(t.app, "POST", "/api/customers", {
        as: rosa,
        body: { name: "Ana", phone: "(11) 98765-4321" },
      })
    ).statusCode,
  ).toBe(201);
  await t.database.db.execute(
    sql`insert into team_members (restaurant_id, email, status) values (${rosa.restaurantId}, 'a@b.com', 'pending')`,
  );
  await t.database.db.execute(sql`insert into generations (restaurant_id, kind, input, output, source)
    values (${rosa.restaurantId}, 'content', '{"b": 1, "a": [true, null]}', '{"text": "Olá \\"x\\""}', 'local')`);
  // Every field rewritten after the insert, as the app's updates and the segment refresh do.
  await t.database.db.execute(
    sql`update dishes set views = views + 1, description = 'Nova' where restaurant_id = ${rosa.restaurantId}`,
  );
  await t.database.db.execute(
    sql`update customers set category = 'VIP', notes = E'a\\tb' where restaurant_id = ${rosa.restaurantId}`,
  );
  await t.database.db.execute(
    sql`update team_members set status = 'active', joined_at = now() where restaurant_id = ${rosa.restaurantId}`,
  );
  for (const shape of ROW_JSON_TABLES) {
    // The stored text is the schema's serialisation of the row's answer (jsonb in its own spacing).
    const rows = await t.database.db
      .select({ ...getTableColumns(shape.source), apiJson: sql<string>`api_json` })
      .from(shape.source);
    for (const { apiJson, ...row } of rows) {
      const bytes = answerBytes(shape.schema, shape.toAnswer(row), "fast");
      const jsonb = shape.shape.some((f) => f.kind === "jsonb");
      expect(jsonb ? JSON.stringify(JSON.parse(apiJson)) : apiJson, shape.table).toBe(bytes);
    }
  }
  for (const table of ROW_JSON_TABLES) {
    const name = sql.raw(table.table);
    const { rows } = (await t.database.db.execute(sql`select count(*)::int as rows,
      (count(*) filter (where t.api_json is distinct from ${jsonObjectText(table.fields(sql.raw("t")))}))::int as stale
      from ${name} t`)) as unknown as { rows: { rows: number; stale: number }[] };
    expect(rows[0], table.table).toEqual({ rows: expect.any(Number), stale: 0 });
    expect(rows[0]!.rows, table.table).toBeGreaterThan(0);
  }
});

it("a row without api_json (written with triggers off) is built when read", async () => {
  const rosa = await kit.owner({ name: "Cantina Sem Gatilho" });
  await call(t.app, "POST", "/api/dishes", { as: rosa, body: { name: "Lasanha", price: "42,00" } });
  const before = await call(t.app, "GET", "/api/dishes", { as: rosa });
  await t.database.db.execute(sql`alter table dishes disable trigger dishes_api_json`);
  try {
    await t.database.db.execute(
      sql`update dishes set api_json = null where restaurant_id = ${rosa.restaurantId}`,
    );
  } finally {
    await t.database.db.execute(sql`alter table dishes enable trigger dishes_api_json`);
  }
  const after = await call(t.app, "GET", "/api/dishes", { as: rosa });
  expect(after.statusCode).toBe(200);
  expect(after.body).toBe(before.body);
  expect(JSON.parse(after.body)[0]).toMatchObject({ name: "Lasanha", price: "42.00" });
});
