import { sql } from "drizzle-orm";
import { SEEDED_PLANS } from "../../common/plans";
import type { Db } from "./open";
import { plans } from "./schema";

/** Upserts plans 3 and 4 (SPEC §9); safe to run at every start. */
export async function seedPlans(db: Db): Promise<void> {
  await db
    .insert(plans)
    .values(SEEDED_PLANS.map((p) => ({ ...p, isActive: true })))
    .onConflictDoUpdate({
      target: plans.id,
      set: {
        name: sql`excluded.name`,
        type: sql`excluded.type`,
        price: sql`excluded.price`,
        features: sql`excluded.features`,
      },
    });
}
