import { and, avg, count, eq, gte, isNotNull, lte } from "drizzle-orm";
import { RATING_WINDOW_DAYS, SUPER_RATING_TARGET } from "../../../common/reviews";
import { addDays } from "../../../common/week";
import type { Db } from "../../db/open";
import { reviews } from "../../db/schema";

/**
 * The rating the weekly report sets against iFood's Super target (issue 27 item 3, issue 28 item 7): the
 * average grade of the 90 days that end on `lastDay` (a report's Sunday), so
 * an old week shows the rating it had then.
 */
export async function ratingUntil(
  db: Db,
  restaurantId: number,
  lastDay: string,
): Promise<{ average: number | null; graded: number; target: number }> {
  const [row] = await db
    .select({ average: avg(reviews.stars), graded: count(reviews.stars) })
    .from(reviews)
    .where(
      and(
        eq(reviews.restaurantId, restaurantId),
        isNotNull(reviews.stars),
        gte(reviews.reviewDate, addDays(lastDay, -(RATING_WINDOW_DAYS - 1))),
        lte(reviews.reviewDate, lastDay),
      ),
    );
  const graded = Number(row?.graded ?? 0);
  const average = graded === 0 || row?.average == null ? null : Math.round(Number(row.average) * 100) / 100;
  return { average, graded, target: SUPER_RATING_TARGET };
}
