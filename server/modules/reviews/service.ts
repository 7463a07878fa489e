import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { ReviewTopic } from "../../../common/reviewPoints";
import {
  inboxSummaryLine,
  OPEN_REVIEW_STATUSES,
  RATING_WINDOW_DAYS,
  REVIEW_LIMITS,
  REVIEW_STATUSES,
  type Review,
  type ReviewCounts,
  type ReviewList,
  type ReviewListQuery,
  type ReviewPatch,
  type ReviewStatus,
  type ReviewSummary,
  reviewDeadline,
} from "../../../common/reviews";
import { addDays, brazilDate } from "../../../common/week";
import type { Db } from "../../db/open";
import { restaurants, reviews, users } from "../../db/schema";
import { notFound } from "../../http/errors";
import { type Actor, assertOwnerMay } from "../team/public";
import { ratingUntil } from "./rating";

/** The acting restaurant as the inbox needs it: its id and its reply window. */
export type ReviewScope = { restaurantId: number; replyDays: number };

export async function reviewScope(db: Db, restaurantId: number): Promise<ReviewScope> {
  const [row] = await db
    .select({ replyDays: restaurants.reviewReplyDays })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!row) throw notFound();
  return { restaurantId, replyDays: row.replyDays };
}

const reviewColumns = {
  id: reviews.id,
  source: reviews.source,
  stars: reviews.stars,
  text: reviews.text,
  reviewDate: reviews.reviewDate,
  orderId: reviews.orderId,
  orderShortId: reviews.orderShortId,
  positiveTags: reviews.positiveTags,
  negativeTags: reviews.negativeTags,
  status: reviews.status,
  reply: reviews.reply,
  topics: reviews.topics,
  moderationReason: reviews.moderationReason,
  moderationText: reviews.moderationText,
  handledBy: sql<string | null>`coalesce(nullif(trim(${users.firstName}), ''), ${users.email})`,
  handledAt: reviews.handledAt,
};
const selectReviews = (db: Db) =>
  db.select(reviewColumns).from(reviews).leftJoin(users, eq(users.id, reviews.handledBy));

type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>["execute"]>>[number];

function toReview(row: ReviewRow, replyDays: number, now: Date): Review {
  return {
    ...row,
    source: row.source as Review["source"],
    status: row.status as ReviewStatus,
    topics: row.topics as ReviewTopic[],
    moderationReason: row.moderationReason as Review["moderationReason"],
    handledBy: row.handledBy,
    handledAt: row.handledAt?.toISOString() ?? null,
    ...reviewDeadline(row.reviewDate, replyDays, now),
  };
}

export async function statusCounts(db: Db, restaurantId: number): Promise<ReviewCounts> {
  const rows = await db
    .select({ status: reviews.status, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.restaurantId, restaurantId))
    .groupBy(reviews.status);
  const counts = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, 0])) as ReviewCounts;
  for (const r of rows) if (r.status in counts) counts[r.status as ReviewStatus] = r.n;
  return counts;
}

/** The inbox: open reviews first, the nearest deadline first; then the rest, newest first. */
export async function listReviews(
  db: Db,
  scope: ReviewScope,
  query: ReviewListQuery,
  now: Date,
): Promise<ReviewList> {
  const filter = and(
    eq(reviews.restaurantId, scope.restaurantId),
    query.status ? eq(reviews.status, query.status) : undefined,
    query.stars ? eq(reviews.stars, query.stars) : undefined,
    query.topic ? sql`${reviews.topics} @> ${JSON.stringify([query.topic])}::jsonb` : undefined,
  );
  const page = query.page ?? 1;
  const pageSize = REVIEW_LIMITS.pageSize;
  const [[matching], counts] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(filter),
    statusCounts(db, scope.restaurantId),
  ]);
  const rows = await selectReviews(db)
    .where(filter)
    .orderBy(
      sql`case when ${reviews.status} in ('new', 'draft') then 0 else 1 end`,
      sql`case when ${reviews.status} in ('new', 'draft') then ${reviews.reviewDate} end asc`,
      desc(reviews.reviewDate),
      asc(reviews.id),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    reviews: rows.map((r) => toReview(r, scope.replyDays, now)),
    counts,
    total: matching?.n ?? 0,
    page,
    pageSize,
    replyDays: scope.replyDays,
  };
}

