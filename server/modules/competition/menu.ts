import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import {
  COMPETITION_MESSAGES,
  type MenuPreview,
  type MenuSaveResult,
  type menuDishInputSchema,
  type RivalDish,
  type rivalDishPatchSchema,
} from "../../../common/competition";
import { type MatchCandidate, normalizeName, suggestMatch } from "../../../common/competitionMatch";
import {
  MENU_PASTE_MESSAGES,
  menuPasteProblem,
  type ParsedDish,
  parseMenuText,
  sizeOf,
} from "../../../common/competitionMenu";
import { parseMoneyToCents } from "../../../common/pricing";
import { brazilDate } from "../../../common/week";
import type { z } from "../../../common/zod";
import type { Db } from "../../db/open";
import { competitionDishes, competitionPrices, competitionRivals, dishes } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../http/errors";
import { assertOwnerMay } from "../team/public";
import { type Acting, historyByDish, rivalOf, toRivalDish } from "./rivals";

/** A rival's dish is the same dish again when its normalised name and size are. */
export const dishKey = (name: string, size: string | null) =>
  `${normalizeName(name)}|${size ? normalizeName(size) : ""}`.slice(0, 220);

/** "29.90" (the dish list's price) in cents; null for a dish without a price. */
const priceTextCents = (price: string | null) => (price ? Math.round(Number.parseFloat(price) * 100) : null);

/** Our dishes that have a price: the only ones a rival's dish can be compared with. */
export async function ourPricedDishes(db: Db, restaurantId: number): Promise<MatchCandidate[]> {
  const rows = await db
    .select({ id: dishes.id, name: dishes.name, category: dishes.category, price: dishes.price })
    .from(dishes)
    .where(eq(dishes.restaurantId, restaurantId));
  return rows
    .map((r) => ({ id: r.id, name: r.name, category: r.category, priceCents: priceTextCents(r.price) }))
    .filter((r) => r.priceCents !== null && r.priceCents > 0);
}

async function previewOf(
  db: Db,
  acting: Acting,
  rivalId: number,
  parsed: { dishes: ParsedDish[]; notUnderstood: string[] },
): Promise<MenuPreview> {
  const saved = await db.select().from(competitionDishes).where(eq(competitionDishes.rivalId, rivalId));
  const byKey = new Map(saved.map((d) => [d.nameKey, d]));
  const ours = await ourPricedDishes(db, acting.restaurantId);
  return {
    notUnderstood: parsed.notUnderstood,
    dishes: parsed.dishes.map((d) => {
      const current = byKey.get(dishKey(d.name, d.size));
      const kept =
        current?.matchState === "confirmado" && current.ourDishId !== null ? current.ourDishId : null;
      return {
        ...d,
        currentPriceCents: current?.priceCents ?? null,
        suggestedDishId:
          current?.matchState === "sem equivalente" ? null : (kept ?? suggestMatch(d, ours)?.dishId ?? null),
      };
    }),
  };
}

/** POST …/menu/preview: the pasted text read into dishes and prices; nothing is saved. */
export async function previewPaste(
  db: Db,
  acting: Acting,
  rivalId: number,
  text: string,
): Promise<MenuPreview> {
  await rivalOf(db, acting.restaurantId, rivalId);
  const problem = menuPasteProblem(text);
  if (problem) throw badRequest(`MENU_${problem.toUpperCase()}`, MENU_PASTE_MESSAGES[problem]);
  const parsed = parseMenuText(text);
  if (parsed.dishes.length === 0) throw badRequest("MENU_NOPRICES", MENU_PASTE_MESSAGES.noPrices);
  return previewOf(db, acting, rivalId, parsed);
}

const HEADERS: Record<string, keyof ParsedDish> = {
  nome: "name",
  name: "name",
  prato: "name",
  item: "name",
  preco: "priceCents",
  price: "priceCents",
  valor: "priceCents",
  secao: "section",
  categoria: "section",
  category: "section",
  section: "section",
  tamanho: "size",
  size: "size",
  descricao: "description",
  description: "description",
};

