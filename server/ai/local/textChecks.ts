import { DISH_KINDS } from "./lexicon";
import { analyseDish, normaliseDishName } from "./recognise";
import { fold } from "./text";

/**
 * What no generated text may contain, as checks the tests (and anyone
 * reading outputs) can run: template holes, spacing slips, uncontracted
 * articles, English words, and dishes other than the one asked about.
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
