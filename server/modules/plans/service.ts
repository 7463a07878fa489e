import { and, asc, eq } from "drizzle-orm";
import type { Plan } from "../../../common/plans";
import type { Db } from "../../db/open";
import { plans, users } from "../../db/schema";

const planColumns = {
  id: plans.id,
  name: plans.name,
  type: plans.type,
  price: plans.price,
  features: plans.features,
  originalPrice: plans.originalPrice,
};

/** Active plans, cheapest first (SPEC §7 GET /api/plans). */
export async function listActivePlans(db: Db): Promise<Plan[]> {
  return db
    .select(planColumns)
    .from(plans)
    .where(eq(plans.isActive, true))
    .orderBy(asc(plans.price), asc(plans.id));
}

export async function findActivePlan(db: Db, id: number): Promise<Plan | undefined> {
  const [plan] = await db
    .select(planColumns)
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.isActive, true)));
  return plan;
}

/**
 * An account with its plan: who it is, the plan's name and features, and the
 * facts the access rule (hasPaidAccess) reads. One read for the limits of
 * stores and teams.
 */
export async function accountWithPlan(db: Db, userId: string) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      planName: plans.name,
      features: plans.features,
      subscriptionActive: users.subscriptionActive,
      subscriptionStatus: users.subscriptionStatus,
      trialEndsAt: users.trialEndsAt,
      currentPeriodEnd: users.currentPeriodEnd,
    })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, userId));
  return row;
}
