import { type ReviewTopic, SAFETY_TOPICS } from "../../../../common/reviewPoints";
import { ANSWERS, checkReply, INVENTED, inventedTopics, otherWords, quotesInsult } from "../../replyCheck";
import * as BY_OTHERS from "../corpus/issue28/byOthers";
import { DEV_28 } from "../corpus/issue28/dev";
import { DEV_28_MORE } from "../corpus/issue28/devMore";
import { DEV_28_VOICES } from "../corpus/issue28/devVoices";
import {
  DEV_28_WAVE,
  DEV_28_WAVE_HARD,
  DEV_28_WAVE_MARKET,
  DEV_28_WAVE_TRAPS,
} from "../corpus/issue28/devWave";
import { HELD_OUT_28, HELD_OUT_28_MORE } from "../corpus/issue28/heldOut";
import { HELD_OUT_28_BLIND } from "../corpus/issue28/heldOutBlind";
import * as HELD_OUT_BY_OTHERS from "../corpus/issue28/heldOutByOthers";
import type { EvalReview28 } from "../corpus/issue28/parse28";
import { createRng } from "../engine/random";
import { writeReply } from "../engine/replyToReview";
import { analyseReview } from "../engine/reviews/analyse";
import { fold } from "../engine/text";

/**
 * Issue 28, item 8: the gates on reviews written by others. Points answered
 * (≥ 95 %), invented points (0: a reply naming a complaint no label holds),
 * safety (100 %), slurs quoted (0), moderation flagged on offensive and
 * attack reviews (≥ 90 %) with few false flags (≤ 5 %).
 */

export const GATES_28 = {
  answered: 0.95,
  invented: 0,
  safety: 1,
  slursQuoted: 0,
  moderationRecall: 0.9,
  falseFlags: 0.05,
} as const;

const FINER: Partial<Record<ReviewTopic, ReviewTopic[]>> = {
  pricePortion: ["portion", "price"],
  paidExtra: ["missingItem", "price"],
  unanswered: ["service"],
  // Decision 056: celiac disease or an intolerance is answered as a health matter (the allergy reply, which names
  // the restriction); writers label "sem glúten não respeitado" a diet. The reply answers it when it names it.
  allergy: ["diet"],
};

export type Figures28 = {
  reviews: number;
  answered: number;
  invented: number;
  safety: number;
  slursQuoted: number;
  moderationRecall: number;
  falseFlags: number;
  /** Chips (praise aside) the engine read, and those no label holds, per topic: the wider "invented" an owner sees. */
  chips: number;
  unlabelled: Partial<Record<ReviewTopic, number>>;
  problems: string[];
};

/**
 * The labels a chip of each topic may stand for. Writers split some points
 * differently from the engine ("paguei e não veio o bacon" is a paid extra or
 * a missing item; a zero drink swapped is diet or a wrong item), so a chip is
 * unlabelled only where none of these was written.
 */
const SAME_POINT: Partial<Record<ReviewTopic, readonly ReviewTopic[]>> = {
  pricePortion: ["portion", "price", "pricePortion"],
  paidExtra: ["missingItem", "price", "paidExtra"],
  unanswered: ["service", "unanswered"],
  portion: ["pricePortion", "portion"],
  price: ["pricePortion", "paidExtra", "price"],
  missingItem: ["paidExtra", "missingItem", "notDelivered"],
  service: ["unanswered", "service"],
  allergy: ["allergy", "diet"],
  diet: ["diet", "allergy", "wrongItem"],
  wrongItem: ["wrongItem", "customisation", "diet"],
  customisation: ["customisation", "wrongItem", "diet"],
  delay: ["delay", "notDelivered"],
  cold: ["cold", "melted", "warmDrink"],
  melted: ["melted", "cold"],
  warmDrink: ["warmDrink", "cold"],
};

/** The topics of the chips read that no label of the review holds. */
function unlabelledChips(review: EvalReview28, read: readonly ReviewTopic[]): ReviewTopic[] {
  const labels: ReviewTopic[] = [...review.topics];
  if (review.others.length > 0 || review.moderation) labels.push("other");
  if (review.moderation === "refund" || review.moderation === "app") labels.push("app");
  if (review.moderation === "courier") labels.push("courier");
  const complaint = labels.some((l) => l !== "praise");
  return read.filter(
    (t) =>
      t !== "praise" &&
      !(SAME_POINT[t] ?? [t]).some((l) => labels.includes(l)) &&
      // An "other" chip beside any complaint may be that complaint in the customer's words.
      !(t === "other" && complaint),
  );
}

