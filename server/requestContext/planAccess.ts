import { type SQL, sql } from "drizzle-orm";
import { plans, restaurants, teamMembers, users } from "../db/schema";

/*
 * What the owner's EFFECTIVE plan opens, read from the owner's row and plan
 * on every request, inside the statement that reads the request's data
 * (docs/decisions/030-plan-changes.md, 023-one-round-trip-reads.md). The
 * effective plan is users.plan_id: an upgrade sets it when paid, a downgrade
 * when the renewal applies it; nothing is cached between requests.
 */

/**
 * The team of this restaurant works while its owner's plan includes team
 * collaboration (Pro) and the account is switched on (the billing job turns
 * it off when a trial or a paid period ends unpaid).
 */
export const teamOpen = (restaurantId: SQL) => sql`exists (
  select 1 from ${restaurants} team_r
  join ${users} team_owner on team_owner.id = team_r.user_id
  join ${plans} team_plan on team_plan.id = team_owner.plan_id
  where team_r.id = ${restaurantId} and team_owner.subscription_active
    and coalesce((team_plan.features->>'teamCollaboration')::boolean, false))`;

/**
 * The ids of the restaurants a user may act on: their own (by user_id), and
 * those whose team has an ACTIVE member with the user's email (compared
 * without regard to case) while that team is open (teamOpen). Built once as
 * an array, so restaurants is then read by primary key, never scanned.
 */
export const accessibleRestaurantIds = (userId: SQL, email: SQL) => sql`array(
  select own.id from ${restaurants} own where own.user_id = ${userId}
  union all
  select tm.restaurant_id from ${teamMembers} tm
  where tm.status = 'active' and lower(tm.email) = lower(${email}) and ${teamOpen(sql`tm.restaurant_id`)})`;

/**
 * A store beyond what its owner's plan allows is read-only: the owner's
 * stores are counted oldest first (by id) and the first maxRestaurants stay
 * writable (on Starter, the oldest). `r` is the restaurants row's alias.
 */
export const storeReadOnly = (r: SQL) => sql<boolean>`((
  select count(*) from ${restaurants} older where older.user_id = ${r}.user_id and older.id < ${r}.id
) >= coalesce((
  select (ro_plan.features->>'maxRestaurants')::int from ${users} ro_owner
  join ${plans} ro_plan on ro_plan.id = ro_owner.plan_id where ro_owner.id = ${r}.user_id
), 1))`;

/** The name of the plan of the restaurant `r`'s owner (for the read-only message). */
export const ownerPlanName = (r: SQL) => sql<string | null>`(
  select pn_plan.name from ${users} pn_owner join ${plans} pn_plan on pn_plan.id = pn_owner.plan_id
  where pn_owner.id = ${r}.user_id)`;
