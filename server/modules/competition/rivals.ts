import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import {
  COMPETITION_MESSAGES,
  type Marketplace,
  type NewObservationInput,
  type NewRivalInput,
  type Observation,
  RIVAL_LIMITS,
  type Rival,
  type RivalDetail,
  type RivalDish,
} from "../../../common/competition";
import { brazilDate } from "../../../common/week";
import type { Db } from "../../db/open";
import {
  competitionDishes,
  competitionObservations,
  competitionPrices,
  competitionRivals,
  plans,
  restaurants,
  users,
} from "../../db/schema";
import { AppError, notFound } from "../../http/errors";
import { type Actor, assertOwnerMay } from "../team/public";

/** Who acts on which restaurant (requireRestaurant's answer). */
export type Acting = Actor & { restaurantId: number };

type RivalRow = typeof competitionRivals.$inferSelect;
type ObservationRow = typeof competitionObservations.$inferSelect;

export const toObservation = (row: ObservationRow): Observation => ({
  id: row.id,
  rivalId: row.rivalId,
  observedOn: row.observedOn,
  rating: row.rating,
  deliveryFeeCents: row.deliveryFeeCents,
  deliveryMinutes: row.deliveryMinutes,
  minimumOrderCents: row.minimumOrderCents,
  promotions: row.promotions,
  place: row.place,
  withClub: row.withClub,
  createdAt: row.createdAt.toISOString(),
});

const toRival = (row: RivalRow, dishCount: number, latest: ObservationRow | undefined): Rival => ({
  id: row.id,
  name: row.name,
  marketplace: row.marketplace as Marketplace,
  link: row.link,
  neighbourhood: row.neighbourhood,
  dishCount,
  latest: latest ? toObservation(latest) : null,
  createdAt: row.createdAt.toISOString(),
});

/** The rival of this restaurant, or the 404 another account's id gets. */
export async function rivalOf(db: Db, restaurantId: number, id: number): Promise<RivalRow> {
  const [row] = await db
    .select()
    .from(competitionRivals)
    .where(and(eq(competitionRivals.id, id), eq(competitionRivals.restaurantId, restaurantId)));
  if (!row) throw notFound(COMPETITION_MESSAGES.rivalNotFound);
  return row;
}

/** How many rivals the owner's plan follows per store (Starter 3, Pro 20). */
export async function rivalLimitOf(db: Db, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ type: plans.type })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, ownerId));
  return row?.type === "pro" ? RIVAL_LIMITS.pro : RIVAL_LIMITS.starter;
}

/** Each rival's observations, newest first (the first is the latest). */
export async function observationsByRival(
  db: Db,
  rivalIds: number[],
): Promise<Map<number, ObservationRow[]>> {
  const byRival = new Map<number, ObservationRow[]>();
  if (rivalIds.length === 0) return byRival;
  const rows = await db
    .select()
    .from(competitionObservations)
    .where(inArray(competitionObservations.rivalId, rivalIds))
    .orderBy(desc(competitionObservations.observedOn), desc(competitionObservations.id));
  for (const row of rows) {
    const list = byRival.get(row.rivalId) ?? [];
    list.push(row);
    byRival.set(row.rivalId, list);
  }
  return byRival;
}

export async function listRivals(db: Db, acting: Acting): Promise<{ rivals: Rival[]; limit: number }> {
  const rows = await db
    .select()
    .from(competitionRivals)
    .where(eq(competitionRivals.restaurantId, acting.restaurantId))
    .orderBy(asc(competitionRivals.name), asc(competitionRivals.id));
  const ids = rows.map((r) => r.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ rivalId: competitionDishes.rivalId, n: count() })
          .from(competitionDishes)
          .where(inArray(competitionDishes.rivalId, ids))
          .groupBy(competitionDishes.rivalId);
  const observations = await observationsByRival(db, ids);
  return {
    rivals: rows.map((r) =>
      toRival(r, counts.find((c) => c.rivalId === r.id)?.n ?? 0, observations.get(r.id)?.[0]),
    ),
    limit: await rivalLimitOf(db, acting.ownerId),
  };
}

/**
 * Adds a rival within the plan's limit. The restaurant's row is locked for the
 * count-and-insert so two tabs cannot both add the last allowed one.
 */
export async function addRival(db: Db, acting: Acting, input: NewRivalInput): Promise<Rival> {
  const limit = await rivalLimitOf(db, acting.ownerId);
  return db.transaction(async (tx) => {
    await tx
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.id, acting.restaurantId))
      .for("update");
    const [have] = await tx
      .select({ n: count() })
      .from(competitionRivals)
      .where(eq(competitionRivals.restaurantId, acting.restaurantId));
    if ((have?.n ?? 0) >= limit) {
      throw new AppError(
        403,
        "RIVAL_LIMIT",
        limit === RIVAL_LIMITS.starter ? COMPETITION_MESSAGES.starterLimit : COMPETITION_MESSAGES.proLimit,
      );
    }
    const [row] = await tx
      .insert(competitionRivals)
      .values({ restaurantId: acting.restaurantId, ...input })
      .returning();
    return toRival(row!, 0, undefined);
  });
}

