import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import {
  type ParsedReview,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type ReviewImportInput,
  type ReviewImportResult,
  type ReviewSource,
} from "../../../common/reviews";
import { reviewPoints } from "../../ai/reviewPoints";
import type { Db } from "../../db/open";
import { reviews } from "../../db/schema";
import { AppError, badRequest } from "../../http/errors";
import { splitPastedReviews } from "./parsePaste";
import { parseReviewFile } from "./parseReviewFile";
import type { ReviewScope } from "./service";

/** The topics of the points the built-in reader finds in a review (the draft may change them later). */
function topicsOf(text: string): string[] {
  return [...new Set(reviewPoints(text).points.map((p) => p.topic))];
}

/** What makes a re-import land on the same row: the export's id, else the review's own content. */
export function dedupeKey(r: ParsedReview): string {
  if (r.externalId) return `ext:${r.externalId}`;
  const content = [r.reviewDate, r.stars ?? "", r.orderId ?? "", r.orderShortId ?? "", r.text.trim()].join(
    "\u0000",
  );
  return `sha:${createHash("sha256").update(content).digest("hex")}`;
}

const tooLarge = () => new AppError(413, "REVIEW_FILE_TOO_LARGE", REVIEW_MESSAGES.fileTooLarge);

/**
 * A paste or a file read into reviews: with dryRun the preview (what would be
 * created and what is already in), else saved. Nothing is written when the
 * input is unreadable or too big; a review already in the inbox (same export
 * id, or same day, grade, order and text) is never added twice.
 */
export async function importReviews(
  db: Db,
  scope: ReviewScope,
  input: ReviewImportInput,
  now: Date,
): Promise<ReviewImportResult> {
  let source: ReviewSource;
  let found: { line: number; review: ParsedReview }[];
  let problems: ReviewImportResult["problems"] = [];
  let usedColumns: string[] = [];
  let ignoredColumns: string[] = [];
  if (input.kind === "paste") {
    source = "paste";
    found = splitPastedReviews(input.text, now).map((review, i) => ({ line: i + 1, review }));
  } else {
    // base64 is 4 characters per 3 bytes: refuse before decoding what is surely too big.
    if (input.contentBase64.length > Math.ceil((REVIEW_LIMITS.fileBytes * 4) / 3) + 4) throw tooLarge();
    const bytes = Buffer.from(input.contentBase64, "base64");
    if (bytes.length === 0) throw badRequest("REVIEW_FILE_EMPTY", REVIEW_MESSAGES.fileEmpty);
    if (bytes.length > REVIEW_LIMITS.fileBytes) throw tooLarge();
    const reading = await parseReviewFile(bytes, now);
    ({ source, problems, usedColumns, ignoredColumns } = reading);
    found = reading.reviews;
  }
  if (found.length > REVIEW_LIMITS.perImport)
    throw badRequest("REVIEW_IMPORT_TOO_MANY", REVIEW_MESSAGES.tooMany);
  if (found.length === 0) {
    throw badRequest(
      "REVIEW_IMPORT_EMPTY",
      problems[0] ? `${REVIEW_MESSAGES.nothingFound} ${problems[0].message}` : REVIEW_MESSAGES.nothingFound,
    );
  }

  // One row per key, in the file too (the same review twice in one paste counts once).
  const byKey = new Map<string, ParsedReview>();
  for (const { review } of found) if (!byKey.has(dedupeKey(review))) byKey.set(dedupeKey(review), review);
  const keys = [...byKey.keys()];
  const existing = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db
      .select({ key: reviews.dedupeKey })
      .from(reviews)
      .where(
        and(eq(reviews.restaurantId, scope.restaurantId), inArray(reviews.dedupeKey, keys.slice(i, i + 500))),
      );
    for (const r of rows) existing.add(r.key);
  }
  const fresh = [...byKey].filter(([key]) => !existing.has(key));
  let created = fresh.length;
  if (!input.dryRun && fresh.length > 0) {
    const inserted = await db.transaction(async (tx) => {
      let n = 0;
      for (let i = 0; i < fresh.length; i += 200) {
        const rows = await tx
          .insert(reviews)
          .values(
            fresh.slice(i, i + 200).map(([key, r]) => ({
              restaurantId: scope.restaurantId,
              source,
              externalId: r.externalId,
              dedupeKey: key,
              stars: r.stars,
              text: r.text,
              reviewDate: r.reviewDate,
              orderId: r.orderId,
              orderShortId: r.orderShortId,
              positiveTags: r.positiveTags,
              negativeTags: r.negativeTags,
              // The topic filter works from the start, not only once a reply is drafted.
              topics: topicsOf(r.text),
            })),
          )
          // Two imports at once: the other one's row stands, ours is not added.
          .onConflictDoNothing()
          .returning({ id: reviews.id });
        n += rows.length;
      }
      return n;
    });
    created = inserted;
  }
  return {
    source,
    found: found.length,
    created,
    alreadyIn: byKey.size - fresh.length,
    preview: found.slice(0, REVIEW_LIMITS.preview).map((f) => f.review),
    usedColumns,
    ignoredColumns,
    problems: problems.slice(0, REVIEW_LIMITS.problems),
  };
}
