import { REVIEW_TOPIC_LABELS, type ReviewPoint, type ReviewTopic } from "../../../../../common/reviewPoints";
import { normaliseReview } from "./normalise";

/** One clause of a review: as the customer wrote it (for quoting) and as the rules read it. */
export type Clause = { original: string; text: string };

/**
 * Splits a review where a person hears a new point: sentence ends, commas,
 * "mas", "porém", "só que". Works on the original text so each clause can be
 * quoted back in the customer's own words.
 */
export function splitClauses(review: string): Clause[] {
  return (
    review
      // "8,99" and "1.5" are numbers: a comma or point between two digits ends no clause.
      .split(
        /(?:[!?;\n…]|\.(?!\d)|(?<!\d)\.)+|,(?!\d)|(?<!\d),|\s(?=\d{1,2}\)\s)|\s(?=(?:mas|porém|porem|só que|so que|entretanto|contudo|sendo que)\s)|\s(?=e (?:o|a|os|as|meu|minha|meus|minhas) (?:[\p{L}-]+ ){1,3}(?:tava|tavam|estava|estavam|veio|vieram|chegou|chegaram|ficou|ficaram)\b)/iu,
      )
      .map((c) => trimClause(c))
      .filter((c) => /\p{L}/u.test(c))
      .map((original) => ({ original, text: ` ${normaliseReview(original)} ` }))
  );
}

/** A clause without the quotes, dashes and "e" that joined it to the one before. */
export function trimClause(text: string): string {
  return text
    .trim()
    .replace(/^\d{1,2}\)\s+/, "")
    .replace(/^[-–—"“”'\s]+|[-–—"“”'\s]+$/g, "")
    .replace(/^(e|mas|porém|porem|and|but)\s+/i, "");
}

/** A clause cut to quote: whole when short, else its first words. */
export function quote(original: string, max = 90): string {
  const text = original.replace(/\s+/g, " ").trim();
  if (text.length <= max) return text;
  return `${text.slice(0, max).replace(/\s+\S*$/, "")}…`;
}

/** The clause of the original text around a position of its folded form (same length: fold keeps positions). */
export function clauseAround(original: string, at: number): string {
  // "24,90" or "1.5" is a number, not two clauses: its comma or point is masked (same length) before the search.
  const masked = original.replace(/(\d)[.,](?=\d)/g, "$1\u2024");
  const before = masked.slice(0, at).search(/[^.!?,;]*$/);
  const rest = masked.slice(at);
  const end = rest.search(/[.!?,;]/);
  return quote(original.slice(before, end < 0 ? undefined : at + end).trim(), 120);
}

export const point = (topic: ReviewTopic, excerpt: string, label?: string): ReviewPoint => ({
  topic,
  label: (label ?? REVIEW_TOPIC_LABELS[topic]).slice(0, 80),
  excerpt: quote(excerpt, 200),
});

/** The clause of the original text where a folded regex matches (fold keeps positions for Latin text). */
export function excerptOf(original: string, text: string, re: RegExp): string {
  const m = re.exec(text);
  return m ? clauseAround(original, m.index) : quote(original, 120);
}

/** Takes the points of these topics out of the list, in place (a reading that keeps its list `const`). */
export function removeTopics<P extends { topic: ReviewTopic }>(points: P[], ...topics: ReviewTopic[]): void {
  for (let i = points.length - 1; i >= 0; i--) {
    const at = points[i];
    if (at && topics.includes(at.topic)) points.splice(i, 1);
  }
}

/** Whether an excerpt and a clause quote the same words: one holds the other. */
export const sameWords = (excerpt: string, clause: string) =>
  excerpt.includes(clause) || clause.includes(excerpt);