export async function getReview(db: Db, scope: ReviewScope, id: number, now: Date): Promise<Review> {
  const [row] = await selectReviews(db).where(
    and(eq(reviews.id, id), eq(reviews.restaurantId, scope.restaurantId)),
  );
  if (!row) throw notFound("Avaliação não encontrada.");
  return toReview(row, scope.replyDays, now);
}

/**
 * Draft, answered, moderation, archived or back to new. Members may do all of
 * it; whoever acts becomes the one who handled it. The first time a review is
 * answered (or sent to moderation) is kept for the "answered in time" share.
 */
export async function updateReview(
  db: Db,
  scope: ReviewScope,
  actor: Actor,
  id: number,
  patch: ReviewPatch,
  now: Date,
): Promise<Review> {
  const handled = patch.status === "answered" || patch.status === "moderation";
  const updated = await db
    .update(reviews)
    .set({
      status: patch.status,
      ...(patch.reply !== undefined ? { reply: patch.reply || null } : {}),
      ...(patch.topics !== undefined ? { topics: [...new Set(patch.topics)] } : {}),
      ...(patch.moderationReason !== undefined ? { moderationReason: patch.moderationReason } : {}),
      ...(patch.moderationText !== undefined ? { moderationText: patch.moderationText || null } : {}),
      ...(handled
        ? { answeredAt: sql`coalesce(${reviews.answeredAt}, ${now.toISOString()}::timestamptz)` }
        : {}),
      handledBy: actor.userId,
      handledAt: now,
      updatedAt: now,
    })
    .where(and(eq(reviews.id, id), eq(reviews.restaurantId, scope.restaurantId)))
    .returning({ id: reviews.id });
  if (updated.length === 0) throw notFound("Avaliação não encontrada.");
  return getReview(db, scope, id, now);
}

export async function deleteReview(db: Db, scope: ReviewScope, actor: Actor, id: number): Promise<void> {
  assertOwnerMay(actor, "deleteReview");
  const gone = await db
    .delete(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.restaurantId, scope.restaurantId)))
    .returning({ id: reviews.id });
  if (gone.length === 0) throw notFound("Avaliação não encontrada.");
}

/** The open reviews' deadlines, for the card and the digest. */
export async function openDeadlines(db: Db, scope: ReviewScope, now: Date) {
  const rows = await db
    .select({ reviewDate: reviews.reviewDate })
    .from(reviews)
    .where(
      and(eq(reviews.restaurantId, scope.restaurantId), inArray(reviews.status, [...OPEN_REVIEW_STATUSES])),
    );
  const days = rows.map((r) => reviewDeadline(r.reviewDate, scope.replyDays, now).daysLeft);
  return {
    open: days.length,
    overdue: days.filter((d) => d < 0).length,
    dueToday: days.filter((d) => d === 0).length,
    dueTomorrow: days.filter((d) => d === 1).length,
  };
}

/**
 * The card's line and the rating: the average grade of the reviews of the
 * last 90 days (today included) against iFood's Super target, and of those
 * whose deadline has passed or that were handled, the share answered (or sent
 * to moderation) by the end of their deadline day.
 */
export async function reviewSummary(db: Db, scope: ReviewScope, now: Date): Promise<ReviewSummary> {
  const deadlines = await openDeadlines(db, scope, now);
  const today = brazilDate(now);
  const [rating, rows] = await Promise.all([
    ratingUntil(db, scope.restaurantId, today),
    db
      .select({ reviewDate: reviews.reviewDate, answeredAt: reviews.answeredAt })
      .from(reviews)
      .where(
        and(
          eq(reviews.restaurantId, scope.restaurantId),
          gte(reviews.reviewDate, addDays(today, -(RATING_WINDOW_DAYS - 1))),
        ),
      ),
  ]);
  let considered = 0;
  let inTime = 0;
  for (const r of rows) {
    const { dueOn } = reviewDeadline(r.reviewDate, scope.replyDays, now);
    if (r.answeredAt === null && dueOn >= today) continue; // still has time: not judged yet
    considered++;
    if (r.answeredAt !== null && brazilDate(r.answeredAt) <= dueOn) inTime++;
  }
  return {
    ...deadlines,
    line: inboxSummaryLine(deadlines),
    rating: {
      ...rating,
      answeredInTimeShare: considered === 0 ? null : Math.round((inTime / considered) * 1000) / 1000,
      considered,
    },
  };
}
