import {
  adjectiveForms,
  agree,
  byNumber,
  contraction,
  definiteArticle,
  demonstrative,
  indefiniteArticle,
  type Noun,
  possessive,
  pronoun,
} from "./grammar";
import { capitalize } from "./text";

/**
 * Renders the engine's sentence templates. Tokens, agreed with `subject` (or
 * with `head` when prefixed by "h": {hadj:feito}):
 *   {art} o/a/os/as · {um} um/uma… · {do} {no} {ao} {pelo} contractions
 *   {nosso} {seu} {esse} {ele} · {noun} · {adj:crocante} · {v:chega|chegam}
 * plus any named value ({name}, {ingredients}, {bite}…). A capital first letter
 * ({Art}, {Adj:…}) capitalises the result. An unknown token throws, so a
 * template hole can never reach a customer.
 */
export type TemplateScope = {
  subject: Noun;
  head?: Noun | undefined;
  values?: Record<string, string | undefined>;
};

type NounToken = (n: Noun, arg: string) => string;

const NOUN_TOKENS: Record<string, NounToken> = {
  art: (n) => definiteArticle(n),
  um: (n) => indefiniteArticle(n),
  do: (n) => contraction("de", n),
  no: (n) => contraction("em", n),
  ao: (n) => contraction("a", n),
  pelo: (n) => contraction("por", n),
  nosso: (n) => possessive(n, "nosso"),
  seu: (n) => possessive(n, "seu"),
  esse: (n) => demonstrative(n),
  ele: (n) => pronoun(n),
  noun: (n) => n.text,
  adj: (n, arg) => agree(arg, n),
  v: (n, arg) => {
    const [singular, plural] = arg.split("|");
    if (singular === undefined || plural === undefined) throw new Error(`verb token needs "a|b": ${arg}`);
    return byNumber(n, singular, plural);
  },
  /** The masculine-singular word agreed, e.g. {o:pronto} → "pronta". */
  o: (n, arg) => adjectiveForms(arg)[(n.number === "s" ? 0 : 2) + (n.gender === "m" ? 0 : 1)] as string,
};

export class TemplateError extends Error {
  override name = "TemplateError";
}

export function render(template: string, scope: TemplateScope): string {
  const out = template.replace(
    /\{([A-Za-z][A-Za-z0-9]*)(?::([^}]*))?\}/g,
    (_match, rawName: string, arg = "") => {
      const capital = /^[A-Z]/.test(rawName);
      const name = rawName.charAt(0).toLowerCase() + rawName.slice(1);
      let value: string | undefined;
      if (name in NOUN_TOKENS) {
        value = (NOUN_TOKENS[name] as NounToken)(scope.subject, arg);
      } else if (name.startsWith("h") && name.slice(1).toLowerCase() in NOUN_TOKENS) {
        if (!scope.head) throw new TemplateError(`template needs a head noun: ${template}`);
        value = (NOUN_TOKENS[name.slice(1).toLowerCase()] as NounToken)(scope.head, arg);
      } else {
        value = scope.values?.[name];
      }
      if (value === undefined || value === "")
        throw new TemplateError(`template hole {${rawName}} in: ${template}`);
      return capital ? capitalize(value) : value;
    },
  );
  if (/[{}]/.test(out)) throw new TemplateError(`unbalanced braces in: ${template}`);
  return out;
}

/** The tokens a template uses, to tell which scope it needs. */
export function tokensOf(template: string): string[] {
  return [...template.matchAll(/\{([A-Za-z][A-Za-z0-9]*)/g)].map((m) => m[1] as string);
}
