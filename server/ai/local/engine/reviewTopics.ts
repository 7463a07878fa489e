import { DISH_KINDS, type DishKind, INGREDIENTS } from "../data/lexicon";
import {
  BILLING,
  COMPLAINTS,
  CONTRADICTIONS,
  CONTRAST,
  type Complaint,
  CUSTOMISATION,
  FORGIVEN_WAIT,
  GENERAL_NEGATIVE,
  LUKEWARM,
  PRAISE_RULES,
  PRAISES,
  type Praise,
  RULES,
  type Rule,
  SARCASM,
  TASTE_ISSUES,
  type TasteIssue,
} from "../data/reviewRules";
import { OVERALL_VERDICT } from "../data/reviews/facts";
import type { Noun } from "./grammar";

export { COMPLAINTS, type Complaint, PRAISES, type Praise, type TasteIssue };

import { normaliseReview } from "./reviews/normalise";
import { fold } from "./text";

export { normaliseReview };

/**
 * What a review complains about or praises, read from its words. Each rule is
 * a regular expression over the folded text (lowercase, no accents, common
 * abbreviations spelled out). "Negatable" rules flip when a negation comes
 * right before them: "não demorou" is praise, not a complaint.
 */

export type ReviewReading = {
  complaints: Complaint[];
  praises: Praise[];
  /** What was wrong with the taste, most specific first (empty when taste is not a complaint). */
  tasteIssues: TasteIssue[];
  /** The cost complaint is about a wrong charge, not about prices being high. */
  billing: boolean;
  /** The packaging leaked (rather than arriving crushed or open). */
  leak: boolean;
  /** The order was cancelled (a service complaint of its own kind). */
  cancelled: boolean;
  /** Someone felt ill (rather than the food only looking or smelling spoiled). */
  sick: boolean;
  /** "Razoável", "esperava mais": neither a complaint nor praise. */
  lukewarm: boolean;
  /** The wrong item was a note not followed ("pedi sem cebola e veio com cebola"). */
  customisation: boolean;
  /** What the customer asked to leave out, when the engine knows the word ("cebola"). */
  leftOut: string | undefined;
  /** The drink arrived flat rather than warm. */
  flat: boolean;
  /** The customer said they understood the wait ("demorou, mas era dia de chuva"): thanked, not apologised for. */
  forgivenWait: boolean;
  /** Complaints said only to have not happened ("a embalagem não vazou nada", "não veio frio"): never guessed back. */
  denied: Complaint[];
  /** The dish each complaint is about, when its sentence names exactly one ("a pizza chegou fria"). */
  dishes: Partial<Record<Complaint, Noun>>;
  /** The dish that was praised, when its sentence names one. */
  praisedDish: Noun | undefined;
};

/** Clauses: a complaint and a praise in the same review stay apart ("ótimo, mas veio frio"). */
function clauses(text: string): string[] {
  return text
    .split(/[.!?;\n]+|,| mas | porem | so que | entretanto | contudo /)
    .map((c) => ` ${c.trim()} `)
    .filter((c) => c.trim().length > 0);
}

/** One of `words` at most two words before the end of the text (never across an "e"). */
const negatedBy = (words: string) => new RegExp(String.raw`\b(${words})\s+((?!e\s)\w+\s+){0,2}$`);
const NEGATION = negatedBy("nao|nem|nada|sem|nunca|zero|jamais|nenhum|nenhuma");
/** A complaint word denied by "não", "nem", "nunca" (a "sem" is often an ingredient left out: "sem lactose veio…"). */
const DENIED_BEFORE = negatedBy("nao|nem|nunca|jamais|nada");
/** "nem fria nem quente": neither of two, which says what it was instead. */
const EITHER = /\bnem \w+ nem\b/;

/** The part of a clause around a match, between the "e" before it and the "e" after it. */
function partAt(clause: string, at: number, end = at): string {
  const before = clause.lastIndexOf(" e ", at);
  const after = clause.indexOf(" e ", end);
  const start = before < 0 ? 0 : before + 2;
  const stop = after < 0 ? clause.length : after + 1;
  return ` ${clause.slice(start, stop).trim()} `;
}