/** POST …/menu/csv: a CSV of the rival's menu (nome, preço, seção, tamanho, descrição) read like a paste. */
export async function previewCsv(db: Db, acting: Acting, rivalId: number, csv: string): Promise<MenuPreview> {
  await rivalOf(db, acting.restaurantId, rivalId);
  const firstLine = csv.split(/\r?\n/, 1)[0] ?? "";
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ""), {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch {
    throw badRequest("MENU_CSV_UNREADABLE", COMPETITION_MESSAGES.csvUnreadable);
  }
  const [header, ...rows] = records;
  const columns = (header ?? []).map((h) => HEADERS[normalizeName(h).replace(/\s/g, "")]);
  if (!columns.includes("name") || !columns.includes("priceCents")) {
    throw badRequest("MENU_CSV_EMPTY", COMPETITION_MESSAGES.csvEmpty);
  }
  const parsed: ParsedDish[] = [];
  const notUnderstood: string[] = [];
  for (const row of rows.slice(0, 1000)) {
    const get = (field: keyof ParsedDish) => {
      const i = columns.indexOf(field);
      return i >= 0 ? (row[i] ?? "").trim() : "";
    };
    const name = get("name");
    const cents = parseMoneyToCents(get("priceCents"));
    if (!name || cents === null || cents <= 0) {
      notUnderstood.push(row.join(delimiter).slice(0, 300));
      continue;
    }
    const size = get("size") || sizeOf(name);
    parsed.push({
      name: name.slice(0, 160),
      section: get("section").slice(0, 120) || null,
      size: size ? size.slice(0, 40) : null,
      description: get("description").slice(0, 600) || null,
      priceCents: cents,
      oldPriceCents: null,
      priceNote: null,
      quantity: 1,
    });
  }
  if (parsed.length === 0) throw badRequest("MENU_CSV_EMPTY", COMPETITION_MESSAGES.csvEmpty);
  return previewOf(db, acting, rivalId, {
    dishes: parsed.slice(0, 500),
    notUnderstood: notUnderstood.slice(0, 200),
  });
}

type DishInput = z.output<typeof menuDishInputSchema>;

/**
 * Saves the dishes the owner confirmed: a new one is added with its first
 * price; one already saved (same name and size) gets the new price and a
 * history row when the price changed. The rival's row is locked, so two
 * saves of the same rival do not both add the same dish.
 */
export async function saveMenu(
  db: Db,
  acting: Acting,
  rivalId: number,
  input: { dishes: DishInput[]; seenOn: string | null },
  now: Date,
): Promise<MenuSaveResult> {
  const seenOn = input.seenOn ?? brazilDate(now);
  const ours = new Set((await ourPricedDishes(db, acting.restaurantId)).map((d) => d.id));
  for (const d of input.dishes) {
    if (d.ourDishId && !ours.has(d.ourDishId)) throw notFound(COMPETITION_MESSAGES.ourDishNotFound);
  }
  return db.transaction(async (tx) => {
    const [rival] = await tx
      .select({ id: competitionRivals.id })
      .from(competitionRivals)
      .where(and(eq(competitionRivals.id, rivalId), eq(competitionRivals.restaurantId, acting.restaurantId)))
      .for("update");
    if (!rival) throw notFound(COMPETITION_MESSAGES.rivalNotFound);
    const saved = await tx.select().from(competitionDishes).where(eq(competitionDishes.rivalId, rivalId));
    const byKey = new Map(saved.map((d) => [d.nameKey, d]));
    // The same dish twice in one paste: the later line wins.
    const unique = new Map(input.dishes.map((d) => [dishKey(d.name, d.size), d]));
    const result = { added: 0, changed: 0, unchanged: 0 };
    for (const [key, d] of unique) {
      const match =
        d.noEquivalent === true
          ? { ourDishId: null, matchState: "sem equivalente" }
          : d.ourDishId
            ? { ourDishId: d.ourDishId, matchState: "confirmado" }
            : undefined;
      const current = byKey.get(key);
      if (!current) {
        const [row] = await tx
          .insert(competitionDishes)
          .values({
            rivalId,
            nameKey: key,
            name: d.name,
            section: d.section,
            size: d.size,
            description: d.description,
            priceCents: d.priceCents,
            priceNote: d.priceNote,
            ...(match ?? {}),
          })
          .returning({ id: competitionDishes.id });
        await tx.insert(competitionPrices).values({ rivalDishId: row!.id, priceCents: d.priceCents, seenOn });
        result.added++;
        continue;
      }
      const changed = current.priceCents !== d.priceCents;
      await tx
        .update(competitionDishes)
        .set({
          name: d.name,
          section: d.section,
          description: d.description,
          priceCents: d.priceCents,
          priceNote: d.priceNote,
          ...(match ?? {}),
        })
        .where(eq(competitionDishes.id, current.id));
      if (changed) {
        await tx
          .insert(competitionPrices)
          .values({ rivalDishId: current.id, priceCents: d.priceCents, seenOn });
        result.changed++;
      } else result.unchanged++;
    }
    return result;
  });
}

