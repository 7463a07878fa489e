import { eq } from "drizzle-orm";
import type { SegmentCounts, SegmentRules } from "../../../common/customers";
import type { Db } from "../../db/open";
import { customers, restaurants } from "../../db/schema";
import { type Actor, assertOwnerMay } from "../team/public";
import { segmentSql } from "./segments";
import { type CustomerScope, segmentCounts } from "./service";

/**
 * PUT /api/customers/segment-rules (owner only): keeps the restaurant's
 * thresholds and rewrites every customer's segment under them in the same
 * transaction, so the counts answered are the ones the list filters by.
 */
export async function saveSegmentRules(
  db: Db,
  scope: CustomerScope,
  actor: Actor,
  rules: SegmentRules,
): Promise<SegmentCounts> {
  assertOwnerMay(actor, "editSegmentRules");
  await db.transaction(async (tx) => {
    await tx
      .update(restaurants)
      .set({ customerSegmentRules: rules, customerSegmentsOn: scope.today })
      .where(eq(restaurants.id, scope.restaurantId));
    await tx
      .update(customers)
      .set({ category: segmentSql(customers.totalOrders, customers.lastOrderDate, scope.today, rules) })
      .where(eq(customers.restaurantId, scope.restaurantId));
  });
  return segmentCounts(db, { ...scope, rules });
}