const globalRe = new WeakMap<RegExp, RegExp>();
const everyMatch = (re: RegExp) => {
  let g = globalRe.get(re);
  if (!g) {
    g = new RegExp(re.source, `${re.flags.replace("g", "")}g`);
    globalRe.set(re, g);
  }
  g.lastIndex = 0;
  return g;
};

/** `where`: the part of the clause the match is in, to find its dish; `word`: what matched. */
type Match = { result: "yes" | "negated" | "no"; where: string; word: string };

/** Whether a rule holds in a clause (see Rule for `vetoNear`, `inPart`, `check`). */
function matches(clause: string, rule: Rule): Match {
  if (rule.unless?.test(clause)) return { result: "no", where: clause, word: "" };
  let negated = "";
  for (const m of clause.matchAll(everyMatch(rule.re))) {
    const part = partAt(clause, m.index, m.index + m[0].length);
    if (rule.inPart && / e /.test(m[0])) continue;
    if (rule.vetoNear?.test(part)) continue;
    // "o suco veio natural e bem gelado": a bare cold word after "e" is said of the part before it.
    if (
      rule.vetoNear &&
      /^\s*((bem|super|muito|mt|meio|tao|todo|toda|bem bem)\s+)?\S+\s*$/.test(part) &&
      rule.vetoNear.test(partAt(clause, Math.max(0, clause.lastIndexOf(" e ", m.index) - 1)))
    )
      continue;
    if (rule.check && !rule.check(m as RegExpExecArray)) continue;
    if (rule.negatable) {
      const before = clause.slice(0, m.index);
      const after = clause.slice(m.index + m[0].length);
      if (NEGATION.test(before) || /^\s*(nenhum|nenhuma|zero)\b/.test(after)) {
        negated ||= m[0];
        continue;
      }
    }
    return { result: "yes", where: part, word: m[0] };
  }
  return { result: negated ? "negated" : "no", where: clause, word: negated };
}

const isDrink = (kind: DishKind) => kind.group === "bebida";

/**
 * The dish a piece of review names, when it names exactly one kind ("a pizza
 * chegou fria"). `drinks`: only drinks (true), never drinks (false) or any.
 */
