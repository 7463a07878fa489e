import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestDatabase } from "../testing/testDatabase";
import type { Database } from "./open";
import { plans } from "./schema";
import { seedPlans } from "./seed";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

it("seeds plans 3 and 4 idempotently and restores their prices", async () => {
  await database.db.update(plans).set({ price: 1 }).where(eq(plans.id, 3));
  await seedPlans(database.db);
  await seedPlans(database.db);
  const rows = await database.db.select().from(plans).orderBy(plans.id);
  expect(rows.map((r) => [r.id, r.name, r.price, r.isActive])).toEqual([
    [3, "Starter", 1900, true],
    [4, "Pro", 3900, true],
  ]);
});
