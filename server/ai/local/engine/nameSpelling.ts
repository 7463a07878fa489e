import { CONTAINERS, DISH_KINDS, INGREDIENTS, NAME_MODIFIERS } from "../data/lexicon";
import { SPELLING } from "../data/lexicon/spelling";
import { fold } from "./text";

/**
 * A typo in a dish name, corrected for the text only (issue 28, item 5):
 * "Pastel de qeijo" is described as "Pastel de queijo"; the dish keeps the
 * name the owner typed. A word is corrected only to the one food word of the
 * engine's lexicon one edit away (a letter missing, extra, wrong or two
 * swapped): two candidates, or a short word, and it stays as typed.
 */

let known: Set<string> | undefined;

function knownWords(): Set<string> {
  if (known) return known;
  const words = new Set<string>();
  const add = (phrase: string) => {
    for (const w of fold(phrase).split(/[^a-z]+/)) if (w.length >= 4) words.add(w);
  };
  for (const k of DISH_KINDS) for (const key of k.keys) add(key);
  for (const i of INGREDIENTS) for (const key of i.keys) add(key);
  for (const c of CONTAINERS) for (const key of c.keys) add(key);
  for (const m of NAME_MODIFIERS) add(m);
  for (const [typed, right] of Object.entries(SPELLING)) {
    add(typed);
    add(right);
  }
  known = words;
  return words;
}

/** Damerau distance of exactly one (or zero), without building the matrix. */
function oneEditAway(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** "coxinhas", "completo", "pasteis": a plural or the other gender of a known word is no typo. */
function inflections(f: string): string[] {
  return [
    f,
    f.replace(/s$/, ""),
    f.replace(/es$/, ""),
    f.replace(/o(s?)$/, "a$1"),
    f.replace(/a(s?)$/, "o$1"),
    f.replace(/(oe|ae)s$/, "ao"),
    f.replace(/is$/, "l"),
  ];
}

/** The one lexicon word a typo stands for, or undefined. */
export function correctedWord(word: string): string | undefined {
  const f = fold(word);
  const words = knownWords();
  if (f.length < 5 || !/^[a-z]+$/.test(f) || inflections(f).some((v) => words.has(v))) return undefined;
  // A typo rarely hits the first letter; a word that differs there is more likely another word.
  const candidates = [...words].filter((k) => k.length >= 5 && k[0] === f[0] && oneEditAway(f, k));
  return candidates.length === 1 ? candidates[0] : undefined;
}

/** The dish name with its typos corrected, keeping the writer's capitals. */
export function correctDishName(name: string): string {
  return name.replace(/\p{L}+/gu, (word) => {
    const right = correctedWord(word);
    if (!right) return word;
    const accented = SPELLING[right] ?? right;
    if (word.length > 1 && word === word.toLocaleUpperCase("pt-BR"))
      return accented.toLocaleUpperCase("pt-BR");
    const first = word.charAt(0);
    return first !== first.toLocaleLowerCase("pt-BR")
      ? accented.charAt(0).toLocaleUpperCase("pt-BR") + accented.slice(1)
      : accented;
  });
}

/** "suco sem acucar", "opcao sem gluten": the words a customer typed without accents, written with them. */
export function withAccents(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const lower = word.toLocaleLowerCase("pt-BR");
    // Only a word typed with no accent at all and in lowercase: the customer's own accents and capitals stay.
    return lower === word && fold(word) === word ? (SPELLING[word] ?? word) : word;
  });
}
