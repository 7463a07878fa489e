import { eq, inArray } from "drizzle-orm";
import {
  type Board,
  type BoardRow,
  type CompetitionAlert,
  type CompetitionSettings,
  DEFAULT_COMPETITION_SETTINGS,
  type DishHistory,
} from "../../../common/competition";
import {
  atTheirPriceSentence,
  floorPriceCents,
  gapOf,
  leftCents,
  positionOf,
  receivedCents,
} from "../../../common/competitionBoard";
import { formatBRL } from "../../../common/format";
import { addDays, brazilDate } from "../../../common/week";
import type { Db } from "../../db/open";
import { competitionDishes, competitionRivals, competitionSettings, dishes } from "../../db/schema";
import { notFound } from "../../http/errors";
import { type Acting, historyByDish, observationsByRival } from "./rivals";

/** How far back a price change or a new promotion is still news on the dashboard. */
export const ALERT_DAYS = 14;

const brl = (cents: number) => formatBRL(cents / 100);

type SettingsRow = typeof competitionSettings.$inferSelect;

async function settingsRow(db: Db, restaurantId: number): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(competitionSettings)
    .where(eq(competitionSettings.restaurantId, restaurantId));
  return row;
}

const toSettings = (row: SettingsRow | undefined): CompetitionSettings =>
  row
    ? {
        thresholdPercent: row.thresholdPercent,
        presetId: row.presetId,
        commissionPercent: row.commissionPercent,
        paymentPercent: row.paymentPercent,
        marginPercent: row.marginPercent,
        ourDeliveryFeeCents: row.ourDeliveryFeeCents,
      }
    : DEFAULT_COMPETITION_SETTINGS;

export async function readSettings(db: Db, restaurantId: number): Promise<CompetitionSettings> {
  return toSettings(await settingsRow(db, restaurantId));
}

export async function saveSettings(
  db: Db,
  restaurantId: number,
  input: CompetitionSettings,
): Promise<CompetitionSettings> {
  await db
    .insert(competitionSettings)
    .values({ restaurantId, ...input })
    .onConflictDoUpdate({ target: competitionSettings.restaurantId, set: { ...input } });
  return readSettings(db, restaurantId);
}

/** Sets (or, with null, forgets) the food cost of one of our dishes; another account's dish is a 404. */
export async function saveFoodCost(
  db: Db,
  restaurantId: number,
  dishId: number,
  costCents: number | null,
): Promise<void> {
  const [dish] = await db
    .select({ id: dishes.id, restaurantId: dishes.restaurantId })
    .from(dishes)
    .where(eq(dishes.id, dishId));
  if (!dish || dish.restaurantId !== restaurantId) throw notFound("Prato não encontrado.");
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ foodCosts: competitionSettings.foodCosts })
      .from(competitionSettings)
      .where(eq(competitionSettings.restaurantId, restaurantId))
      .for("update");
    const costs = { ...(row?.foodCosts ?? {}) };
    if (costCents === null) delete costs[String(dishId)];
    else costs[String(dishId)] = costCents;
    await tx
      .insert(competitionSettings)
      .values({ restaurantId, ...DEFAULT_COMPETITION_SETTINGS, foodCosts: costs })
      .onConflictDoUpdate({ target: competitionSettings.restaurantId, set: { foodCosts: costs } });
  });
}

const priceCents = (price: string | null) => (price ? Math.round(Number.parseFloat(price) * 100) : null);

/**
 * The price board: per dish of ours with a price, each rival's confirmed
 * equivalent, the position, the gaps and what each price leaves after the
 * fee profile; and the dashboard's alerts.
 */
