import type { ModerationReason } from "../../../../../common/reviewPoints";
import { type EvalReview, parseReviews } from "../eval/parse";

/** A review of issue 28's sets: the usual labels plus, for "mod:reason", the moderation a person would ask for. */
export type EvalReview28 = EvalReview & { moderation?: ModerationReason };

export function parseReviews28(kind: string, block: string): EvalReview28[] {
  const lines = block.split("\n").filter((l) => l.includes("|"));
  return lines.map((line) => {
    const at = line.indexOf("|");
    const labels = line
      .slice(0, at)
      .split(";")
      .map((l) => l.trim());
    const mod = labels.find((l) => l.startsWith("mod:"))?.slice(4) as ModerationReason | undefined;
    const rest = labels.filter((l) => !l.startsWith("mod:")).join("; ");
    const [review] = parseReviews(kind, `${rest} | ${line.slice(at + 1)}`);
    if (!review) throw new Error(`unreadable line: ${line}`);
    return mod ? { ...review, moderation: mod } : review;
  });
}
