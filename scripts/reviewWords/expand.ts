import { createHash } from "node:crypto";
import { editDistance } from "../../server/ai/local/engine/reviews/typos";
import { fold } from "../../server/ai/local/engine/text";

/**
 * Decision 041: a small Hunspell reader, enough for the pt dictionary's
 * prefixes and suffixes (one continuation level), used at build time only to
 * list the real words near the review engine's vocabulary.
 */

type Affix = { strip: string; add: string; next: string; condition: RegExp };
type AffixClass = { prefix: boolean; cross: boolean; rules: Affix[] };

function parseAff(aff: string): Map<string, AffixClass> {
  const classes = new Map<string, AffixClass>();
  for (const line of aff.split("\n")) {
    const parts = line.trim().split(/\s+/);
    const [kind, flag] = parts;
    if ((kind !== "SFX" && kind !== "PFX") || !flag) continue;
    if (parts.length === 4 && (parts[2] === "Y" || parts[2] === "N")) {
      classes.set(flag, { prefix: kind === "PFX", cross: parts[2] === "Y", rules: [] });
      continue;
    }
    const cls = classes.get(flag);
    if (!cls || parts.length < 4) continue;
    const strip = parts[2] === "0" ? "" : (parts[2] ?? "");
    const [rawAdd = "", next = ""] = (parts[3] ?? "").split("/");
    const add = rawAdd === "0" ? "" : rawAdd;
    const cond = parts[4] && parts[4] !== "." ? parts[4] : ".";
    let condition: RegExp;
    try {
      condition = new RegExp(cls.prefix ? `^${cond}` : `${cond}$`, "u");
    } catch {
      continue;
    }
    cls.rules.push({ strip, add, next, condition });
  }
  return classes;
}

function applySuffix(word: string, rule: Affix): string | undefined {
  if (!rule.condition.test(word) || !word.endsWith(rule.strip)) return undefined;
  return word.slice(0, word.length - rule.strip.length) + rule.add;
}
function applyPrefix(word: string, rule: Affix): string | undefined {
  if (!rule.condition.test(word) || !word.startsWith(rule.strip)) return undefined;
  return rule.add + word.slice(rule.strip.length);
}

/** Every form of a dictionary line "stem/flags". */
function* forms(stem: string, flags: string, classes: Map<string, AffixClass>): Generator<string> {
  yield stem;
  const suffixed: { word: string; cross: boolean }[] = [];
  for (const flag of flags) {
    const cls = classes.get(flag);
    if (!cls || cls.prefix) continue;
    for (const rule of cls.rules) {
      const w = applySuffix(stem, rule);
      if (!w) continue;
      suffixed.push({ word: w, cross: cls.cross });
      for (const nextFlag of rule.next) {
        const nextCls = classes.get(nextFlag);
        if (!nextCls || nextCls.prefix) continue;
        for (const r2 of nextCls.rules) {
          const w2 = applySuffix(w, r2);
          if (w2) suffixed.push({ word: w2, cross: false });
        }
      }
    }
  }
  for (const s of suffixed) yield s.word;
  for (const flag of flags) {
    const cls = classes.get(flag);
    if (!cls?.prefix) continue;
    for (const rule of cls.rules) {
      const w = applyPrefix(stem, rule);
      if (w) yield w;
      if (!cls.cross) continue;
      for (const s of suffixed) {
        if (!s.cross) continue;
        const ws = applyPrefix(s.word, rule);
        if (ws) yield ws;
      }
    }
  }
}

/** The strings left after deleting up to `k` letters. */
function deletions(word: string, k: number, out = new Set<string>()): Set<string> {
  out.add(word);
  if (k === 0) return out;
  for (let i = 0; i < word.length; i++) {
    const d = word.slice(0, i) + word.slice(i + 1);
    if (!out.has(d)) deletions(d, k - 1, out);
  }
  return out;
}

/** The rule `correctWord` applies: one slip under ten letters, two from ten. */
export const slipsFor = (word: string) => (word.length >= 10 ? 2 : 1);
export const MIN_TYPO_LENGTH = 5;

/**
 * The dictionary words, lowercase as written (five letters or more once
 * folded), whose folded form a target is within `slipsFor(word)` edits of:
 * the words `correctWord` must leave alone because they are real words.
 */
export function dictionaryWordsNear(aff: string, dic: string, targets: readonly string[]): string[] {
  const classes = parseAff(aff);
  const index = new Map<string, string[]>();
  for (const t of targets)
    for (const d of deletions(t, 2)) {
      const list = index.get(d) ?? [];
      list.push(t);
      index.set(d, list);
    }
  const maxLength = Math.max(...targets.map((t) => t.length)) + 2;
  const found = new Set<string>();
  // Near or not, by folded form: "está" and "esta" are asked once.
  const nearByFold = new Map<string, boolean>();
  const lines = dic.split("\n").slice(1);
  for (const line of lines) {
    const [stem = "", flags = ""] = line.trim().split("/");
    if (!stem || /[.\d]/.test(stem)) continue;
    for (const form of forms(stem, flags, classes)) {
      const w = fold(form);
      if (w.length < MIN_TYPO_LENGTH || w.length > maxLength || !/^[a-z]+(-[a-z]+)?$/.test(w)) continue;
      let near = nearByFold.get(w);
      if (near === undefined) {
        near = false;
        const k = slipsFor(w);
        for (const d of deletions(w, k)) {
          for (const t of index.get(d) ?? [])
            if (editDistance(w, t, k) <= k) {
              near = true;
              break;
            }
          if (near) break;
        }
        nearByFold.set(w, near);
      }
      // As written (lowercase, accents kept): "entregadô" is no word even though "entregado" is.
      if (near) found.add(form.toLocaleLowerCase("pt-BR"));
    }
  }
  return [...found].sort();
}

/** What the list was built against: the engine's test compares it with today's targets. */
export const targetsHash = (targets: readonly string[]) =>
  createHash("sha256")
    .update(`v2 ${targets.join(" ")}`)
    .digest("hex")
    .slice(0, 16);

/** The generated module: the words, ten to a line, and the hash of the targets they were built for. */
export function renderWordsFile(words: readonly string[], targets: readonly string[]): string {
  const lines: string[] = [];
  for (let i = 0; i < words.length; i += 10) lines.push(words.slice(i, i + 10).join(" "));
  return `// Generated by \`npm run build:review-words\` from node_modules/dictionary-pt (Hunspell pt, LGPL-3.0 or MPL-2.0): do not edit.
// The real Portuguese words as written (lowercase), one slip (two from ten letters) from a review-rule word (decision 041).

/** \`TYPO_TARGETS\` when the list was built (sha-256, 16 hex digits): a different hash means build it again. */
export const DICTIONARY_TARGETS_HASH = "${targetsHash(targets)}";

/** Real words near the review vocabulary: typo correction leaves them as typed. */
export const DICTIONARY_WORDS_NEAR_VOCABULARY: readonly string[] = \`${lines.join("\n")}\`.split(/\\s+/);
`;
}