export async function readBoard(db: Db, acting: Acting, now: Date): Promise<Board> {
  const row = await settingsRow(db, acting.restaurantId);
  const settings = toSettings(row);
  const foodCosts = row?.foodCosts ?? {};
  const feePercent = Math.round((settings.commissionPercent + settings.paymentPercent) * 100) / 100;
  const ourDishes = await db
    .select({ id: dishes.id, name: dishes.name, category: dishes.category, price: dishes.price })
    .from(dishes)
    .where(eq(dishes.restaurantId, acting.restaurantId));
  const rivals = await db
    .select()
    .from(competitionRivals)
    .where(eq(competitionRivals.restaurantId, acting.restaurantId));
  const rivalIds = rivals.map((r) => r.id);
  const rivalDishes =
    rivalIds.length === 0
      ? []
      : await db.select().from(competitionDishes).where(inArray(competitionDishes.rivalId, rivalIds));
  const observations = await observationsByRival(db, rivalIds);
  const rivalById = new Map(rivals.map((r) => [r.id, r]));

  const rows: BoardRow[] = [];
  const unpricedDishes: string[] = [];
  for (const dish of ourDishes) {
    const ours = priceCents(dish.price);
    if (ours === null || ours <= 0) {
      unpricedDishes.push(dish.name);
      continue;
    }
    const foodCost = foodCosts[String(dish.id)] ?? null;
    const matched = rivalDishes.filter((d) => d.ourDishId === dish.id && d.matchState === "confirmado");
    const entries = matched.map((d) => {
      const rival = rivalById.get(d.rivalId)!;
      const latest = observations.get(d.rivalId)?.[0];
      const gap = gapOf(ours, d.priceCents);
      const fee = latest?.deliveryFeeCents ?? null;
      return {
        rivalId: rival.id,
        rivalName: rival.name,
        rivalDishId: d.id,
        rivalDishName: d.size && !d.name.includes(d.size) ? `${d.name} (${d.size})` : d.name,
        priceCents: d.priceCents,
        priceNote: d.priceNote,
        gapCents: gap.cents,
        gapPercent: gap.percent,
        receivedCents: receivedCents(d.priceCents, feePercent),
        leftCents: leftCents(d.priceCents, feePercent, foodCost),
        sentence: atTheirPriceSentence({
          rivalName: rival.name,
          theirCents: d.priceCents,
          feePercent,
          foodCostCents: foodCost,
          dishName: dish.name,
        }),
        deliveryFeeCents: fee,
        orderTotalCents: d.priceCents + (fee ?? 0),
        belowMinimum: latest?.minimumOrderCents != null && d.priceCents < latest.minimumOrderCents,
        withClub: latest?.withClub ?? false,
      };
    });
    entries.sort((a, b) => a.priceCents - b.priceCents);
    const prices = entries.map((e) => e.priceCents);
    const average = prices.length ? prices.reduce((s, c) => s + c, 0) / prices.length : 0;
    const overThreshold =
      prices.length > 0 &&
      ours > Math.max(...prices) &&
      ((ours - average) / average) * 100 > settings.thresholdPercent;
    rows.push({
      dishId: dish.id,
      dishName: dish.name,
      category: dish.category,
      ourPriceCents: ours,
      foodCostCents: foodCost,
      receivedCents: receivedCents(ours, feePercent),
      leftCents: leftCents(ours, feePercent, foodCost),
      ourOrderTotalCents: ours + (settings.ourDeliveryFeeCents ?? 0),
      position: positionOf(ours, prices),
      rivals: entries,
      cheapestRivalCents: prices.length ? Math.min(...prices) : null,
      floorPriceCents: floorPriceCents(foodCost, settings.marginPercent, feePercent),
      overThreshold,
    });
  }
  rows.sort((a, b) => a.dishName.localeCompare(b.dishName, "pt-BR"));

  const alerts: CompetitionAlert[] = [];
  for (const r of rows.filter((x) => x.overThreshold)) {
    const avg = Math.round(r.rivals.reduce((s, e) => s + e.priceCents, 0) / r.rivals.length);
    const pct = Math.round(((r.ourPriceCents - avg) / avg) * 1000) / 10;
    alerts.push({
      kind: "mais caro",
      text: `${r.dishName}: você cobra ${brl(r.ourPriceCents)}, o mais caro, ${String(pct).replace(".", ",")}% acima da média dos concorrentes (${brl(avg)}).`,
      dishId: r.dishId,
      rivalId: null,
    });
  }
  const since = addDays(brazilDate(now), -ALERT_DAYS);
  const history = await historyByDish(
    db,
    rivalDishes.map((d) => d.id),
  );
  for (const d of rivalDishes) {
    const points = history.get(d.id) ?? [];
    const last = points[points.length - 1];
    const before = points[points.length - 2];
    if (!last || !before || last.seenOn < since || last.priceCents === before.priceCents) continue;
    const rival = rivalById.get(d.rivalId)!;
    alerts.push({
      kind: "preço mudou",
      text: `${rival.name} mudou o preço de ${d.name}: de ${brl(before.priceCents)} para ${brl(last.priceCents)}.`,
      dishId: d.matchState === "confirmado" ? d.ourDishId : null,
      rivalId: rival.id,
    });
  }
  for (const rival of rivals) {
    const [latest, previous] = observations.get(rival.id) ?? [];
    if (!latest?.promotions || latest.observedOn < since) continue;
    if (previous?.promotions?.trim() === latest.promotions.trim()) continue;
    alerts.push({
      kind: "nova promoção",
      text: `${rival.name} está com promoção: ${latest.promotions}`,
      dishId: null,
      rivalId: rival.id,
    });
  }
  return { settings, feePercent, rows, unpricedDishes, alerts, rivalCount: rivals.length };
}

/** One of our dishes over time: our price (today's: the dish list keeps no history) and each rival's equivalent. */
export async function readDishHistory(db: Db, acting: Acting, dishId: number): Promise<DishHistory> {
  const [dish] = await db.select().from(dishes).where(eq(dishes.id, dishId));
  if (!dish || dish.restaurantId !== acting.restaurantId) throw notFound("Prato não encontrado.");
  const rivals = await db
    .select()
    .from(competitionRivals)
    .where(eq(competitionRivals.restaurantId, acting.restaurantId));
  const matched = (
    rivals.length === 0
      ? []
      : await db
          .select()
          .from(competitionDishes)
          .where(
            inArray(
              competitionDishes.rivalId,
              rivals.map((r) => r.id),
            ),
          )
  ).filter((d) => d.ourDishId === dishId && d.matchState === "confirmado");
  const history = await historyByDish(
    db,
    matched.map((d) => d.id),
  );
  return {
    dishId,
    dishName: dish.name,
    ourPriceCents: priceCents(dish.price),
    series: matched.map((d) => ({
      rivalId: d.rivalId,
      rivalName: rivals.find((r) => r.id === d.rivalId)!.name,
      points: (history.get(d.id) ?? []).map((p) => ({ priceCents: p.priceCents, seenOn: p.seenOn })),
    })),
  };
}
