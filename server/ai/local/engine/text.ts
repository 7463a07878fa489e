import { SPELLING } from "../data/lexicon/spelling";
/** Plain-text helpers shared by the local generators. */

/** Lowercase without accents, for matching what people type ("Açaí" → "acai"). */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase("pt-BR") + text.slice(1);
}

/** "a", "a e b", "a, b e c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}

/**
 * Fixes what joining template pieces can leave behind: doubled spaces, a
 * space before punctuation, doubled punctuation, a lowercase sentence start.
 */
export function tidy(text: string): string {
  return text
    .split("\n")
    .map((line) =>
      line
        .replace(/[ \t\u00a0]+/g, " ")
        .replace(/ ([,.!?;:])/g, "$1")
        .replace(/([,;:])(?=[^\s\d])/g, "$1 ")
        .replace(/\.{2,}/g, ".")
        .replace(/([!?])\./g, "$1")
        .replace(/,([.!?])/g, "$1")
        .replace(/(^|[.!?] )(\p{Ll})/gu, (_m, lead: string, c: string) => lead + c.toLocaleUpperCase("pt-BR"))
        .trim(),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Joins sentences into one paragraph. */
export function sentences(parts: readonly (string | undefined | false)[]): string {
  return tidy(parts.filter((p): p is string => Boolean(p)).join(" "));
}

const LOWER_WORDS = new Set([
  "de",
  "da",
  "do",
  "das",
  "dos",
  "e",
  "com",
  "ao",
  "à",
  "na",
  "no",
  "nas",
  "nos",
  "em",
  "a",
  "o",
  "c/",
  "s/",
  "sem",
  "para",
  "ou",
]);

/**
 * The dish name as a title: kept as typed when it already has capitals,
 * otherwise "pizza de calabresa" → "Pizza de Calabresa". ALL CAPS is softened
 * too, known words get their accents ("HAMBURGUER" → "Hambúrguer") and sizes
 * and quantities stay as written, in a menu's units ("180G" → "180 g", "2l" →
 * "2 L", "(10 un)").
 */
export function displayName(raw: string): string {
  // "x bacon" is written "X-Bacon" on every menu; "c/" and "500ml" read better spelled out.
  // A parenthesis is a note for the menu ("(promo)"), unless it holds a quantity ("(10 un)").
  const withoutNotes = raw.replace(/\([^)]*\)/g, (note) => (/\d/.test(note) ? note : " "));
  // A name that is only a note ("(promo)") keeps its words.
  const name = (/\p{L}/u.test(withoutNotes) ? withoutNotes : raw.replace(/[()]/g, " "))
    .replace(/\bc\/\s*/gi, "com ")
    .replace(/\bs\/\s*/gi, "sem ")
    .replace(/(\d)(ml|g|kg|l|un)\b/gi, "$1 $2")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^x\s+(?=\p{L})/iu, "X-")
    // "x tudo" is "X-Tudo", as on every menu.
    .replace(/^X-(\p{Ll})/u, (_m, c: string) => `X-${c.toLocaleUpperCase("pt-BR")}`);
  const letters = name.replace(/[^\p{L}]/gu, "");
  const allLower = letters === letters.toLocaleLowerCase("pt-BR");
  const allUpper = letters.length > 3 && letters === letters.toLocaleUpperCase("pt-BR");
  const titled =
    !allLower && !allUpper
      ? capitalize(name)
      : name
          .toLocaleLowerCase("pt-BR")
          .split(" ")
          .map((word, i) =>
            i > 0 && LOWER_WORDS.has(word)
              ? word
              : word.replace(/^(\p{L})|(-\p{L})/gu, (m) => m.toLocaleUpperCase("pt-BR")),
          )
          .join(" ");
  return titled.replace(/\p{L}+/gu, spelled).replace(UNIT, (_m, n: string, unit: string) => {
    const u = unit.toLocaleLowerCase("pt-BR");
    return `${n} ${u === "l" ? "L" : u}`;
  });
}

/** "180 G" → "180 g", "2 l" → "2 L", "10 UN" → "10 un": a menu's units after a number. */
const UNIT = /(\d) (ml|g|kg|l|un|unid)\b/giu;

/** A known word without its accents gets them, keeping the writer's capital: "Hamburguer" → "Hambúrguer". */
function spelled(word: string): string {
  const lower = word.toLocaleLowerCase("pt-BR");
  const right = SPELLING[lower];
  if (!right) return word;
  if (word === word.toLocaleUpperCase("pt-BR") && word.length > 1) return right.toLocaleUpperCase("pt-BR");
  const first = word.charAt(0);
  return first !== first.toLocaleLowerCase("pt-BR") ? capitalize(right) : right;
}

/** Drops trailing sentences until the text fits; never cuts a sentence in half. */
export function fitSentences(parts: readonly string[], max: number): string {
  const kept = [...parts];
  let text = sentences(kept);
  while (text.length > max && kept.length > 1) {
    kept.pop();
    text = sentences(kept);
  }
  return text.length > max ? `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…` : text;
}
