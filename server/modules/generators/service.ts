import { and, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import { hasPaidAccess } from "../../../common/billing";
import { generationSchema } from "../../../common/generations";
import type { GenerationKind } from "../../../common/generators";
import type { Restaurant } from "../../../common/restaurant";
import { NO_FACTS, RESTAURANT_CLAIM_KEYS, type RestaurantFacts } from "../../../common/restaurantFacts";
import { addDays, brazilDate } from "../../../common/week";
import type { RestaurantContext, RestaurantDish } from "../../ai/engine";
import { jsonArrayText } from "../../db/jsonText";
import type { Db } from "../../db/open";
import { storedRowJson } from "../../db/rowJson";
import { rowShape } from "../../db/rowShape";
import { analytics, dishes, generations, restaurants, sessions, users } from "../../db/schema";
import { notFound } from "../../http/errors";
import { contextFields, sessionActingRestaurant, userOfSession } from "../../requestContext/contextRead";
import { accountWithPlan } from "../plans/public";

/** Whether this account may use the configured model and keep history (running trial or active plan). */
export async function userHasAccess(db: Db, userId: string, now: Date): Promise<boolean> {
  const account = await accountWithPlan(db, userId);
  return !!account && hasPaidAccess(account, now);
}

/** What the engine may know: the restaurant, its real dishes and the last 4 weeks' figures. */
export async function restaurantContext(
  db: Db,
  restaurant: Restaurant,
  now: Date,
): Promise<RestaurantContext> {
  const since = addDays(brazilDate(now), -28);
  const [dishRows, [figures], facts] = await Promise.all([
    db
      .select({
        name: dishes.name,
        price: dishes.price,
        description: dishes.description,
        sales: dishes.sales,
      })
      .from(dishes)
      .where(and(eq(dishes.restaurantId, restaurant.id), eq(dishes.isActive, true)))
      .orderBy(desc(dishes.sales), desc(dishes.id))
      .limit(30),
    db
      .select({
        // bigint: 30 valid days overflow int4 (a day may be R$ 100 mi).
        sales: sql<number>`coalesce(sum(${analytics.totalSales}), 0)::bigint`.mapWith(Number),
        orders: sql<number>`coalesce(sum(${analytics.orderCount}), 0)::bigint`.mapWith(Number),
        repeat: sql<number>`coalesce(sum(${analytics.repeatCustomers}), 0)::bigint`.mapWith(Number),
        rating: sql<number | null>`avg(${analytics.rating})::real`,
      })
      .from(analytics)
      .where(and(eq(analytics.restaurantId, restaurant.id), gte(analytics.date, since))),
    restaurantFacts(db, restaurant.id),
  ]);
  return {
    name: restaurant.name,
    type: restaurant.type,
    dishes: dishRows,
    facts,
    metrics:
      figures && figures.orders > 0
        ? {
            averageTicketCents: Math.round(figures.sales / figures.orders),
            orderCount: figures.orders,
            repeatCustomers: figures.repeat,
            rating: figures.rating,
          }
        : undefined,
  };
}

/**
 * The owner's own facts (issue 28): the channels a reply may offer and the
 * claims a text may make. Written by the restaurant settings; read here only.
 * A claim key this version does not know is dropped rather than trusted.
 */
async function restaurantFacts(db: Db, restaurantId: number): Promise<RestaurantFacts> {
  const [row] = await db
    .select({
      contactWhatsapp: restaurants.contactWhatsapp,
      contactPhone: restaurants.contactPhone,
      contactEmail: restaurants.contactEmail,
      confirmedClaims: restaurants.confirmedClaims,
      reviewReplyDays: restaurants.reviewReplyDays,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  if (!row) return NO_FACTS;
  const known = new Set<string>(RESTAURANT_CLAIM_KEYS);
  const blank = (v: string | null) => (v?.trim() ? v.trim() : null);
  return {
    contactWhatsapp: blank(row.contactWhatsapp),
    contactPhone: blank(row.contactPhone),
    contactEmail: blank(row.contactEmail),
    confirmedClaims: (row.confirmedClaims ?? []).filter(
      (c): c is RestaurantFacts["confirmedClaims"][number] => known.has(c),
    ),
    reviewReplyDays: row.reviewReplyDays,
  };
}

/** One active dish of the restaurant, for a promotion that names it; anything else is a 404. */
export async function restaurantDish(
  db: Db,
  restaurant: Restaurant | undefined,
  dishId: number,
): Promise<RestaurantDish> {
  const [row] = restaurant
    ? await db
        .select({ name: dishes.name, price: dishes.price, description: dishes.description })
        .from(dishes)
        .where(and(eq(dishes.id, dishId), eq(dishes.restaurantId, restaurant.id), eq(dishes.isActive, true)))
    : [];
  if (!row) throw notFound("Prato não encontrado.");
  return row;
}

export async function saveGeneration(
  db: Db,
  restaurantId: number,
  kind: GenerationKind,
  input: Record<string, unknown>,
  output: Record<string, unknown> & { source: string },
): Promise<void> {
  const { source, ...rest } = output;
  await db.insert(generations).values({ restaurantId, kind, input, output: rest, source });
}

/**
 * A generated text as GET /api/generations writes it, declared once from
 * generationSchema and the table (issue 26): input and output are the stored
 * jsonb as jsonb writes it (server/db/jsonText.ts).
 */
export const GENERATION_JSON = rowShape(generations, generationSchema);

/**
 * The acting restaurant's `limit` latest texts (of `kind` when given, null for
 * every kind) as the API's JSON text, joined by the database in the same
 * statement from each row's stored text (one row per request, a body sent as
 * is; decisions 023 and 027).
 */
const generationsJsonText = (restaurantId: SQL) => {
  const kind = sql.placeholder("kind");
  return jsonArrayText(
    storedRowJson("g", GENERATION_JSON),
    sql`from (select * from ${generations} g
      where g.restaurant_id = ${restaurantId} and (${kind}::text is null or g.kind = ${kind}::text)
      order by g.created_at desc, g.id desc
      limit ${sql.placeholder("limit")}) g`,
    sql`g.created_at desc, g.id desc`,
  );
};

/**
 * GET /api/generations in one statement: session, user, acting restaurant and
 * its `limit` latest texts, of `kind` when given (null for every kind).
 */
export function prepareGenerationsRead(db: Db) {
  const acting = sessionActingRestaurant(db);
  return db
    .select({ ...contextFields(acting), generations: generationsJsonText(sql`${acting.id}`) })
    .from(sessions)
    .leftJoin(users, userOfSession)
    .leftJoinLateral(acting, sql`true`)
    .where(eq(sessions.sid, sql.placeholder("sid")))
    .prepare("read_generations");
}

/** The generations of a context read's (single) row, as the answer's JSON text. */
export const generationsOf = (rows: { generations: string }[]): string => rows[0]?.generations ?? "[]";
