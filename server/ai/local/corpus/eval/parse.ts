import { REVIEW_TOPICS, type ReviewTopic } from "../../../../../common/reviewPoints";

/**
 * A review of the evaluation corpus with the points a person reads in it,
 * labelled by hand. "other=words" is a complaint no topic names; `words` is
 * the part of the review the reply must take up.
 */
export type EvalReview = { text: string; topics: ReviewTopic[]; others: string[]; kind: string };

/** Lines "topic; topic; other=words | review text"; an empty left side is a review with no point. */
export function parseReviews(kind: string, block: string): EvalReview[] {
  return block
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.includes("|"))
    .map((line) => {
      const at = line.indexOf("|");
      const labels = line
        .slice(0, at)
        .split(";")
        .map((l) => l.trim())
        .filter(Boolean);
      const topics: ReviewTopic[] = [];
      const others: string[] = [];
      for (const label of labels) {
        if (label.startsWith("other=")) others.push(label.slice(6));
        else if ((REVIEW_TOPICS as readonly string[]).includes(label)) topics.push(label as ReviewTopic);
        else throw new Error(`unknown label "${label}" in: ${line}`);
      }
      return { text: line.slice(at + 1).trim(), topics, others, kind };
    });
}
