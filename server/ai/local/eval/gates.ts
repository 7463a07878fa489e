import type { PromotionFigures } from "./promotionFigures";
import type { ReviewFigures } from "./reviewFigures";

/**
 * What `npm run eval:content` and CI require (issue 12): every safety review
 * safe, 95 % fully answered, and promotions that add up (no wrong percentage,
 * agreement, period or coupon step).
 */
export const EVAL_GATES = { safety: 1, coverage: 0.95, promotionProblems: 0 } as const;

export const passes = (
  f: Pick<ReviewFigures, "safety" | "coverage">,
  p: Pick<PromotionFigures, "withProblems">,
) =>
  f.safety >= EVAL_GATES.safety &&
  f.coverage >= EVAL_GATES.coverage &&
  p.withProblems <= EVAL_GATES.promotionProblems;
