import { and, eq } from "drizzle-orm";
import { type Checklist, DEFAULT_CHECKLIST } from "../../../common/checklist";
import { brazilDate, weekStartOf } from "../../../common/week";
import type { Db } from "../../db/open";
import { checklists } from "../../db/schema";
import { notFound } from "../../http/errors";

/** This week's checklist of the restaurant; a new week starts from the defaults. */
export async function weekChecklist(db: Db, restaurantId: number, now: Date): Promise<Checklist> {
  const weekStart = weekStartOf(brazilDate(now));
  const [row] = await db
    .select({ items: checklists.items })
    .from(checklists)
    .where(and(eq(checklists.restaurantId, restaurantId), eq(checklists.weekStart, weekStart)));
  return { weekStart, items: row?.items ?? DEFAULT_CHECKLIST.map((i) => ({ ...i })) };
}

export async function toggleItem(
  db: Db,
  restaurantId: number,
  now: Date,
  itemId: string,
  completed: boolean,
): Promise<Checklist> {
  const current = await weekChecklist(db, restaurantId, now);
  if (!current.items.some((i) => i.id === itemId)) throw notFound("Item do checklist não encontrado.");
  const items = current.items.map((i) => (i.id === itemId ? { ...i, completed } : i));
  await db
    .insert(checklists)
    .values({ restaurantId, weekStart: current.weekStart, items })
    .onConflictDoUpdate({ target: [checklists.restaurantId, checklists.weekStart], set: { items } });
  return { weekStart: current.weekStart, items };
}
