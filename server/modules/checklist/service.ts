import { and, eq, sql } from "drizzle-orm";
import { type Checklist, DEFAULT_CHECKLIST } from "../../../common/checklist";
import { brazilDate, weekStartOf } from "../../../common/week";
import type { Db } from "../../db/open";
import { checklists, sessions, users } from "../../db/schema";
import { notFound } from "../../http/errors";
import { contextFields, sessionActingRestaurant, userOfSession } from "../../requestContext/contextRead";

/** GET /api/checklist in one statement: session, user, acting restaurant and its checklist of `week`. */
export function prepareChecklistRead(db: Db) {
  const acting = sessionActingRestaurant(db);
  return db
    .select({ ...contextFields(acting), items: checklists.items })
    .from(sessions)
    .leftJoin(users, userOfSession)
    .leftJoinLateral(acting, sql`true`)
    .leftJoin(
      checklists,
      and(eq(checklists.restaurantId, acting.id), eq(checklists.weekStart, sql.placeholder("week"))),
    )
    .where(eq(sessions.sid, sql.placeholder("sid")))
    .prepare("read_checklist");
}

/** The week's checklist from its stored items, or the defaults for a new week. */
export const checklistOf = (weekStart: string, items: Checklist["items"] | null | undefined): Checklist => ({
  weekStart,
  items: items ?? DEFAULT_CHECKLIST.map((i) => ({ ...i })),
});

/** This week's checklist of the restaurant; a new week starts from the defaults. */
export async function weekChecklist(db: Db, restaurantId: number, now: Date): Promise<Checklist> {
  const weekStart = weekStartOf(brazilDate(now));
  const [row] = await db
    .select({ items: checklists.items })
    .from(checklists)
    .where(and(eq(checklists.restaurantId, restaurantId), eq(checklists.weekStart, weekStart)));
  return checklistOf(weekStart, row?.items);
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
