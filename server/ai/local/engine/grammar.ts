/**
 * Portuguese agreement: articles, contractions and adjectives that follow the
 * gender and number of the noun they go with ("a pizza crocante", "os pastéis
 * sequinhos"). Templates never write an article by hand; they ask for it here.
 */

export type Gender = "m" | "f";
export type GrammaticalNumber = "s" | "p";

export type Noun = {
  /** The noun as it reads in the sentence, e.g. "pastéis" or "hambúrguer". */
  text: string;
  gender: Gender;
  number: GrammaticalNumber;
};

type Forms = readonly [ms: string, fs: string, mp: string, fp: string];

const slot = (n: Noun) => (n.number === "s" ? 0 : 2) + (n.gender === "m" ? 0 : 1);
const choose = (forms: Forms, n: Noun) => forms[slot(n)] as string;

export const definiteArticle = (n: Noun) => choose(["o", "a", "os", "as"], n);
export const indefiniteArticle = (n: Noun) => choose(["um", "uma", "uns", "umas"], n);

/** "de" + article → "do/da/dos/das"; likewise em → no, por → pelo, a → ao/à. */
export function contraction(preposition: "de" | "em" | "por" | "a", n: Noun): string {
  const table: Record<typeof preposition, Forms> = {
    de: ["do", "da", "dos", "das"],
    em: ["no", "na", "nos", "nas"],
    por: ["pelo", "pela", "pelos", "pelas"],
    a: ["ao", "à", "aos", "às"],
  };
  return choose(table[preposition], n);
}

export const possessive = (n: Noun, person: "nosso" | "seu" = "nosso") =>
  person === "nosso"
    ? choose(["nosso", "nossa", "nossos", "nossas"], n)
    : choose(["seu", "sua", "seus", "suas"], n);

export const demonstrative = (n: Noun) => choose(["esse", "essa", "esses", "essas"], n);
export const pronoun = (n: Noun) => choose(["ele", "ela", "eles", "elas"], n);

const IRREGULAR: Record<string, Forms> = {
  bom: ["bom", "boa", "bons", "boas"],
  mau: ["mau", "má", "maus", "más"],
  cru: ["cru", "crua", "crus", "cruas"],
  europeu: ["europeu", "europeia", "europeus", "europeias"],
  simples: ["simples", "simples", "simples", "simples"],
};

/** The four forms of an adjective given in the masculine singular. */
export function adjectiveForms(ms: string): Forms {
  const irregular = IRREGULAR[ms];
  if (irregular) return irregular;
  const stem = (cut: number) => ms.slice(0, ms.length - cut);
  if (/ão$/.test(ms)) return [ms, `${stem(2)}ã`, `${stem(2)}ãos`, `${stem(2)}ãs`];
  if (/o$/.test(ms)) return [ms, `${stem(1)}a`, `${ms}s`, `${stem(1)}as`];
  if (/e$/.test(ms)) return [ms, ms, `${ms}s`, `${ms}s`];
  if (/ês$/.test(ms)) return [ms, `${stem(2)}esa`, `${stem(2)}eses`, `${stem(2)}esas`];
  if (/or$/.test(ms)) return [ms, `${ms}a`, `${ms}es`, `${ms}as`];
  if (/[zr]$/.test(ms)) return [ms, ms, `${ms}es`, `${ms}es`];
  if (/vel$/.test(ms)) return [ms, ms, `${stem(3)}veis`, `${stem(3)}veis`];
  if (/al$/.test(ms)) return [ms, ms, `${stem(2)}ais`, `${stem(2)}ais`];
  // Stress before -il makes -eis (difícil → difíceis); a stressed -il makes -is (gentil → gentis).
  if (/[áéíóúâêô][^aeiouáéíóúâêô]*il$/.test(ms)) return [ms, ms, `${stem(2)}eis`, `${stem(2)}eis`];
  if (/il$/.test(ms)) return [ms, ms, `${stem(2)}is`, `${stem(2)}is`];
  if (/[aiu]$/.test(ms)) return [ms, ms, `${ms}s`, `${ms}s`];
  return [ms, ms, ms, ms];
}

const ADVERBS = new Set(["bem", "muito", "super", "mais", "tão", "sempre", "levemente", "ainda"]);
/** A phrase that starts with one of these ("no ponto", "de dar água na boca") has nothing to agree. */
const INVARIANT_STARTS = new Set([
  "no",
  "na",
  "nos",
  "nas",
  "de",
  "do",
  "da",
  "com",
  "em",
  "ao",
  "à",
  "sem",
  "para",
  "pra",
  "por",
  "pelo",
  "pela",
  "que",
  "e",
  "um",
  "uma",
  "só",
]);

/**
 * Agrees a descriptive phrase with a noun. Words marked with a trailing "*"
 * are inflected ("crocante* por fora e macio* por dentro"); without marks the
 * first word that is not an adverb is ("bem recheado" → "bem recheadas").
 */
export function agree(phrase: string, n: Noun): string {
  const inflect = (word: string) => choose(adjectiveForms(word), n);
  if (phrase.includes("*")) return phrase.replace(/([\p{L}-]+)\*/gu, (_m, word: string) => inflect(word));
  const words = phrase.split(" ");
  const index = words.findIndex((w) => !ADVERBS.has(w));
  const word = words[index];
  if (word === undefined || INVARIANT_STARTS.has(word)) return phrase;
  words[index] = inflect(word);
  return words.join(" ");
}

/** Picks the singular or plural form of a verb (or any word) by the noun's number. */
export const byNumber = (n: Noun, singular: string, plural: string) => (n.number === "s" ? singular : plural);

/**
 * Guesses gender and number from a word's ending, for dishes the lexicon does
 * not know. `sure` is false when the ending does not settle it.
 */
export function guessNoun(word: string): Noun & { sure: boolean } {
  const w = word.toLocaleLowerCase("pt-BR");
  const plural = /[^s]s$/.test(w) && !/(ês|ás|ós|ís|us|is)$/.test(w);
  const singular = plural
    ? /ões$/.test(w)
      ? `${w.slice(0, -3)}ão`
      : /es$/.test(w) && /[rz]es$/.test(w)
        ? w.slice(0, -2)
        : w.slice(0, -1)
    : w;
  const number = plural ? "p" : "s";
  if (/(ção|são|dade|agem|ite|ice)$/.test(singular)) return { text: word, gender: "f", number, sure: true };
  if (/[^aeiou]a$|ia$|ua$|ea$/.test(singular))
    return { text: word, gender: "f", number, sure: !/(ma|pa)$/.test(singular) };
  if (/(o|ão|inho|im|um|or)$/.test(singular))
    return { text: word, gender: "m", number, sure: !/ão$/.test(singular) || /inho$/.test(singular) };
  return { text: word, gender: "m", number, sure: false };
}
