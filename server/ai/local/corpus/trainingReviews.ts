import type { TrainingReview } from "../engine/reviews/learned/train";
import { EVAL_REVIEWS } from "./eval";
import * as BY_OTHERS from "./issue28/byOthers";
import { DEV_28 } from "./issue28/dev";
import { DEV_28_MORE } from "./issue28/devMore";
import { DEV_28_VOICES } from "./issue28/devVoices";
import * as DEV_28_WAVES from "./issue28/devWave";
import { TRAINING_SETS } from "./issue28/trainingSets";

/** A module's sets in name order: `import * as` lists them in source order under tsx and sorted under vitest. */
const inOrder = <T>(sets: Record<string, readonly T[]>): T[] =>
  Object.keys(sets)
    .sort()
    .flatMap((name) => sets[name] ?? []);

/**
 * What the topic model learns from (decision 047): every hand-labelled review
 * of the development corpus and of the sets written by others. The held-out
 * sets (heldOut.ts, heldOutBlind.ts, heldOutByOthers.ts) stay out, so their
 * figures still say how the engine reads text it never saw.
 */
export const TRAINING_REVIEWS: readonly TrainingReview[] = [
  ...EVAL_REVIEWS,
  ...DEV_28,
  ...DEV_28_MORE,
  ...DEV_28_VOICES,
  ...inOrder(DEV_28_WAVES),
  ...inOrder(BY_OTHERS),
  ...TRAINING_SETS,
].map((r) => ({ text: r.text, topics: r.topics }));
