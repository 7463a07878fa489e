import { and, eq, type SQL, sql } from "drizzle-orm";
import { type Dish, type DishPatchInput, dishSchema, type NewDishInput } from "../../../common/dishes";
import { jsonArrayText } from "../../db/jsonText";
import type { Db } from "../../db/open";
import { storedRowJson } from "../../db/rowJson";
import { rowShape } from "../../db/rowShape";
import { dishes, sessions, users } from "../../db/schema";
import { notFound } from "../../http/errors";
import { contextFields, sessionActingRestaurant, userOfSession } from "../../requestContext/contextRead";
import { saveFoodCost } from "../competition/public";
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

/**
 * Edits a dish of this restaurant (any of name, price, description,
 * category); any other id is a 404 and changes nothing. A member edits as
 * they add. The food cost, when sent, goes to the competition board's store
 * (competition_settings.food_costs) in the same transaction, so the board
 * and the calculator read one cost. The list's api_json follows the row
 * through its trigger (decision 027).
 */
export async function updateDish(
  db: Db,
  restaurantId: number,
  id: number,
  patch: DishPatchInput,
): Promise<Dish> {
  const { foodCostCents, ...fields } = patch;
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  return db.transaction(async (tx) => {
    const where = and(eq(dishes.id, id), eq(dishes.restaurantId, restaurantId));
    const [row] =
      Object.keys(set).length > 0
        ? await tx.update(dishes).set(set).where(where).returning()
        : await tx.select().from(dishes).where(where);
    if (!row) throw notFound("Prato não encontrado.");
    if (foodCostCents !== undefined) await saveFoodCost(tx, restaurantId, id, foodCostCents);
    return toDish(row);
  });
}
