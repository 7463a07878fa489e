import { and, desc, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { type NewPromotionInput, type Promotion, promotionSchema } from "../../../common/promotions";
import { jsonArrayText } from "../../db/jsonText";
import type { Db } from "../../db/open";
import { storedRowJson } from "../../db/rowJson";
import { rowShape } from "../../db/rowShape";
import { promotions, restaurants, sessions, users } from "../../db/schema";
import { notFound } from "../../http/errors";
import { contextFields, sessionActingRestaurant, userOfSession } from "../../requestContext/contextRead";
import { type Actor, assertOwnerMay } from "../team/public";

/** The SPEC's discountType, read off the discount's own words. */
export function discountKind(discount: string): "percentual" | "valor" | "outro" {
  if (/%/.test(discount)) return "percentual";
  if (/R\$\s*\d/.test(discount)) return "valor";
  return "outro";
}

/**
 * A promotion as GET /api/promotions writes it, declared once from
 * promotionSchema and the table (issue 26); `discount` is the stored discount_value.
 */
export const PROMOTION_JSON = rowShape(promotions, promotionSchema, { discount: "discountValue" });
const toPromotion = PROMOTION_JSON.toAnswer;

/**
 * The acting restaurant's promotions as the API's JSON text, newest first,
 * joined by the database in the same statement from each row's stored text
 * (one row per request, a body sent as is; decisions 023 and 027).
 */
const promotionsJsonText = (restaurantId: SQL) =>
  jsonArrayText(
    storedRowJson("p", PROMOTION_JSON),
    sql`from ${promotions} p where p.restaurant_id = ${restaurantId}`,
    sql`p.created_at desc, p.id desc`,
  );

/** GET /api/promotions in one statement: session, user, acting restaurant and its promotions, newest first. */
export function preparePromotionsRead(db: Db) {
  const acting = sessionActingRestaurant(db);
  return db
    .select({ ...contextFields(acting), promotions: promotionsJsonText(sql`${acting.id}`) })
    .from(sessions)
    .leftJoin(users, userOfSession)
    .leftJoinLateral(acting, sql`true`)
    .where(eq(sessions.sid, sql.placeholder("sid")))
    .prepare("read_promotions");
}

/** The promotions of a context read's (single) row, as the answer's JSON text. */
export const promotionsOf = (rows: { promotions: string }[]): string => rows[0]?.promotions ?? "[]";

/** How long an identical save counts as the same tap (a double click, a retried request). */
export const SAME_SAVE_WINDOW_MS = 60_000;

/** An optional text equal to the saved one: absent matches only absent. */
const sameOptional = (column: PgColumn, value: string | undefined): SQL =>
  value === undefined ? isNull(column) : eq(column, value);

/**
 * Saves a promotion, idempotently: the same promotion (title, description,
 * discount and period) saved again for the same restaurant within a minute is
 * the same tap repeated (a double click, a retry after a lost answer), so the
 * one already saved is answered (`created: false`) and no copy is made. We
 * chose this over a client idempotency key because it needs no new column and
 * also covers clients that send no key. The restaurant's row is locked for the
 * check-and-insert, so two concurrent saves on PostgreSQL cannot both insert.
 */
export async function addPromotion(
  db: Db,
  restaurantId: number,
  input: NewPromotionInput,
): Promise<{ promotion: Promotion; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId))
      .for("update");
    const since = new Date(Date.now() - SAME_SAVE_WINDOW_MS);
    const [existing] = await tx
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.restaurantId, restaurantId),
          eq(promotions.title, input.title),
          sameOptional(promotions.description, input.description),
          sameOptional(promotions.discountValue, input.discount),
          sameOptional(promotions.period, input.period),
          gt(promotions.createdAt, since),
        ),
      )
      .orderBy(desc(promotions.id))
      .limit(1);
    if (existing) return { promotion: toPromotion(existing), created: false };
    const [row] = await tx
      .insert(promotions)
      .values({
        restaurantId,
        title: input.title,
        description: input.description ?? null,
        period: input.period ?? null,
        discountValue: input.discount ?? null,
        discountType: input.discount ? discountKind(input.discount) : null,
        isActive: input.isActive,
      })
      .returning();
    return { promotion: toPromotion(row!), created: true };
  });
}

/** Turns on or off only a promotion of this restaurant; any other id is a 404 and changes nothing. */
export async function setPromotionActive(
  db: Db,
  restaurantId: number,
  id: number,
  isActive: boolean,
): Promise<Promotion> {
  const [row] = await db
    .update(promotions)
    .set({ isActive })
    .where(and(eq(promotions.id, id), eq(promotions.restaurantId, restaurantId)))
    .returning();
  if (!row) throw notFound("Promoção não encontrada.");
  return toPromotion(row);
}

/**
 * Deletes only a promotion of this restaurant; any other id is a 404 and
 * deletes nothing. Only the owner deletes (a member saves and toggles).
 */
export async function removePromotion(
  db: Db,
  acting: Actor & { restaurant: { id: number } },
  id: number,
): Promise<void> {
  assertOwnerMay(acting, "deletePromotion");
  const restaurantId = acting.restaurant.id;
  const deleted = await db
    .delete(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.restaurantId, restaurantId)))
    .returning({ id: promotions.id });
  if (deleted.length === 0) throw notFound("Promoção não encontrada.");
}
