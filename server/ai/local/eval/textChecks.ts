import { DISH_KINDS } from "../data/lexicon";
import { isAdjective, nameWords, phraseKeys } from "../engine/phrases";
import { analyseDish, normaliseDishName } from "../engine/recognise";
import { fold } from "../engine/text";

export { isAdjective, lemma, nameWords, phraseKeys } from "../engine/phrases";

/**
 * Test oracles, never used at runtime: what no generated text may contain,
 * as checks the tests and `npm run eval:content` run over outputs: template
 * holes, spacing slips, uncontracted articles, English words, dishes other
 * than the one asked about, repeated phrases and agreement slips.
 */

const ENGLISH = new Set(
  "the and with of your you our order now delicious best fresh cheese sauce free off sale today new enjoy get taste tasty crispy yummy food love happy hour sweet spicy chicken beef bread fries special deal week weekend discount".split(
    " ",
  ),
);

export function holes(text: string): string[] {
  const problems: string[] = [];
  if (/\bundefined\b|\bnull\b|\bNaN\b|\[object/.test(text)) problems.push("valor vazio no texto");
  if (/[{}[\]]/.test(text)) problems.push("chave ou colchete de modelo");
  if (/ {2,}/.test(text)) problems.push("espaço duplo");
  if (/ [,.!?;:]/.test(text)) problems.push("espaço antes de pontuação");
  // Word edges that know accented letters (\b does not: "de açaí" is not "de a").
  const w = (words: string) => new RegExp(`(?<!\\p{L})(${words})(?!\\p{L})`, "iu");
  if (w("a o|a os|de o|de a|de os|de as|em o|em a|por o|por a").test(text))
    problems.push("artigo sem contração");
  if (/(?<!\p{L})(\p{L}{3,}) \1(?!\p{L})/iu.test(text)) problems.push("palavra repetida");
  if (/,[.!?]|\.\.(?!\.)|\.,/.test(text)) problems.push("pontuação dobrada");
  if (/(^|[.!?]\s)\p{Ll}/u.test(text)) problems.push("frase começando com minúscula");
  return problems;
}

/** English words the text has that the input did not bring. */
export function englishWords(text: string, input: string): string[] {
  const given = new Set(fold(input).split(/[^a-z]+/));
  return [...new Set(fold(text).split(/[^a-z]+/))].filter((w) => ENGLISH.has(w) && !given.has(w));
}

/** Words that name a dish but also serve as plain words in our sentences ("massa crocante", "lanche da tarde"). */
const SHARED_WORDS = new Set([
  "agua",
  "creme-de-cupuacu",
  "massa",
  "sanduiche",
  "doce",
  "prato-feito",
  "pao",
  "salgado",
  "caldo",
  "cafe",
  "petisco",
  "tigela",
]);

/** Dish keys that are also everyday adjectives ("chegando quentinha"). */
const SHARED_KEYS = new Set(["quentinha", "quentinhas"]);

/** Other dishes a text names that its dish name does not (its own kind may be named: X-Bacon is a hambúrguer). */
export function otherDishes(text: string, dishName: string): string[] {
  const asked = normaliseDishName(dishName);
  const said = normaliseDishName(text);
  const own = analyseDish(dishName).kind?.id;
  const found: string[] = [];
  for (const kind of DISH_KINDS) {
    if (SHARED_WORDS.has(kind.id) || kind.id === own) continue;
    const keys = [...kind.keys, ...(kind.pluralKeys ?? []), fold(kind.singular), fold(kind.plural)].filter(
      (k) => k.length >= 4 && !k.endsWith("-") && !SHARED_KEYS.has(k),
    );
    const inAsked = keys.some((k) => asked.includes(` ${k} `));
    if (inAsked) continue;
    const hit = keys.find((k) => said.includes(` ${k} `));
    if (hit) found.push(hit);
  }
  return found;
}

// ---- Repetition and agreement -------------------------------------------------------

/**
 * Phrases a text says twice: any two content words in a row (function words
 * skipped, "porção generosa", "tempero na medida") and any descriptive
 * adjective ("sequinha… sequinha"), case- and accent-insensitive, in any
 * gender or number. Words of the dish's own name are not counted: the name
 * may be said, and its words may come back in the sentences about it.
 */
export function repeatedPhrases(text: string, name = ""): string[] {
  const counts = new Map<string, number>();
  for (const key of phraseKeys(text, nameWords(name))) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([key]) => key);
}

type Agreement = { gender: "m" | "f"; number: "s" | "p" };

/** The gender and number an adjective's ending shows; undefined parts when it does not ("crocante"). */
function formOf(word: string): Partial<Agreement> {
  const w = fold(word);
  if (/as$/.test(w)) return { gender: "f", number: "p" };
  if (/os$/.test(w)) return { gender: "m", number: "p" };
  if (/(es|is)$/.test(w)) return { number: "p" };
  if (/a$/.test(w)) return { gender: "f", number: "s" };
  if (/o$/.test(w)) return { gender: "m", number: "s" };
  return { number: "s" };
}

const LEADING_ADVERBS = new Set(["bem", "muito", "super", "levemente", "estupidamente", "sempre"]);

/**
 * Sentences that open with adjectives ("Sequinha e gratinada, …") speak of
 * the dish without naming it, so they must agree with it: returns the
 * adjectives that fit none of the nouns the dish may be spoken of by.
 */
export function adjectiveFirstSlips(text: string, nouns: readonly Agreement[]): string[] {
  const slips: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    const words = sentence.match(/[\p{L}-]+|,/gu) ?? [];
    let i = 0;
    for (;;) {
      while (LEADING_ADVERBS.has(fold(words[i] ?? ""))) i++;
      const word = words[i];
      if (word === undefined || !isAdjective(word)) break;
      const form = formOf(word);
      const fits = nouns.some(
        (n) => (!form.gender || form.gender === n.gender) && (!form.number || form.number === n.number),
      );
      if (!fits) slips.push(word);
      // "Sequinha, crocante e bem douradinha": the run of adjectives goes on after a comma or "e".
      if (words[i + 1] !== "," && words[i + 1] !== "e") break;
      i += 2;
    }
  }
  return slips;
}
