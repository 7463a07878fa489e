/**
 * Which of our dishes a rival's dish is the same as, suggested by name
 * (accents and case aside: shared words and shared letter triples), size and
 * category. Only a suggestion: the owner confirms, changes or says
 * "sem equivalente".
 */
import { sizeOf } from "./competitionMenu";

const STOP = new Set([
  "de",
  "da",
  "do",
  "das",
  "dos",
  "com",
  "e",
  "a",
  "o",
  "ao",
  "na",
  "no",
  "em",
  "para",
  "c/",
]);

/** "Pizza À Moda da Casa" → "pizza a moda da casa". */
export function normalizeName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("pt-BR")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const tokensOf = (name: string) =>
  normalizeName(name)
    .split(" ")
    .filter((t) => t !== "" && !STOP.has(t));

function trigrams(text: string): Set<string> {
  const padded = `  ${text} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

function dice(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** 0..1: how alike two dish names read (half shared words, half shared letter triples). */
export function nameSimilarity(a: string, b: string): number {
  const ta = tokensOf(a);
  const tb = tokensOf(b);
  if (ta.length === 0 || tb.length === 0) return 0;
  const sb = new Set(tb);
  const shared = ta.filter((t) => sb.has(t)).length;
  const overlap = shared / Math.max(ta.length, tb.length);
  return 0.5 * overlap + 0.5 * dice(trigrams(ta.join(" ")), trigrams(tb.join(" ")));
}

export type MatchCandidate = { id: number; name: string; category: string | null; priceCents: number | null };
export type MatchTarget = { name: string; size: string | null; section: string | null };

/** Below this a name is not suggested: a wrong suggestion costs the owner more than none. */
export const MATCH_THRESHOLD = 0.4;

/** The score of one of our dishes for a rival's dish: the name, then size and category nudge it. */
export function matchScore(target: MatchTarget, ours: MatchCandidate): number {
  let score = nameSimilarity(target.name, ours.name);
  const theirSize = target.size ?? sizeOf(target.name);
  const ourSize = sizeOf(ours.name);
  if (theirSize && ourSize) score += theirSize === ourSize ? 0.1 : -0.15;
  if (target.section && ours.category && nameSimilarity(target.section, ours.category) >= 0.5) score += 0.05;
  return Math.max(0, Math.min(1, score));
}

/** Our best dish for a rival's, or null when none reads close enough. */
export function suggestMatch(
  target: MatchTarget,
  ours: readonly MatchCandidate[],
): { dishId: number; score: number } | null {
  let best: { dishId: number; score: number } | null = null;
  for (const dish of ours) {
    const score = matchScore(target, dish);
    if (score >= MATCH_THRESHOLD && (!best || score > best.score)) best = { dishId: dish.id, score };
  }
  return best;
}
