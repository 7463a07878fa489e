import { eq, sql } from "drizzle-orm";
import type { Restaurant, RestaurantList } from "../../../common/restaurant";
import type { Db } from "../../db/open";
import { plans, restaurants, sessions, users } from "../../db/schema";
import { contextFields, sessionActingRestaurant, userOfSession } from "../../requestContext/contextRead";
import { pausedTeamsJson } from "../../requestContext/pausedTeam";
import { accessibleRestaurantIds, storeReadOnly } from "../../requestContext/planAccess";

/**
 * GET /api/restaurants in one statement (decision 023): the session, its
 * user, the restaurant it acts on (the list's currentId), the user's plan (its
 * name and maxRestaurants), the restaurants the user may act on, own first
 * then teams, oldest first within each, as JSON built by the database: the
 * same answer as restaurantList, which took four statements.
 */
export function prepareRestaurantsRead(db: Db) {
  const acting = sessionActingRestaurant(db);
  const list = sql<Restaurant[]>`coalesce((
    select json_agg(json_build_object(
      'id', r.id, 'name', r.name, 'type', r.type, 'logoUrl', r.logo_url, 'isOnboarded', r.is_onboarded
    ) order by case when r.user_id = ${users.id} then 0 else 1 end, r.id)
    from ${restaurants} r where r.id = any(${accessibleRestaurantIds(sql`${users.id}`, sql`${users.email}`)})), '[]'::json)`;
  return db
    .select({
      ...contextFields(acting),
      restaurants: list,
      ownedCount: sql<number>`(select count(*)::int from ${restaurants} own where own.user_id = ${users.id})`,
      readOnlyIds: sql<number[]>`array(
        select ro.id from ${restaurants} ro where ro.user_id = ${users.id} and ${storeReadOnly(sql`ro`)}
        order by ro.id)`,
      pausedTeams: pausedTeamsJson(sql`${users.id}`, sql`${users.email}`),
      planName: plans.name,
      features: plans.features,
    })
    .from(sessions)
    .leftJoin(users, userOfSession)
    .leftJoinLateral(acting, sql`true`)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(eq(sessions.sid, sql.placeholder("sid")))
    .prepare("read_restaurants");
}

type RestaurantsReadRow = Awaited<ReturnType<ReturnType<typeof prepareRestaurantsRead>["execute"]>>[number];

/** The list from prepareRestaurantsRead's (single) row and the acting restaurant's id. */
export function restaurantListOf(rows: RestaurantsReadRow[], currentId: number | null): RestaurantList {
  const row = rows[0];
  return {
    restaurants: row?.restaurants ?? [],
    currentId,
    maxRestaurants: row?.features?.maxRestaurants ?? 1,
    ownedCount: row?.ownedCount ?? 0,
    planName: row?.planName ?? null,
    readOnlyIds: row?.readOnlyIds ?? [],
    pausedTeams: row?.pausedTeams ?? [],
  };
}

/** GET /api/restaurant in one statement: the session, its user and the restaurant it acts on. */
export function prepareRestaurantRead(db: Db) {
  const acting = sessionActingRestaurant(db);
  return db
    .select(contextFields(acting))
    .from(sessions)
    .leftJoin(users, userOfSession)
    .leftJoinLateral(acting, sql`true`)
    .where(eq(sessions.sid, sql.placeholder("sid")))
    .prepare("read_restaurant");
}
