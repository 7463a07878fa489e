import { DELIVERY_REVIEWS } from "./delivery";
import { ENGLISH_REVIEWS } from "./english";
import { FOOD_REVIEWS } from "./food";
import { HARD_REVIEWS } from "./hard";
import { MORE_REVIEWS } from "./more";
import type { EvalReview } from "./parse";
import { PRAISE_REVIEWS } from "./praise";
import { SAFETY_REVIEWS } from "./safety";

export type { EvalReview };

/** The evaluation corpus: reviews written for it, labelled by hand (see parse.ts). */
export const EVAL_REVIEWS: readonly EvalReview[] = [
  ...DELIVERY_REVIEWS,
  ...FOOD_REVIEWS,
  ...SAFETY_REVIEWS,
  ...HARD_REVIEWS,
  ...ENGLISH_REVIEWS,
  ...PRAISE_REVIEWS,
  ...MORE_REVIEWS,
];
