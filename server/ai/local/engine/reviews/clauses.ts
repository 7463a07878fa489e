import { normaliseReview } from "./normalise";

/** One clause of a review: as the customer wrote it (for quoting) and as the rules read it. */
export type Clause = { original: string; text: string };

/**
 * Splits a review where a person hears a new point: sentence ends, commas,
 * "mas", "porém", "só que". Works on the original text so each clause can be
 * quoted back in the customer's own words.
 */
export function splitClauses(review: string): Clause[] {
  return review
    .split(
      /[.!?;\n…]+|,|\s(?=\d{1,2}\)\s)|\s(?=(?:mas|porém|porem|só que|so que|entretanto|contudo|sendo que)\s)/i,
    )
    .map((c) => trimClause(c))
    .filter((c) => /\p{L}/u.test(c))
    .map((original) => ({ original, text: ` ${normaliseReview(original)} ` }));
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
