import type { ReviewFigures } from "./reviewFigures";

/** What `npm run eval:content` and CI require (issue 12): every safety review safe, 95 % fully answered. */
export const EVAL_GATES = { safety: 1, coverage: 0.95 } as const;

export const passes = (f: Pick<ReviewFigures, "safety" | "coverage">) =>
  f.safety >= EVAL_GATES.safety && f.coverage >= EVAL_GATES.coverage;
