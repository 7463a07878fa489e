import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { deadlineLabel, OPEN_REVIEW_STATUSES, reviewDeadline } from "../../../common/reviews";
import { brazilDate } from "../../../common/week";
import type { Db } from "../../db/open";
import { restaurants, reviewDigests, reviews, teamMembers, users } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import { reviewDigestMail } from "./digestMail";
import { digestUnsubscribeToken } from "./digestToken";

/** The digest goes out from this hour of the Brazilian day (the job runs every hour). */
export const DIGEST_HOUR = 8;
/** A review is "due" for the digest when its deadline is today or tomorrow, or already passed. */
const DUE_WITHIN_DAYS = 1;
const MAX_LISTED = 20;

type DigestDeps = { db: Db; now: () => Date; appUrl: string; secret: string };

/**
 * The opt-in daily email (users.review_digest_email): to each owner or team
 * member who asked for it, once per Brazilian day from 08:00, the unanswered
 * reviews of the restaurants they answer for that are due today, tomorrow or late. No mail on a day with
 * nothing due. Returns how many mails were queued (the caller wakes the outbox).
 */
export async function sendReviewDigests(deps: DigestDeps): Promise<number> {
  const now = deps.now();
  const today = brazilDate(now);
  const brazilHour = new Date(now.getTime() - 3 * 3_600_000).getUTCHours();
  if (brazilHour < DIGEST_HOUR) return 0;
  const recipients = await deps.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.reviewDigestEmail, true));
  let sent = 0;
  for (const user of recipients) {
    const open = await deps.db
      .select({
        restaurant: restaurants.name,
        replyDays: restaurants.reviewReplyDays,
        stars: reviews.stars,
        text: reviews.text,
        reviewDate: reviews.reviewDate,
      })
      .from(reviews)
      .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
      .where(
        and(
          // Their own restaurants and those they answer for as an active team member.
          or(
            eq(restaurants.userId, user.id),
            inArray(
              restaurants.id,
              deps.db
                .select({ id: teamMembers.restaurantId })
                .from(teamMembers)
                .where(
                  and(
                    eq(teamMembers.status, "active"),
                    sql`lower(${teamMembers.email}) = lower(${user.email})`,
                  ),
                ),
            ),
          ),
          inArray(reviews.status, [...OPEN_REVIEW_STATUSES]),
        ),
      )
      .orderBy(asc(reviews.reviewDate), asc(reviews.id));
    const due = open
      .map((r) => ({ ...r, daysLeft: reviewDeadline(r.reviewDate, r.replyDays, now).daysLeft }))
      .filter((r) => r.daysLeft <= DUE_WITHIN_DAYS)
      .sort((a, b) => a.daysLeft - b.daysLeft);
    if (due.length === 0) continue;
    const queued = await deps.db.transaction(async (tx) => {
      const [marked] = await tx
        .insert(reviewDigests)
        .values({ userId: user.id, day: today })
        .onConflictDoNothing()
        .returning({ day: reviewDigests.day });
      if (!marked) return false; // already sent today (another instance, or an earlier run)
      await enqueueMail(tx, {
        kind: "review_digest",
        to: user.email,
        ...reviewDigestMail({
          firstName: user.firstName,
          items: due.slice(0, MAX_LISTED).map((r) => ({
            restaurant: r.restaurant,
            stars: r.stars,
            text: r.text,
            when: deadlineLabel(r.daysLeft),
          })),
          total: due.length,
          inboxLink: `${deps.appUrl}/dashboard/avaliacoes`,
          unsubscribeLink: `${deps.appUrl}/api/reviews/digest/unsubscribe?token=${encodeURIComponent(
            digestUnsubscribeToken(deps.secret, user.id),
          )}`,
        }),
      });
      return true;
    });
    if (queued) sent++;
  }
  return sent;
}
