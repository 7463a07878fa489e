import { and, eq, isNotNull, lte, ne, type SQL, sql } from "drizzle-orm";
import { DEFAULT_SEGMENT_RULES, type SegmentRules, segmentRulesSchema } from "../../../common/customers";
import { addDays } from "../../../common/week";
import type { Db } from "../../db/open";
import { customers, restaurants } from "../../db/schema";

/** A restaurant's thresholds, or the defaults when it kept none (or kept something no longer valid). */
export function rulesOf(stored: unknown): SegmentRules {
  const parsed = segmentRulesSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_SEGMENT_RULES;
}

/**
 * The segment as SQL, the same rule as common/customers.ts segmentOf:
 * recency first, then frequency. `totalOrders` and `lastOrderDate` are the
 * values to classify (columns, or the new values of an update).
 */
export function segmentSql(
  totalOrders: SQL | typeof customers.totalOrders,
  lastOrderDate: SQL | typeof customers.lastOrderDate,
  today: string,
  rules: SegmentRules,
): SQL<string> {
  const inactiveBy = addDays(today, -rules.inactiveDays);
  const atRiskBy = addDays(today, -rules.atRiskDays);
  return sql<string>`case
    when ${lastOrderDate} is not null and ${lastOrderDate} <= ${inactiveBy}::date then 'Inativo'
    when ${lastOrderDate} is not null and ${lastOrderDate} <= ${atRiskBy}::date then 'Em risco'
    when ${totalOrders} >= ${rules.vipOrders} then 'VIP'
    when ${totalOrders} >= ${rules.recurringOrders} then 'Recorrente'
    else 'Novo' end`;
}

/**
 * Segments move as days pass without orders (Recorrente → Em risco →
 * Inativo) with no request to trigger it. The first customer call of a day
 * in a restaurant rewrites the categories that changed; the claim on
 * restaurants.customer_segments_on makes it once a day, and the transaction
 * keeps the claim only if the rewrite committed.
 */
export async function refreshSegmentsOnce(
  db: Db,
  restaurantId: number,
  today: string,
  rules: SegmentRules,
): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(restaurants)
      .set({ customerSegmentsOn: today })
      .where(
        and(
          eq(restaurants.id, restaurantId),
          sql`${restaurants.customerSegmentsOn} is distinct from ${today}::date`,
        ),
      )
      .returning({ id: restaurants.id });
    if (claimed.length === 0) return;
    const segment = segmentSql(customers.totalOrders, customers.lastOrderDate, today, rules);
    // Only customers idle for at least the at-risk threshold can have moved since yesterday.
    await tx
      .update(customers)
      .set({ category: segment })
      .where(
        and(
          eq(customers.restaurantId, restaurantId),
          isNotNull(customers.lastOrderDate),
          lte(customers.lastOrderDate, addDays(today, -rules.atRiskDays)),
          ne(customers.category, segment),
        ),
      );
  });
}
