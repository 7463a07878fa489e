import type { MenuFigures } from "./menuFigures";
import type { PromotionFigures } from "./promotionFigures";
import type { ReviewFigures } from "./reviewFigures";

/**
 * What `npm run eval:content` and CI require (issue 12): every safety review
 * safe, 95 % fully answered, replies that vary (item 5) and promotions that
 * add up (no wrong percentage, agreement, period or coupon step).
 */
export const EVAL_GATES = {
  safety: 1,
  coverage: 0.95,
  promotionProblems: 0,
  /** Item 5: no sentence in more than 15 % of 100 replies; 7 of 10 calls on one review differ past the greeting. */
  topSentenceShare: 0.15,
  sameReviewDistinct: 7,
  /** Item 8: 10 menus for one restaurant: at least 60 % of the dish names new; no sentence said by two dishes of a menu. */
  menuNewShare: 0.6,
  menuRepeatedTaglines: 0,
} as const;

export const passes = (
  f: Pick<ReviewFigures, "safety" | "coverage" | "variety">,
  p: Pick<PromotionFigures, "withProblems">,
  m: Pick<MenuFigures, "newShare" | "repeatedTaglines" | "mainMissing" | "priceChanges" | "textProblems"> = {
    newShare: 1,
    repeatedTaglines: 0,
    mainMissing: 0,
    priceChanges: 0,
    textProblems: 0,
  },
) =>
  menuPasses(m) &&
  f.safety >= EVAL_GATES.safety &&
  f.coverage >= EVAL_GATES.coverage &&
  f.variety.topShare <= EVAL_GATES.topSentenceShare &&
  f.variety.sameReviewDistinct >= EVAL_GATES.sameReviewDistinct &&
  p.withProblems <= EVAL_GATES.promotionProblems;

/** Item 8's gates: mostly new dishes across 10 menus, no tagline twice in a menu, every main named, one price per dish. */
export const menuPasses = (
  m: Pick<MenuFigures, "newShare" | "repeatedTaglines" | "mainMissing" | "priceChanges" | "textProblems">,
) =>
  m.newShare >= EVAL_GATES.menuNewShare &&
  m.repeatedTaglines <= EVAL_GATES.menuRepeatedTaglines &&
  m.mainMissing === 0 &&
  m.priceChanges === 0 &&
  m.textProblems === 0;
