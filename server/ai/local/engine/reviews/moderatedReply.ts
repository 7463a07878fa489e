import type { ModerationReason } from "../../../../../common/reviewPoints";

/** The words of a moderated reply in one language: the shape is the same in all three. */
export type ModeratedWords = {
  hello: string;
  received: string;
  /** A rumour: no point is answered, the customer is asked for the order. */
  rumour: readonly (string | undefined)[];
  /** A threat: the points, then a calm way to talk. */
  threat: string;
  /** An insult or a slur: the points, a word on respect, then a way to talk. */
  respect: string;
  close: string;
};

/**
 * A review for moderation (a rumour, a threat, an insult, a slur): short and
 * neutral, no cheer and no invitation back; `points` are plain lines, never
 * the customer's words, so nothing offensive is quoted.
 */
export function moderatedBody(
  reason: ModerationReason | undefined,
  points: readonly (string | undefined)[],
  w: ModeratedWords,
): (string | undefined)[] {
  if (reason === "noOrder") return [w.hello, ...w.rumour];
  if (reason === "threat") return [w.hello, w.received, ...points, w.threat];
  return [w.hello, w.received, ...points, w.respect, w.close];
}
