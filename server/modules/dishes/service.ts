import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Dish } from "../../../common/dishes";
import { isoTimestamp } from "../../db/isoTimestamp";
import type { Db } from "../../db/open";
import { dishes, sessions, users } from "../../db/schema";
import { notFound } from "../../http/errors";
import { contextFields, sessionActingRestaurant, userOfSession } from "../restaurants/contextRead";
import { type Actor, assertOwnerMay } from "../team/permissions";

type DishRow = typeof dishes.$inferSelect;
const toDish = (row: DishRow): Dish => ({ ...row, createdAt: row.createdAt.toISOString() });

/**
 * The acting restaurant's dishes as the API's JSON, built by the database in
 * the same statement: one row per request instead of one per dish, so the
 * session's columns are not repeated, decoded and mapped once per dish (half
 * of the driver's and Drizzle's CPU under load, decision 023). createdAt is
 * written like Date.toISOString (isoTimestamp).
 */
const dishesJson = (restaurantId: SQL) => sql<Dish[]>`coalesce((
  select json_agg(json_build_object(
    'id', d.id, 'restaurantId', d.restaurant_id, 'name', d.name, 'description', d.description,
    'price', d.price, 'category', d.category, 'views', d.views, 'sales', d.sales,
    'isActive', d.is_active,
    'createdAt', ${isoTimestamp(sql`d.created_at`)}
  ) order by d.created_at desc, d.id desc)
  from ${dishes} d where d.restaurant_id = ${restaurantId}), '[]'::json)`;

/** GET /api/dishes in one statement: session, user, acting restaurant and its dishes, newest first. */
export function prepareDishesRead(db: Db) {
  const acting = sessionActingRestaurant(db);
  return db
    .select({ ...contextFields(acting), dishes: dishesJson(sql`${acting.id}`) })
    .from(sessions)
    .leftJoin(users, userOfSession)
    .leftJoinLateral(acting, sql`true`)
    .where(eq(sessions.sid, sql.placeholder("sid")))
    .prepare("read_dishes");
}

/** The dishes of a context read's (single) row. */
export const dishesOf = (rows: { dishes: Dish[] }[]): Dish[] => rows[0]?.dishes ?? [];

export async function listDishes(db: Db, restaurantId: number): Promise<Dish[]> {
  const rows = await db
    .select()
    .from(dishes)
    .where(eq(dishes.restaurantId, restaurantId))
    .orderBy(desc(dishes.createdAt), desc(dishes.id));
  return rows.map(toDish);
}

export async function addDish(
  db: Db,
  restaurantId: number,
  input: { name: string; price: string; description?: string | undefined; category?: string | undefined },
): Promise<Dish> {
  const [row] = await db
    .insert(dishes)
    .values({
      restaurantId,
      name: input.name,
      price: input.price,
      description: input.description || null,
      category: input.category || null,
    })
    .returning();
  return toDish(row!);
}

/**
 * Deletes only a dish of this restaurant; any other id is a 404 and deletes
 * nothing. Only the owner deletes (a member adds and edits).
 */
export async function removeDish(
  db: Db,
  acting: Actor & { restaurant: { id: number } },
  id: number,
): Promise<void> {
  assertOwnerMay(acting, "deleteDish");
  const restaurantId = acting.restaurant.id;
  const deleted = await db
    .delete(dishes)
    .where(and(eq(dishes.id, id), eq(dishes.restaurantId, restaurantId)))
    .returning({ id: dishes.id });
  if (deleted.length === 0) throw notFound("Prato não encontrado.");
}

/** Sets (or, with null, clears) the description of a dish of this restaurant; any other id is a 404. */
export async function setDishDescription(
  db: Db,
  restaurantId: number,
  id: number,
  description: string | null,
): Promise<Dish> {
  const [row] = await db
    .update(dishes)
    .set({ description })
    .where(and(eq(dishes.id, id), eq(dishes.restaurantId, restaurantId)))
    .returning();
  if (!row) throw notFound("Prato não encontrado.");
  return toDish(row);
}
