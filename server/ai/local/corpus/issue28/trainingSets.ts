import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type EvalReview28, parseReviews28 } from "./parse28";

/**
 * Decision 048: labelled sets written by others only for the topic model to
 * learn from (`training/*.txt`, one "labels | review" per line, as in
 * `byOthers.ts`). They are never scored: the engine's figures come from the
 * development corpus and the sets it was tuned on or never saw.
 */
const DIRECTORY = fileURLToPath(new URL("./training/", import.meta.url));

export const TRAINING_SETS: readonly EvalReview28[] = readdirSync(DIRECTORY)
  .filter((name) => name.endsWith(".txt"))
  .sort()
  .flatMap((name) => parseReviews28(`training/${name}`, readFileSync(`${DIRECTORY}${name}`, "utf8")));
