import type { Moderation, ReviewPoint, ReviewPointRequest } from "../../common/reviewPoints";
import { analyseReview, withOwnerPoints } from "./local/engine/reviews/analyse";

/**
 * What the reply card shows beside the reply: the points read in the review
 * (or the owner's own choice of them), whether it is a food-safety case and
 * whether the marketplace's moderation may take it down. Read by the built-in
 * reader whichever engine writes the reply, so the card is the same with a model.
 */
export function reviewPoints(
  reviewText: string,
  points?: readonly ReviewPointRequest[],
): { points: ReviewPoint[]; safety: boolean; moderation: Moderation; recognised: boolean } {
  const read = analyseReview(reviewText);
  const a = points ? withOwnerPoints(read, points) : read;
  // Nothing read and nothing to moderate: the owner picks the points (issue 28, item 2).
  const recognised = a.points.length > 0 || a.moderation !== null;
  return { points: a.points, safety: a.safety, moderation: a.moderation, recognised };
}
