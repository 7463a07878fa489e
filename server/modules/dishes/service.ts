import { and, eq, type SQL, sql } from "drizzle-orm";
import { type Dish, dishSchema, type NewDishInput } from "../../../common/dishes";
import { jsonArrayText } from "../../db/jsonText";
import type { Db } from "../../db/open";
import { storedRowJson } from "../../db/rowJson";
import { rowShape } from "../../db/rowShape";
import { dishes, sessions, users } from "../../db/schema";
import { notFound } from "../../http/errors";
import { contextFields, sessionActingRestaurant, userOfSession } from "../../requestContext/contextRead";
import { type Actor, assertOwnerMay } from "../team/public";

/** A dish as GET /api/dishes writes it, declared once from dishSchema and the table (issue 26). */
export const DISH_JSON = rowShape(dishes, dishSchema);
const toDish = DISH_JSON.toAnswer;

/**
 * The acting restaurant's dishes as the API's JSON text, joined by the
 * database in the same statement from each row's stored text: one row per
 * request instead of one per dish, and a body Node sends as is instead of
 * parsing and serialising it again (decisions 023 and 027).
 */
const dishesJsonText = (restaurantId: SQL) =>
  jsonArrayText(
    storedRowJson("d", DISH_JSON),
    sql`from ${dishes} d where d.restaurant_id = ${restaurantId}`,
    sql`d.created_at desc, d.id desc`,
  );

/** GET /api/dishes in one statement: session, user, acting restaurant and its dishes, newest first. */
export function prepareDishesRead(db: Db) {
  const acting = sessionActingRestaurant(db);
  return db
    .select({ ...contextFields(acting), dishes: dishesJsonText(sql`${acting.id}`) })
    .from(sessions)
    .leftJoin(users, userOfSession)
    .leftJoinLateral(acting, sql`true`)
    .where(eq(sessions.sid, sql.placeholder("sid")))
    .prepare("read_dishes");
}

/** The dishes of a context read's (single) row, as the answer's JSON text. */
export const dishesOf = (rows: { dishes: string }[]): string => rows[0]?.dishes ?? "[]";

/** Adds a dish as the form sent it (newDishSchema's output); a blank optional text is stored as null. */
export async function addDish(db: Db, restaurantId: number, input: NewDishInput): Promise<Dish> {
  const given = Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, value === "" ? null : value]),
  );
  const [row] = await db
    .insert(dishes)
    .values({ ...(given as NewDishInput), restaurantId })
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