function dishIn(review: string, drinks?: boolean): Noun | undefined {
  const text = review.replace(/[^a-z0-9 ]+/g, " ");
  const found = new Map<string, Noun>();
  // People say "lanche" for any sandwich, "batata" for fries and "comida" for the food; answer with their word.
  if (drinks !== true) {
    for (const [id, word, gender] of [
      ["sanduiche", "lanche", "m"],
      ["batata-frita", "batata", "f"],
      ["comida", "comida", "f"],
      // The sides of a plate ("o arroz veio frio"): named, they are what the point is about, not the main dish.
      ["arroz", "arroz", "m"],
      ["feijao", "feijao", "m"],
      ["farofa", "farofa", "f"],
      ["pure", "pure", "m"],
    ] as const) {
      const said = new RegExp(`\\b(${word}s?)\\b`).exec(text)?.[1];
      if (said)
        found.set(id, {
          text: said.replace(/^feijao/, "feijão").replace(/^pure/, "purê"),
          gender,
          number: said.endsWith("s") && id !== "arroz" ? "p" : "s",
        });
    }
  }
  for (const kind of DISH_KINDS) {
    if ((kind.priority ?? 1) === 0) continue;
    if (drinks !== undefined && isDrink(kind) !== drinks) continue;
    if (found.has(kind.id)) continue;
    for (const key of kind.pluralKeys ?? []) {
      if (key === "quentinhas") continue;
      if (` ${text} `.includes(` ${key} `)) found.set(kind.id, nounFor(kind, key, true));
    }
    if (found.has(kind.id)) continue;
    for (const key of kind.keys) {
      // "Chegou quentinha" praises the temperature; it is not the dish "quentinha".
      if (key.endsWith("-") || key.length < 4 || key === "quentinha") continue;
      if (` ${text} `.includes(` ${key} `)) found.set(kind.id, nounFor(kind, key, Boolean(kind.pluralOnly)));
    }
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

/** The noun a kind is answered with: its own word for the key ("a Coca-Cola", "o chopp") or the kind's. */
function nounFor(kind: DishKind, key: string, plural: boolean): Noun {
  const own = kind.headNouns?.[key];
  if (own) return { text: own.text, gender: own.gender, number: own.plural ? "p" : "s" };
  return { text: plural ? kind.plural : kind.singular, gender: kind.gender, number: plural ? "p" : "s" };
}

/** "Pedi sem cebola…": the ingredient as the engine writes it ("cebola", "feijão"), when it knows it. */
function leftOut(text: string): string | undefined {
  const word = /\bpedi(?:mos)?(?: [a-z-]+){0,4}? sem ([a-z-]+(?: [a-z-]+)?)/.exec(text)?.[1];
  if (!word) return undefined;
  const candidates = [word, word.split(" ")[0] ?? word];
  return INGREDIENTS.find((i) => i.keys.some((k) => candidates.includes(k)))?.text;
}

/** Words of praise within a clause: "amou o pudim", "o parmegiana é o melhor da região". */
const PRAISED_IN_CLAUSE =
  /\b(amou|amei|amamos|adorei|adorou|delicios\w*|otim[oa]s?|perfeit[oa]s?|maravilh\w*|top|melhor|gostos[oa]s?|incrive\w*|sensaciona\w*|divin[oa]|uma delicia|nota (10|dez|mil))\b/;

export function readReview(reviewText: string): ReviewReading {
  const text = normaliseReview(reviewText);
  const parts = clauses(text);
  const complaints = new Set<Complaint>();
  const praises = new Set<Praise>();
  const dishes: Partial<Record<Complaint, Noun>> = {};
  let praisedDish: Noun | undefined;
  // A review about one dish only ("Pastéis frios. Demorou.") lends it to every sentence.
  const onlyDish = dishIn(text, false);
  const onlyDrink = dishIn(text, true);
  const negated = new Set<Complaint>();
  // "ela amou o pudim mas o resto veio frio": the review's one dish, praised in its own clause, is not the dish a
  // complaint that names none is about.
  const unpraised = (dish: Noun | undefined) =>
    dish && parts.some((c) => c.includes(fold(dish.text)) && PRAISED_IN_CLAUSE.test(c)) ? undefined : dish;

  for (const [topic, rules] of Object.entries(RULES) as [Exclude<Complaint, "general">, Rule[]][]) {
    const drinks = topic === "warmDrink";
    for (const rule of rules) {
      if (!rule.whole) continue;
      const { result, where } = matches(` ${text} `, rule);
      if (result !== "yes") continue;
      complaints.add(topic);
      dishes[topic] ??= dishIn(where, drinks) ?? (drinks ? onlyDrink : undefined);
    }
  }
  for (const clause of parts) {
    for (const [topic, rules] of Object.entries(RULES) as [Exclude<Complaint, "general">, Rule[]][]) {
      // A warm drink is about the drink; every other point is about the food.
      const drinks = topic === "warmDrink";
      for (const rule of rules) {
        if (rule.whole) continue;
        const { result, where, word } = matches(clause, rule);
        if (result === "yes") {
          complaints.add(topic);
          dishes[topic] ??=
            dishIn(where, drinks) ?? dishIn(clause, drinks) ?? (drinks ? onlyDrink : unpraised(onlyDish));
        }
        // Denied outright ("não vazou", "nem demorou"), not "sem lactose veio amassada" nor "nem fria nem quente".
        if (
          result === "negated" &&
          DENIED_BEFORE.test(clause.slice(0, clause.indexOf(word))) &&
          !EITHER.test(clause)
        )
          negated.add(topic);
        // "Não demorou", "não veio frio": a denied complaint is praise.
        if (result === "negated" && topic === "delay") praises.add("speed");
        // "Nada gelada" is said of drinks and desserts; only "não veio fria" praises the food's heat.
        if (result === "negated" && topic === "cold" && !/gelad/.test(word)) praises.add("hot");
      }
    }
    for (const [topic, rules] of Object.entries(PRAISE_RULES) as [Praise, Rule[]][]) {
      // Praise is always negatable: "não matou a fome" is no compliment.
      if (rules.some((rule) => matches(clause, { ...rule, negatable: true }).result === "yes")) {
        praises.add(topic);
        if (topic === "taste") praisedDish ??= dishIn(clause) ?? dishIn(text);
      }
    }
  }
  // A point cannot be praised and complained about at once; the complaint is what needs an answer.
  // Taste is the exception when two dishes differ: "a batata veio murcha, o hambúrguer estava bom".
  for (const [complaint, praise] of CONTRADICTIONS) {
    const other = dishes[complaint];
    const apart = praise === "taste" && praisedDish && other && praisedDish.text !== other.text;
    if (complaints.has(complaint) && !apart) praises.delete(praise);
  }
  // Praise beside a complaint with no "mas" between them is irony, not praise ("Parabéns, demorou só 1h20").
  if (complaints.size > 0 && (SARCASM.test(text) || !CONTRAST.test(text))) praises.clear();
  if (!praises.has("taste")) praisedDish = undefined;
  // "Falta de respeito" about the courier is not a complaint about the staff who answer the chat.
  if (
    complaints.has("courier") &&
    !/\b(atendimento|atendente|chat|telefone|responde\w*|cancel\w*)\b/.test(text)
  ) {
    complaints.delete("service");
  }
  // "nunca mais. 1h40 e a comida gelada": a verdict on the whole is answered beside the points it sums up.
  if ((complaints.size === 0 || OVERALL_VERDICT.test(text)) && GENERAL_NEGATIVE.test(text))
    complaints.add("general");
  // Praise words inside a complaint ("perfeito para quem gosta de esperar") are not praise.
  if (complaints.has("general") || complaints.has("health") || complaints.has("foreignBody")) {
    praises.delete("taste");
    praises.delete("general");
  }

  // "grelhado no lugar do cru": raw is what was ordered, no cooking point to apologise for.
  const found = TASTE_ISSUES.filter(
    ([issue, re]) =>
      re.test(text) &&
      // Raw that was ordered ("no lugar do cru", "pedi a carne mal passada") is no cooking point to apologise for.
      !(issue === "raw" && /\b(no lugar|em vez|ao inves) do cru\b|\bpedi\w*\b.{0,25}\bmal passad/.test(text)),
  )
    .map(([issue]) => issue)
    // "pastel encharcado" is oil: the same word is no water in it too.
    .filter((issue, _i, all) => !(issue === "watery" && all.includes("greasy")));
  const tasteIssues: TasteIssue[] = complaints.has("taste")
    ? found.length
      ? found.slice(0, 2)
      : ["other"]
    : [];
  return {
    complaints: COMPLAINTS.filter((c) => complaints.has(c)),
    praises: PRAISES.filter((p) => praises.has(p)),
    tasteIssues,
    billing: complaints.has("price") && BILLING.test(text),
    leak: /\bvaz|\bderram/.test(text),
    cancelled: complaints.has("service") && /\bcancel/.test(text),
    sick: /\bpass\w* mal\b|\bintoxica|\bdor de barriga|\bdiarreia|\bvomit|\benjo|\bmal.estar/.test(text),
    lukewarm: complaints.size === 0 && praises.size === 0 && LUKEWARM.test(text),
    customisation: complaints.has("wrongItem") && CUSTOMISATION.some((re) => re.test(text)),
    leftOut: complaints.has("wrongItem") ? leftOut(text) : undefined,
    flat: complaints.has("warmDrink") && /\bsem gas\b/.test(text) && !/\b(quente|morn)/.test(text),
    forgivenWait: FORGIVEN_WAIT.test(text),
    denied: COMPLAINTS.filter((c) => negated.has(c) && !complaints.has(c)),
    dishes,
    praisedDish,
  };
}
