import { asc, sql } from "drizzle-orm";
import type { Restaurant } from "../../common/restaurant";
import type { Db } from "../db/open";
import { restaurants, users } from "../db/schema";
import { AppError } from "../http/errors";
import { accessibleRestaurantIds, ownerPlanName, storeReadOnly } from "./planAccess";

/*
 * The acting restaurant read on its own (requireRestaurant and the writes),
 * where a route does not fold it into its data's statement (contextRead.ts):
 * the same rules, by the user's id and the session's pick.
 */

/** The restaurant columns every answer names (Restaurant in common/restaurant.ts). */
export const restaurantColumns = {
  id: restaurants.id,
  name: restaurants.name,
  type: restaurants.type,
  logoUrl: restaurants.logoUrl,
  isOnboarded: restaurants.isOnboarded,
};

/**
 * The restaurants a user may act on: their own, and those whose team has an
 * ACTIVE member with the user's email while the owner's plan includes the
 * team (planAccess.ts). Restaurants is read by primary key, never scanned.
 */
export function accessibleBy(userId: string) {
  const email = sql`(select u.email from ${users} u where u.id = ${userId})`;
  return sql`${restaurants.id} = any(${accessibleRestaurantIds(sql`${userId}::uuid`, email)})`;
}

/** The user's own restaurants first, then the teams they joined; oldest first within each. */
export const ownFirst = (userId: string) => [
  sql`case when ${restaurants.userId} = ${userId} then 0 else 1 end`,
  asc(restaurants.id),
];

export const withOwner = { ...restaurantColumns, ownerId: restaurants.userId };
export const withoutOwner = ({ ownerId: _, ...restaurant }: Restaurant & { ownerId: string }): Restaurant =>
  restaurant;

/** A restaurant the session acts on and whose it is (the owner's plan rules a team's work). */
export type ActingRestaurant = { restaurant: Restaurant; ownerId: string };

/** The acting restaurant and whether its owner's plan leaves it writable (planAccess.ts storeReadOnly). */
export type ActingStore = ActingRestaurant & { readOnly: boolean; ownerPlanName: string | null };

/**
 * The restaurant the dashboard acts on: the one picked for this session when
 * the user may still act on it, else the user's first (own before team).
 */
export async function actingRestaurant(
  db: Db,
  userId: string,
  pickedId: number | undefined,
): Promise<ActingStore | undefined> {
  // One read: the picked restaurant first while still allowed, else the usual order.
  const [row] = await db
    .select({
      ...withOwner,
      readOnly: storeReadOnly(sql`${restaurants}`),
      ownerPlanName: ownerPlanName(sql`${restaurants}`),
    })
    .from(restaurants)
    .where(accessibleBy(userId))
    .orderBy(sql`coalesce(${restaurants.id} = ${pickedId ?? null}::int, false) desc`, ...ownFirst(userId))
    .limit(1);
  if (!row) return undefined;
  const { readOnly, ownerPlanName: planName, ...store } = row;
  return { restaurant: withoutOwner(store), ownerId: row.ownerId, readOnly, ownerPlanName: planName };
}

/**
 * Writes on a store beyond its owner's plan (decision 030): 403 naming the
 * plan; reads go on. Every write on restaurant data passes here
 * (requireRestaurant on anything but GET/HEAD, the generators, POST /api/restaurant).
 */
export function assertStoreWritable(acting: ActingStore): void {
  if (!acting.readOnly) return;
  const plan = acting.ownerPlanName ? `O plano ${acting.ownerPlanName}` : "O plano atual";
  throw new AppError(
    403,
    "STORE_READ_ONLY",
    `${plan} permite menos restaurantes: "${acting.restaurant.name}" fica só para consulta. Você pode ver tudo, mas não alterar. Volte ao plano Pro para editar de novo.`,
  );
}