async function rivalDishOf(db: Db, restaurantId: number, id: number) {
  const [row] = await db
    .select({ dish: competitionDishes })
    .from(competitionDishes)
    .innerJoin(competitionRivals, eq(competitionRivals.id, competitionDishes.rivalId))
    .where(and(eq(competitionDishes.id, id), eq(competitionRivals.restaurantId, restaurantId)));
  if (!row) throw notFound(COMPETITION_MESSAGES.dishNotFound);
  return row.dish;
}

/** PATCH a rival's dish: the match (ours, or "sem equivalente"), a price or a name fixed by hand. */
export async function patchRivalDish(
  db: Db,
  acting: Acting,
  id: number,
  patch: z.output<typeof rivalDishPatchSchema>,
  now: Date,
): Promise<RivalDish> {
  const current = await rivalDishOf(db, acting.restaurantId, id);
  const set: Partial<typeof competitionDishes.$inferInsert> = {};
  if (patch.matchState === "sem equivalente")
    Object.assign(set, { ourDishId: null, matchState: "sem equivalente" });
  else if (patch.ourDishId) {
    const ours = await ourPricedDishes(db, acting.restaurantId);
    if (!ours.some((d) => d.id === patch.ourDishId)) throw notFound(COMPETITION_MESSAGES.ourDishNotFound);
    Object.assign(set, { ourDishId: patch.ourDishId, matchState: "confirmado" });
  } else if (patch.matchState === "confirmado") {
    if (current.ourDishId === null)
      throw new AppError(
        400,
        "MATCH_NEEDS_DISH",
        "Escolha o seu prato equivalente ou marque “sem equivalente”.",
      );
    set.matchState = "confirmado";
  }
  if (patch.name) {
    const key = dishKey(patch.name, current.size);
    const [taken] = await db
      .select({ id: competitionDishes.id })
      .from(competitionDishes)
      .where(and(eq(competitionDishes.rivalId, current.rivalId), eq(competitionDishes.nameKey, key)));
    if (taken && taken.id !== id)
      throw new AppError(
        409,
        "RIVAL_DISH_EXISTS",
        "Esse concorrente já tem um prato com esse nome e tamanho.",
      );
    set.name = patch.name;
    set.nameKey = key;
  }
  const priceChanged = patch.priceCents !== undefined && patch.priceCents !== current.priceCents;
  if (priceChanged) set.priceCents = patch.priceCents;
  await db.transaction(async (tx) => {
    if (Object.keys(set).length > 0)
      await tx.update(competitionDishes).set(set).where(eq(competitionDishes.id, id));
    if (priceChanged)
      await tx
        .insert(competitionPrices)
        .values({ rivalDishId: id, priceCents: patch.priceCents!, seenOn: brazilDate(now) });
  });
  const updated = await rivalDishOf(db, acting.restaurantId, id);
  return toRivalDish(updated, (await historyByDish(db, [id])).get(id) ?? []);
}

export async function removeRivalDish(db: Db, acting: Acting, id: number): Promise<void> {
  assertOwnerMay(acting, "deleteCompetition");
  await rivalDishOf(db, acting.restaurantId, id);
  await db.delete(competitionDishes).where(eq(competitionDishes.id, id));
}
