import { and, asc, count, eq } from "drizzle-orm";
import { hasPaidAccess } from "../../../common/billing";
import type { Restaurant, RestaurantList, SaveRestaurant } from "../../../common/restaurant";
import type { Db } from "../../db/open";
import { plans, restaurants, users } from "../../db/schema";
import { AppError, notFound } from "../../http/errors";
import { checkLogo } from "./logo";

const columns = {
  id: restaurants.id,
  name: restaurants.name,
  type: restaurants.type,
  logoUrl: restaurants.logoUrl,
  isOnboarded: restaurants.isOnboarded,
};

export async function listRestaurants(db: Db, userId: string): Promise<Restaurant[]> {
  return db
    .select(columns)
    .from(restaurants)
    .where(eq(restaurants.userId, userId))
    .orderBy(asc(restaurants.id));
}

/**
 * The restaurant the dashboard acts on: the one picked for this session when
 * it is still the user's, else the user's first.
 */
export async function currentRestaurant(
  db: Db,
  userId: string,
  pickedId: number | undefined,
): Promise<Restaurant | undefined> {
  if (pickedId) {
    const [picked] = await db
      .select(columns)
      .from(restaurants)
      .where(and(eq(restaurants.id, pickedId), eq(restaurants.userId, userId)));
    if (picked) return picked;
  }
  const [first] = await db
    .select(columns)
    .from(restaurants)
    .where(eq(restaurants.userId, userId))
    .orderBy(asc(restaurants.id))
    .limit(1);
  return first;
}

async function planLimit(db: Db, userId: string) {
  const [row] = await db
    .select({
      features: plans.features,
      name: plans.name,
      subscriptionActive: users.subscriptionActive,
      subscriptionStatus: users.subscriptionStatus,
      trialEndsAt: users.trialEndsAt,
      currentPeriodEnd: users.currentPeriodEnd,
    })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, userId));
  return { max: row?.features?.maxRestaurants ?? 1, planName: row?.name ?? null, account: row };
}

export const ADD_RESTAURANT_NEEDS_PLAN = "Reative seu plano para adicionar restaurantes.";

export async function restaurantList(
  db: Db,
  userId: string,
  pickedId: number | undefined,
): Promise<RestaurantList> {
  const [all, current, limit] = await Promise.all([
    listRestaurants(db, userId),
    currentRestaurant(db, userId, pickedId),
    planLimit(db, userId),
  ]);
  return {
    restaurants: all,
    currentId: current?.id ?? null,
    maxRestaurants: limit.max,
    planName: limit.planName,
  };
}

function values(input: SaveRestaurant) {
  const logoUrl = input.logoUrl ? input.logoUrl : null;
  if (logoUrl) checkLogo(logoUrl);
  return { name: input.name, type: input.type, logoUrl, isOnboarded: true };
}

/**
 * Creates a store: refused (402) without a running trial or plan (the shared
 * rule of common/billing.ts), and past the plan's maxRestaurants with a
 * message naming the plan.
 */
export async function addRestaurant(
  db: Db,
  userId: string,
  input: SaveRestaurant,
  now: Date,
): Promise<Restaurant> {
  const row = values(input);
  const limit = await planLimit(db, userId);
  if (!limit.account || !hasPaidAccess(limit.account, now)) {
    throw new AppError(402, "SUBSCRIPTION_REQUIRED", ADD_RESTAURANT_NEEDS_PLAN);
  }
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(restaurants)
    .where(eq(restaurants.userId, userId));
  if (total >= limit.max) {
    const plan = limit.planName ? `O plano ${limit.planName}` : "Seu plano";
    const stores = limit.max === 1 ? "1 restaurante" : `até ${limit.max} restaurantes`;
    throw new AppError(
      403,
      "PLAN_LIMIT",
      `${plan} permite ${stores}. ${limit.max < 5 ? "Mude para o plano Pro para cadastrar mais." : ""}`.trim(),
    );
  }
  const [created] = await db
    .insert(restaurants)
    .values({ ...row, userId })
    .returning(columns);
  return created!;
}

/** SPEC's POST /api/restaurant: saves the current restaurant, creating the first one. */
export async function saveCurrentRestaurant(
  db: Db,
  userId: string,
  pickedId: number | undefined,
  input: SaveRestaurant,
  now: Date,
): Promise<Restaurant> {
  const current = await currentRestaurant(db, userId, pickedId);
  if (!current) return addRestaurant(db, userId, input, now);
  const [updated] = await db
    .update(restaurants)
    .set(values(input))
    .where(and(eq(restaurants.id, current.id), eq(restaurants.userId, userId)))
    .returning(columns);
  return updated!;
}

/** Checks that the store is the user's before it becomes the session's current one. */
export async function ownedRestaurant(db: Db, userId: string, id: number): Promise<Restaurant> {
  const [row] = await db
    .select(columns)
    .from(restaurants)
    .where(and(eq(restaurants.id, id), eq(restaurants.userId, userId)));
  if (!row) throw notFound("Restaurante não encontrado.");
  return row;
}
