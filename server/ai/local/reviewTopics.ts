import type { Noun } from "./grammar";
import { DISH_KINDS } from "./lexicon";
import {
  BILLING,
  COMPLAINTS,
  CONTRADICTIONS,
  type Complaint,
  GENERAL_NEGATIVE,
  LUKEWARM,
  PRAISE_RULES,
  PRAISES,
  type Praise,
  RULES,
  type Rule,
  TASTE_ISSUES,
  type TasteIssue,
} from "./reviewRules";

export { COMPLAINTS, type Complaint, PRAISES, type Praise, type TasteIssue };

import { fold } from "./text";

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
  /** The dish each complaint is about, when its sentence names exactly one ("a pizza chegou fria"). */
  dishes: Partial<Record<Complaint, Noun>>;
  /** The dish that was praised, when its sentence names one. */
  praisedDish: Noun | undefined;
};

const ABBREVIATIONS: [RegExp, string][] = [
  [/\bvc\b|\bvcs\b/g, "voce"],
  [/\bq\b/g, "que"],
  [/\bmt\b|\bmto\b|\bmuuito\b/g, "muito"],
  [/\bn\b|\bnao\b|\bnaum\b/g, "nao"],
  [/\btb\b|\btbm\b/g, "tambem"],
  [/\bpq\b/g, "porque"],
  [/\bhj\b/g, "hoje"],
  [/\bmsm\b/g, "mesmo"],
  [/\bpra\b|\bp\//g, "para"],
  [/\bta\b|\btava\b/g, "estava"],
  [/\btd\b/g, "tudo"],
  [/\bobg\b|\bobgd\b/g, "obrigado"],
  [/\brefri\b/g, "refrigerante"],
  [/\bpessimo\b|\bpessima\b/g, "pessimo"],
];

/** Folded review text: no accents, no stretched letters ("friaaa"), abbreviations spelled out. */
export function normaliseReview(text: string): string {
  let t = fold(text)
    .replace(/(\p{L})\1{2,}/gu, "$1")
    .replace(/[^a-z0-9\s.,;!?/-]/g, " ");
  for (const [re, word] of ABBREVIATIONS) t = t.replace(re, word);
  return t.replace(/\s+/g, " ").trim();
}

/** Clauses: a complaint and a praise in the same review stay apart ("ótimo, mas veio frio"). */
function clauses(text: string): string[] {
  return text
    .split(/[.!?;\n]+|,| mas | porem | so que | entretanto | contudo /)
    .map((c) => ` ${c.trim()} `)
    .filter((c) => c.trim().length > 0);
}

const NEGATION = /\b(nao|nem|nada|sem|nunca|zero|jamais)\s+(\w+\s+){0,2}$/;

function matches(clause: string, rule: Rule): "yes" | "negated" | "no" {
  if (rule.unless?.test(clause)) return "no";
  const m = rule.re.exec(clause);
  if (!m) return "no";
  if (rule.negatable) {
    const before = clause.slice(0, m.index);
    const after = clause.slice(m.index + m[0].length);
    if (NEGATION.test(before) || /^\s*(nenhum|nenhuma|zero)\b/.test(after)) return "negated";
  }
  return "yes";
}

/** The dish the review names, when it names exactly one kind ("a pizza chegou fria"). */
function dishIn(review: string): Noun | undefined {
  const text = review.replace(/[^a-z0-9 ]+/g, " ");
  const found = new Map<string, Noun>();
  // People say "lanche" for any sandwich and "batata" for fries; answer with their word.
  for (const [id, word, gender] of [
    ["sanduiche", "lanche", "m"],
    ["batata-frita", "batata", "f"],
  ] as const) {
    const said = new RegExp(`\\b(${word}s?)\\b`).exec(text)?.[1];
    if (said) found.set(id, { text: said, gender, number: said.endsWith("s") ? "p" : "s" });
  }
  for (const kind of DISH_KINDS) {
    if ((kind.priority ?? 1) === 0) continue;
    if (found.has(kind.id)) continue;
    for (const key of kind.pluralKeys ?? []) {
      if (key === "quentinhas") continue;
      if (` ${text} `.includes(` ${key} `))
        found.set(kind.id, { text: kind.plural, gender: kind.gender, number: "p" });
    }
    if (found.has(kind.id)) continue;
    for (const key of kind.keys) {
      // "Chegou quentinha" praises the temperature; it is not the dish "quentinha".
      if (key.endsWith("-") || key.length < 4 || key === "quentinha") continue;
      if (` ${text} `.includes(` ${key} `)) {
        const plural = Boolean(kind.pluralOnly);
        found.set(kind.id, {
          text: plural ? kind.plural : kind.singular,
          gender: kind.gender,
          number: plural ? "p" : "s",
        });
      }
    }
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

export function readReview(reviewText: string): ReviewReading {
  const text = normaliseReview(reviewText);
  const parts = clauses(text);
  const complaints = new Set<Complaint>();
  const praises = new Set<Praise>();
  const dishes: Partial<Record<Complaint, Noun>> = {};
  let praisedDish: Noun | undefined;
  // A review about one dish only ("Pastéis frios. Demorou.") lends it to every sentence.
  const onlyDish = dishIn(text);

  for (const [topic, rules] of Object.entries(RULES) as [Exclude<Complaint, "general">, Rule[]][]) {
    if (rules.some((rule) => rule.whole && matches(` ${text} `, rule) === "yes")) complaints.add(topic);
  }
  for (const clause of parts) {
    for (const [topic, rules] of Object.entries(RULES) as [Exclude<Complaint, "general">, Rule[]][]) {
      for (const rule of rules) {
        if (rule.whole) continue;
        const result = matches(clause, rule);
        if (result === "yes") {
          complaints.add(topic);
          dishes[topic] ??= dishIn(clause) ?? onlyDish;
        }
        // "Não demorou", "não veio frio": a denied complaint is praise.
        if (result === "negated" && topic === "delay") praises.add("speed");
        if (result === "negated" && topic === "cold") praises.add("hot");
      }
    }
    for (const [topic, rules] of Object.entries(PRAISE_RULES) as [Praise, Rule[]][]) {
      // Praise is always negatable: "não matou a fome" is no compliment.
      if (rules.some((rule) => matches(clause, { ...rule, negatable: true }) === "yes")) {
        praises.add(topic);
        if (topic === "taste") praisedDish ??= dishIn(clause) ?? onlyDish;
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
  if (!praises.has("taste")) praisedDish = undefined;
  // "Falta de respeito" about the courier is not a complaint about the staff who answer the chat.
  if (
    complaints.has("courier") &&
    !/\b(atendimento|atendente|chat|telefone|responde\w*|cancel\w*)\b/.test(text)
  ) {
    complaints.delete("service");
  }
  if (complaints.size === 0 && GENERAL_NEGATIVE.test(text)) complaints.add("general");
  // Praise words inside a complaint ("perfeito para quem gosta de esperar") are not praise.
  if (complaints.has("general") || complaints.has("health") || complaints.has("foreignBody")) {
    praises.delete("taste");
    praises.delete("general");
  }

  const found = TASTE_ISSUES.filter(([, re]) => re.test(text)).map(([issue]) => issue);
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
    dishes,
    praisedDish,
  };
}
