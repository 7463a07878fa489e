import { TYPO_KNOWN, TYPO_TARGETS } from "../../data/reviews/typos";

/**
 * Typo tolerance: a word the engine does not know is read as the review word
 * it is one slip away from, towards the words of data/reviews/typos.ts only.
 */

/** Optimal string alignment distance (Levenshtein plus swapped neighbours: "demroou"), capped at `max + 1`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (rows[i - 2]?.[j - 2] as number) + 1);
      row[j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}

const corrected = new Map<string, string>();

/** The target word a folded word is a slip of, or the word itself. */
export function correctWord(word: string): string {
  if (word.length < 5 || TYPO_KNOWN.has(word) || /\d/.test(word)) return word;
  const cached = corrected.get(word);
  if (cached) return cached;
  // Long words bear two slips ("entregardor"); short ones only one.
  const max = word.length >= 10 ? 2 : 1;
  let best = word;
  let bestDistance = max + 1;
  for (const target of TYPO_TARGETS) {
    const d = editDistance(word, target, max);
    if (d < bestDistance) {
      best = target;
      bestDistance = d;
    }
  }
  corrected.set(word, best);
  return best;
}

/** Every word of folded text, corrected. */
export function correctTypos(folded: string): string {
  return folded.replace(/[a-z]+(?:-[a-z]+)?/g, (w) => correctWord(w));
}