export function figures28(corpus: readonly EvalReview28[]): Figures28 {
  let points = 0;
  let answered = 0;
  let invented = 0;
  let safetyTotal = 0;
  let safe = 0;
  let slurs = 0;
  let modTotal = 0;
  let flagged = 0;
  let plainTotal = 0;
  let falseFlags = 0;
  let chips = 0;
  const unlabelled: Partial<Record<ReviewTopic, number>> = {};
  const problems: string[] = [];
  corpus.forEach((review, i) => {
    const a = analyseReview(review.text);
    const reply = writeReply(a, createRng(i + 1), { name: "Cantina da Nona" });
    const text = fold(reply);
    const found = a.points.flatMap((p) => [p.topic, ...(FINER[p.topic] ?? [])]);
    chips += a.points.filter((p) => p.topic !== "praise").length;
    for (const t of unlabelledChips(
      review,
      a.points.map((p) => p.topic),
    ))
      unlabelled[t] = (unlabelled[t] ?? 0) + 1;
    const labelled = [...review.topics, ...(review.others.length > 0 ? (["other"] as const) : [])];
    // Moderated reviews answer each point in one plain line; the point still counts.
    for (const t of labelled.filter((t) => t !== "praise")) {
      points++;
      const ok = found.includes(t) && (t === "other" || ANSWERS[t].test(text));
      if (ok) answered++;
      else problems.push(`PONTO SEM RESPOSTA (${t}): ${review.text}`);
    }
    // As the reply check does: an "other" point's own words, quoted back ("o troco veio errado"), name nothing
    // new, where a person read such a complaint; where none was read, quoting them is inventing one.
    const others = review.others.length > 0 ? otherWords(a.points) : "";
    const made = inventedTopics(reply, [...labelled, ...labelled.flatMap((t) => FINER[t] ?? [])]).filter(
      (t) => !fold(review.text).includes(t) && !INVENTED[t]?.test(others),
    );
    if (made.length > 0) {
      invented += made.length;
      problems.push(`INVENTADO (${made.join(", ")}): ${review.text}\n  ${reply.replace(/\n+/g, " / ")}`);
    }
    if (review.topics.some((t) => SAFETY_TOPICS.includes(t))) {
      safetyTotal++;
      const bad = checkReply(review.text, reply).filter(
        (p) => !["point", "invented", "channel"].includes(p.rule),
      );
      if (a.safety && bad.length === 0) safe++;
      else problems.push(`INSEGURA: ${review.text}`);
    }
    for (const w of a.insults) if (quotesInsult(text, w)) slurs++;
    if (review.moderation) {
      modTotal++;
      if (a.moderation) flagged++;
      else problems.push(`SEM MODERAÇÃO (${review.moderation}): ${review.text}`);
    } else {
      plainTotal++;
      if (a.moderation && !["courier", "app"].includes(a.moderation.reason)) {
        falseFlags++;
        problems.push(`MODERAÇÃO INDEVIDA (${a.moderation.reason}): ${review.text}`);
      }
    }
  });
  return {
    reviews: corpus.length,
    answered: answered / Math.max(1, points),
    invented,
    safety: safe / Math.max(1, safetyTotal),
    slursQuoted: slurs,
    moderationRecall: flagged / Math.max(1, modTotal),
    falseFlags: falseFlags / Math.max(1, plainTotal),
    chips,
    unlabelled,
    problems,
  };
}

export const passes28 = (f: Figures28) =>
  f.answered >= GATES_28.answered &&
  f.invented <= GATES_28.invented &&
  f.safety >= GATES_28.safety &&
  f.slursQuoted <= GATES_28.slursQuoted &&
  f.moderationRecall >= GATES_28.moderationRecall &&
  f.falseFlags <= GATES_28.falseFlags;

export const dev28 = () =>
  figures28([
    ...DEV_28,
    ...DEV_28_MORE,
    ...DEV_28_VOICES,
    ...DEV_28_WAVE,
    ...DEV_28_WAVE_HARD,
    ...DEV_28_WAVE_TRAPS,
    ...DEV_28_WAVE_MARKET,
  ]);
export const heldOut28 = () => figures28([...HELD_OUT_28, ...HELD_OUT_28_MORE]);
/** Decision 041: the blind set, printed as figures only (its misses stay unread, so nobody tunes on them). */
export const blind28 = () => figures28(HELD_OUT_28_BLIND);

/** Decision 046: the sets written by others that the engine was tuned on, one figure each and all together. */
export const byOthers28 = () => figures28(Object.values(BY_OTHERS).flat());
export const byOthersEach28 = () =>
  Object.entries(BY_OTHERS).map(([name, set]) => ({
    name: name.replace("BY_OTHERS_", ""),
    figures: figures28(set),
  }));
/** Decision 046: the sets written by others and never tuned on (figures only). */
export const heldOutByOthers28 = () => figures28(Object.values(HELD_OUT_BY_OTHERS).flat());