export async function updateRival(db: Db, acting: Acting, id: number, input: NewRivalInput): Promise<Rival> {
  await rivalOf(db, acting.restaurantId, id);
  const [row] = await db
    .update(competitionRivals)
    .set(input)
    .where(and(eq(competitionRivals.id, id), eq(competitionRivals.restaurantId, acting.restaurantId)))
    .returning();
  return (await rivalDetail(db, acting, row!.id)).rival;
}

export async function removeRival(db: Db, acting: Acting, id: number): Promise<void> {
  assertOwnerMay(acting, "deleteCompetition");
  const deleted = await db
    .delete(competitionRivals)
    .where(and(eq(competitionRivals.id, id), eq(competitionRivals.restaurantId, acting.restaurantId)))
    .returning({ id: competitionRivals.id });
  if (deleted.length === 0) throw notFound(COMPETITION_MESSAGES.rivalNotFound);
}

export async function addObservation(
  db: Db,
  acting: Acting & { userId: string },
  rivalId: number,
  input: NewObservationInput,
  now: Date,
): Promise<Observation> {
  await rivalOf(db, acting.restaurantId, rivalId);
  const [row] = await db
    .insert(competitionObservations)
    .values({
      rivalId,
      observedOn: input.observedOn ?? brazilDate(now),
      rating: input.rating,
      deliveryFeeCents: input.deliveryFee,
      deliveryMinutes: input.deliveryMinutes,
      minimumOrderCents: input.minimumOrder,
      promotions: input.promotions,
      place: input.place,
      withClub: input.withClub,
      createdBy: acting.userId,
    })
    .returning();
  return toObservation(row!);
}

export async function removeObservation(db: Db, acting: Acting, id: number): Promise<void> {
  assertOwnerMay(acting, "deleteCompetition");
  const [row] = await db
    .select({ id: competitionObservations.id })
    .from(competitionObservations)
    .innerJoin(competitionRivals, eq(competitionRivals.id, competitionObservations.rivalId))
    .where(and(eq(competitionObservations.id, id), eq(competitionRivals.restaurantId, acting.restaurantId)));
  if (!row) throw notFound(COMPETITION_MESSAGES.observationNotFound);
  await db.delete(competitionObservations).where(eq(competitionObservations.id, id));
}

/** Each dish's prices, oldest first. */
export async function historyByDish(
  db: Db,
  dishIds: number[],
): Promise<Map<number, { priceCents: number; seenOn: string; createdAt: Date }[]>> {
  const byDish = new Map<number, { priceCents: number; seenOn: string; createdAt: Date }[]>();
  if (dishIds.length === 0) return byDish;
  const rows = await db
    .select()
    .from(competitionPrices)
    .where(inArray(competitionPrices.rivalDishId, dishIds))
    .orderBy(asc(competitionPrices.seenOn), asc(competitionPrices.id));
  for (const row of rows) {
    const list = byDish.get(row.rivalDishId) ?? [];
    list.push({ priceCents: row.priceCents, seenOn: row.seenOn, createdAt: row.createdAt });
    byDish.set(row.rivalDishId, list);
  }
  return byDish;
}

type DishRow = typeof competitionDishes.$inferSelect;

export const toRivalDish = (row: DishRow, history: { priceCents: number; seenOn: string }[]): RivalDish => ({
  id: row.id,
  rivalId: row.rivalId,
  name: row.name,
  section: row.section,
  size: row.size,
  description: row.description,
  priceCents: row.priceCents,
  priceNote: row.priceNote,
  ourDishId: row.ourDishId,
  matchState: row.matchState as RivalDish["matchState"],
  history: history.map((h) => ({ priceCents: h.priceCents, seenOn: h.seenOn })),
});

export async function rivalDetail(db: Db, acting: Acting, id: number): Promise<RivalDetail> {
  const rival = await rivalOf(db, acting.restaurantId, id);
  const observations = (await observationsByRival(db, [id])).get(id) ?? [];
  const dishRows = await db
    .select()
    .from(competitionDishes)
    .where(eq(competitionDishes.rivalId, id))
    .orderBy(asc(competitionDishes.section), asc(competitionDishes.name), asc(competitionDishes.id));
  const history = await historyByDish(
    db,
    dishRows.map((d) => d.id),
  );
  return {
    rival: toRival(rival, dishRows.length, observations[0]),
    observations: observations.map(toObservation),
    dishes: dishRows.map((d) => toRivalDish(d, history.get(d.id) ?? [])),
  };
}
