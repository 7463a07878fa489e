import { GROUPS } from "../data/dishSentences";
import { DISH_KINDS, INGREDIENTS } from "../data/lexicon";
import { fold } from "./text";

/**
 * What a text says, as keys a writer compares before adding a sentence:
 * pairs of content words and descriptive adjectives, by lemma, so a dish's
 * lines and a menu's dishes do not say one thing twice. Runtime helpers; the
 * checks the tests run over generated text are in ../eval/textChecks.ts.
 */

/** Words that carry no content of their own: a phrase is repeated only when its content words are. */
const FUNCTION_WORDS = new Set(
  (
    "o a os as um uma uns umas de do da dos das em no na nos nas por pelo pela pelos pelas ao aos " +
    "para pra com sem e ou que se como quando onde quem nao nem ja so mais muito muita bem tao ainda " +
    "sempre tambem super ate seu sua seus suas nosso nossa nossos nossas meu minha esse essa esses essas " +
    "isso este esta isto aquele aquela aquilo ele ela eles elas voce gente todo toda todos todas " +
    "tudo qualquer e sao tem ter ser esta estao foi vai vem fica pode"
  ).split(" "),
);

const lemmas = new Map<string, string>();

/**
 * The same adjective in any gender, number or diminutive: "gelada",
 * "geladinhos" → "gelad"; "douradinha", "dourado" → "dourad".
 */
export function lemma(word: string): string {
  const known = lemmas.get(word);
  if (known !== undefined) return known;
  let w = fold(word);
  if (w.endsWith("veis")) w = `${w.slice(0, -4)}vel`;
  else if (w.length > 3 && /[^s]s$/.test(w)) w = w.slice(0, -1);
  let result = w.length > 3 ? w.replace(/[ao]$/, "") : w;
  if (/..[dt]inh$/.test(result)) result = result.slice(0, -3);
  lemmas.set(word, result);
  return result;
}

/** Participles and adjectives the banks use besides the lexicon's textures and descriptors. */
const MORE_ADJECTIVES =
  "feito pronto preparado montado assado frito empanado coberto gratinado dourado derretido servido " +
  "recheado temperado selado grelhado tostado batido enrolado caprichado generoso caseiro fresquinho " +
  "fresco geladinho gelado crocante sequinho macio suculento cremoso encorpado fofinho leve refrescante " +
  "quentinho douradinho molhadinho lisinho colorido perfumado irresistivel equilibrado aromatico " +
  "saboroso delicioso marcante fininho levinho especial completo certo";

/** Every descriptive adjective the engine writes, by lemma. */
const ADJECTIVES: ReadonlySet<string> = new Set(
  [
    ...MORE_ADJECTIVES.split(" "),
    ...DISH_KINDS.flatMap((k) => k.textures ?? []),
    ...INGREDIENTS.flatMap((i) => i.descriptors ?? []),
    ...Object.values(GROUPS).flatMap((g) => g.textures),
  ]
    .map((phrase) => phrase.replace(/\*/g, "").split(" ").pop() ?? "")
    .filter((w) => w.length > 3)
    .map(lemma),
);

export const isAdjective = (word: string) => ADJECTIVES.has(lemma(word));

/**
 * Words of stock phrases that read as a template when said twice: "do jeito
 * que… tem que ser", "na medida", "do começo ao fim", "de verdade", "Bateu a
 * fome?… matar a fome", "sem sair de casa… receba em casa", "com a turma".
 */
const STOCK_WORDS: ReadonlySet<string> = new Set(
  [
    "jeito",
    "medida",
    "começo",
    "verdade",
    "vontade",
    "fome",
    "sede",
    "casa",
    "turma",
    "garfada",
    "colherada",
    "mordida",
    "gole",
  ].map(lemma),
);

/** The lemmas of a dish name's words: phrases made only of them are the name, not a repetition. */
export function nameWords(name: string): ReadonlySet<string> {
  return new Set((fold(name).match(/[a-z0-9-]+/g) ?? []).map(lemma));
}

/**
 * What a text says, as keys two texts can share: every two content words in a
 * row ("porcao generos", function words skipped) and every descriptive
 * adjective ("sequinh"), in any case, accent, gender or number.
 */
export function phraseKeys(text: string, own: ReadonlySet<string> = new Set()): string[] {
  const keys: string[] = [];
  for (const chunk of fold(text).split(/[.,;:!?()\n]+/)) {
    const words = (chunk.match(/[a-z0-9-]+/g) ?? [])
      .filter((w) => w.length >= 3 && !FUNCTION_WORDS.has(w))
      .map(lemma);
    words.forEach((l, i) => {
      if ((ADJECTIVES.has(l) || STOCK_WORDS.has(l)) && !own.has(l)) keys.push(l);
      const next = words[i + 1];
      if (next !== undefined && !(own.has(l) && own.has(next))) keys.push(`${l} ${next}`);
    });
  }
  return keys;
}
