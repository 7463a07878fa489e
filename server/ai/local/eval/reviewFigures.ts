import { GENERATOR_LIMITS } from "../../../../common/generators";
import { type ReviewTopic, SAFETY_TOPICS } from "../../../../common/reviewPoints";
import { ANSWERS, checkReply } from "../../replyCheck";
import { EVAL_REVIEWS, type EvalReview } from "../corpus/eval";
import { createRng } from "../engine/random";
import { writeReply } from "../engine/replyToReview";
import { analyseReview } from "../engine/reviews/analyse";
import { fold } from "../engine/text";
import { holes } from "./textChecks";

/**
 * The review half of `npm run eval:content`: the engine's replies to the
 * hand-labelled corpus, scored as an owner would read them. A test oracle,
 * not runtime code.
 */

const FINER: Partial<Record<ReviewTopic, ReviewTopic[]>> = {
  pricePortion: ["portion", "price"],
  paidExtra: ["missingItem", "price"],
  unanswered: ["service"],
};

export type Miss = { review: string; missing: string[]; reply: string };

export type ReviewFigures = {
  reviews: number;
  complaintReviews: number;
  /** Complaint reviews whose reply answers every labelled point. */
  coverage: number;
  safetyReviews: number;
  /** Safety reviews read as such and answered by the safety rules. */
  safety: number;
  /** Reviews with no safety label answered as a safety case. */
  falseAlarms: number;
  english: number;
  /** Topic labels vs the points read: precision and recall over all reviews. */
  precision: number;
  recall: number;
  holes: number;
  length: { mean: number; max: number; overLimit: number };
  variety: { topSentence: string; topShare: number; sameReviewDistinct: number };
  misses: Miss[];
  unsafe: Miss[];
};

const words = (text: string) =>
  fold(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3);

/** An unnamed complaint is answered when some point quotes most of its words. */
function quoted(fragment: string, excerpts: string[]): boolean {
  const need = words(fragment);
  return excerpts.some((e) => {
    const have = new Set(words(e));
    return need.filter((w) => have.has(w)).length / need.length >= 0.5;
  });
}

/** Reviews of each shape (one point, several, praise, food safety, a failed chat) for the 10-call check. */
const SAME_REVIEW_SAMPLES = [
  "Demorou 1h e a pizza veio fria",
  "Veio só 1 coxinha, cadê o refri? E a taxa de R$ 12 é um absurdo",
  "Comida maravilhosa, chegou quentinha e o entregador foi super educado!",
  "Achei um cabelo no meio do arroz",
  "O pedido veio errado e ninguém respondeu no chat",
];

const sentencesOf = (reply: string) =>
  reply
    .split(/\n+|(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => /[.!?]$/.test(s));

export function reviewFigures(corpus: readonly EvalReview[] = EVAL_REVIEWS): ReviewFigures {
  const misses: Miss[] = [];
  const unsafe: Miss[] = [];
  let complaintReviews = 0;
  let covered = 0;
  let safetyReviews = 0;
  let safe = 0;
  let falseAlarms = 0;
  let englishTotal = 0;
  let englishOk = 0;
  let truePositive = 0;
  let labelled = 0;
  let read = 0;
  let holeCount = 0;
  const lengths: number[] = [];
  const sentenceUse = new Map<string, number>();

  corpus.forEach((review, i) => {
    const a = analyseReview(review.text);
    const reply = writeReply(a, createRng(i + 1), { name: "Cantina da Nona" });
    const text = fold(reply);
    // A finer point stands for the coarser labels it answers ("preço alto para a porção" is price and portion).
    const found = a.points.flatMap((p) => [p.topic, ...(FINER[p.topic] ?? [])]);
    lengths.push(reply.length);
    holeCount += holes(reply.replace(/\n+/g, " ")).length;
    for (const s of new Set(sentencesOf(reply))) sentenceUse.set(s, (sentenceUse.get(s) ?? 0) + 1);
    labelled += review.topics.length;
    read += found.filter((t) => t !== "other").length;
    truePositive += review.topics.filter((t) => found.includes(t)).length;

    const complaints = review.topics.filter((t) => t !== "praise");
    if (complaints.length > 0 || review.others.length > 0) {
      complaintReviews++;
      const missing = [
        ...complaints.filter((t) => !found.includes(t) || (t !== "other" && !ANSWERS[t].test(text))),
        ...review.others
          .filter(
            (o) =>
              !quoted(
                o,
                a.points.map((p) => p.excerpt),
              ),
          )
          .map((o) => `other=${o}`),
      ];
      if (missing.length === 0) covered++;
      else misses.push({ review: review.text, missing, reply });
    }
    const labelledSafe = review.topics.some((t) => SAFETY_TOPICS.includes(t));
    if (labelledSafe) {
      safetyReviews++;
      const problems = checkReply(review.text, reply).filter((p) => p.rule !== "point");
      if (a.safety && problems.length === 0) safe++;
      else
        unsafe.push({
          review: review.text,
          missing: a.safety ? problems.map((p) => `${p.rule}: ${p.detail}`) : ["não lida como segurança"],
          reply,
        });
    } else if (a.safety) falseAlarms++;
    if (review.kind === "inglês") {
      englishTotal++;
      if (a.language === "en" && !/\b(pedido|sentimos|obrigad)/.test(text)) englishOk++;
    }
  });

  // Item 5, as the issue words it: 100 different reviews (spread over the corpus) and 10 calls on one review.
  const hundred = corpus
    .filter((_, i) => i % Math.max(1, Math.floor(corpus.length / 100)) === 0)
    .slice(0, 100);
  const hundredUse = new Map<string, number>();
  hundred.forEach((review, i) => {
    const reply = writeReply(analyseReview(review.text), createRng(7000 + i), { name: "Cantina da Nona" });
    for (const s of new Set(sentencesOf(reply))) hundredUse.set(s, (hundredUse.get(s) ?? 0) + 1);
  });
  const [topSentence = "", topCount = 0] = [...hundredUse.entries()].sort((x, y) => y[1] - x[1])[0] ?? [];
  // The fewest bodies (the reply without its first sentence, the greeting) that differ in 10 calls.
  const sameReviewDistinct = Math.min(
    ...SAME_REVIEW_SAMPLES.map((sample) => {
      const read = analyseReview(sample);
      const bodies = Array.from({ length: 10 }, (_, s) =>
        sentencesOf(writeReply(read, createRng(1000 + s), { name: "Cantina da Nona" }))
          .slice(1)
          .join(" "),
      );
      return new Set(bodies).size;
    }),
  );
  return {
    reviews: corpus.length,
    complaintReviews,
    coverage: covered / Math.max(1, complaintReviews),
    safetyReviews,
    safety: safe / Math.max(1, safetyReviews),
    falseAlarms,
    english: englishOk / Math.max(1, englishTotal),
    precision: truePositive / Math.max(1, read),
    recall: truePositive / Math.max(1, labelled),
    holes: holeCount,
    length: {
      mean: Math.round(lengths.reduce((s, l) => s + l, 0) / Math.max(1, lengths.length)),
      max: Math.max(...lengths),
      overLimit: lengths.filter((l) => l > GENERATOR_LIMITS.reviewResponse).length,
    },
    variety: {
      topSentence,
      topShare: topCount / Math.max(1, hundred.length),
      sameReviewDistinct,
    },
    misses,
    unsafe,
  };
}
