import { and, asc, count, eq, sql } from "drizzle-orm";
import { hasPaidAccess } from "../../../common/billing";
import type { Restaurant, RestaurantList, SaveRestaurant } from "../../../common/restaurant";
import type { Db } from "../../db/open";
import { restaurants, users } from "../../db/schema";
import { AppError, forbidden, notFound } from "../../http/errors";
import {
  accessibleBy,
  actingRestaurant,
  assertStoreWritable,
  restaurantColumns as columns,
  ownFirst,
  withOwner,
  withoutOwner,
} from "../../requestContext/actingStore";
import { pausedTeamsOf } from "../../requestContext/pausedTeam";
import { storeReadOnly } from "../../requestContext/planAccess";
import { accountWithPlan } from "../plans/public";
import { dropUnusedLogo, type Logo, logoFromInput, saveLogo } from "./logo";

/** The restaurants the user may act on, each with its owner (own first). */
function accessibleRestaurants(db: Db, userId: string) {
  return db
    .select(withOwner)
    .from(restaurants)
    .where(accessibleBy(userId))
    .orderBy(...ownFirst(userId));
}

export async function listRestaurants(db: Db, userId: string): Promise<Restaurant[]> {
  return (await accessibleRestaurants(db, userId)).map(withoutOwner);
}

export async function currentRestaurant(
  db: Db,
  userId: string,
  pickedId: number | undefined,
): Promise<Restaurant | undefined> {
  return (await actingRestaurant(db, userId, pickedId))?.restaurant;
}

async function planLimit(db: Db, userId: string) {
  const row = await accountWithPlan(db, userId);
  return { max: row?.features?.maxRestaurants ?? 1, planName: row?.planName ?? null, account: row };
}

export const ADD_RESTAURANT_NEEDS_PLAN = "Reative seu plano para adicionar restaurantes.";

export async function restaurantList(
  db: Db,
  userId: string,
  pickedId: number | undefined,
): Promise<RestaurantList> {
  const [rows, current, limit, readOnly, pausedTeams] = await Promise.all([
    accessibleRestaurants(db, userId),
    currentRestaurant(db, userId, pickedId),
    planLimit(db, userId),
    db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(and(eq(restaurants.userId, userId), storeReadOnly(sql`${restaurants}`)))
      .orderBy(asc(restaurants.id)),
    pausedTeamsOf(db, userId),
  ]);
  return {
    restaurants: rows.map(withoutOwner),
    currentId: current?.id ?? null,
    maxRestaurants: limit.max,
    ownedCount: rows.filter((r) => r.ownerId === userId).length,
    planName: limit.planName,
    readOnlyIds: readOnly.map((r) => r.id),
    pausedTeams,
  };
}

/** The row to write; the logo (re-encoded before the transaction by logoFromInput) stored inside it. */
async function values(tx: Db, input: SaveRestaurant, logo: Logo | string | null) {
  return { name: input.name, type: input.type, logoUrl: await saveLogo(tx, logo), isOnboarded: true };
}

/**
 * Creates a store: refused (402) without a running trial or plan (the shared
 * rule of common/billing.ts), and past the plan's maxRestaurants with a
 * message naming the plan. The count and the insert hold the owner's row
 * (see ownerLocked), so parallel requests, from any instance, cannot pass the limit together.
 */
export async function addRestaurant(
  db: Db,
  userId: string,
  input: SaveRestaurant,
  now: Date,
): Promise<Restaurant> {
  const logo = await logoFromInput(input.logoUrl);
  return db.transaction(async (tx) => {
    await ownerLocked(tx, userId);
    return insertWithinLimit(tx, userId, await values(tx, input, logo), now);
  });
}

/**
 * Locks the owner's users row until the transaction ends: every change that
 * counts the owner's stores before writing waits here for the one before it,
 * in this process or another. Inside, use the transaction only (PGlite has one
 * connection: a query on the outer db would wait for this transaction forever).
 */
async function ownerLocked(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}

/** The count-then-insert; only inside a transaction that holds ownerLocked. */
async function insertWithinLimit(
  tx: Db,
  userId: string,
  row: Awaited<ReturnType<typeof values>>,
  now: Date,
): Promise<Restaurant> {
  const limit = await planLimit(tx, userId);
  if (!limit.account || !hasPaidAccess(limit.account, now)) {
    throw new AppError(402, "SUBSCRIPTION_REQUIRED", ADD_RESTAURANT_NEEDS_PLAN);
  }
  const [{ total } = { total: 0 }] = await tx
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
  const [created] = await tx
    .insert(restaurants)
    .values({ ...row, userId })
    .returning(columns);
  if (!created) throw new Error("insert into restaurants returned no row");
  return created;
}

export const ONLY_OWNER_EDITS = "Só o dono do restaurante altera os dados do restaurante.";

/**
 * SPEC's POST /api/restaurant: saves the current restaurant, creating the
 * first one. Decided under the owner's lock, so two saves at once for an
 * account without a store create one store and the other edits it.
 */
export async function saveCurrentRestaurant(
  db: Db,
  userId: string,
  pickedId: number | undefined,
  input: SaveRestaurant,
  now: Date,
): Promise<Restaurant> {
  // Re-encoding takes a while (on libuv's threads): done before the owner's lock is taken.
  const logo = await logoFromInput(input.logoUrl);
  return db.transaction(async (tx) => {
    await ownerLocked(tx, userId);
    const acting = await actingRestaurant(tx, userId, pickedId);
    if (!acting) return insertWithinLimit(tx, userId, await values(tx, input, logo), now);
    // A team member works in the owner's restaurant but does not change what it is.
    if (acting.ownerId !== userId) throw forbidden(ONLY_OWNER_EDITS);
    assertStoreWritable(acting);
    const [updated] = await tx
      .update(restaurants)
      .set(await values(tx, input, logo))
      .where(and(eq(restaurants.id, acting.restaurant.id), eq(restaurants.userId, userId)))
      .returning(columns);
    if (!updated) throw notFound("Restaurante não encontrado.");
    await dropUnusedLogo(tx, acting.restaurant.logoUrl, updated.logoUrl);
    return updated;
  });
}

/** Checks that the user may act on the store (own or team) before it becomes the session's current one. */
export async function accessibleRestaurant(db: Db, userId: string, id: number): Promise<Restaurant> {
  const [row] = await db
    .select(columns)
    .from(restaurants)
    .where(and(eq(restaurants.id, id), accessibleBy(userId)));
  if (!row) throw notFound("Restaurante não encontrado.");
  return row;
}
