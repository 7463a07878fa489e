import { GENERATOR_LIMITS } from "../../../../common/generators";
import type { DescribeDishInput, RestaurantContext } from "../../engine";
import type { BankLine, LineNeed, TasteLine } from "../data/bankLine";
import { findProfile } from "../data/businessProfiles";
import {
  CALLS_TO_ORDER,
  GROUPS,
  type GroupProfile,
  INGREDIENT_LINES,
  OPENINGS,
  POST_CALLS_TO_ORDER,
  POST_OPENINGS,
  SENSORY_LINES,
} from "../data/dishSentences";
import { PREPARATION_WORDS } from "../data/lexicon";
import { claimAwareRng, unconfirmedClaims } from "./claims";
import { dishParts } from "./dishParts";
import { agree, indefiniteArticle, type Noun } from "./grammar";
import { formatBrl, priceToCents } from "./money";
import { correctDishName } from "./nameSpelling";
import { isAdjective, lemma, nameWords, phraseKeys } from "./phrases";
import type { Rng } from "./random";
import { analyseDish, type DishAnalysis, type Mention } from "./recognise";
import { render } from "./template";
import { capitalize, fold, joinList, sentences, tidy } from "./text";

export const DISH_DESCRIPTION_MAX = GENERATOR_LIMITS.dishDescription;
/** What a description aims at (issue 12): marketplaces cut longer ones in the dish card. */
export const DISH_DESCRIPTION_TARGET = 300;
export const SOCIAL_POST_MAX = GENERATOR_LIMITS.socialPost;

/** Keeps kind lines that fit the dish's taste: `savoury(…)` lines for savoury dishes only, `sweet(…)` for sweet. */
export function byTaste(lines: readonly TasteLine[] | undefined, sweet: boolean): string[] {
  return (lines ?? []).flatMap((line) => {
    if (typeof line === "string") return [line];
    return (line.taste === "sweet") === sweet ? [line.text] : [];
  });
}

/** Whether a dish has what a line needs (see ../data/bankLine.ts). */
function meets(need: LineNeed, dish: DishAnalysis): boolean {
  switch (need) {
    case "food":
      return dish.group !== "bebida";
    case "commonNoun":
      return dish.subject.text === dish.subject.text.toLocaleLowerCase("pt-BR");
    case "headKnown":
      return dish.headSure;
    case "singular":
      return dish.head.number === "s";
    case "shortName":
      return dish.name.split(" ").length <= 4;
    case "severalIngredients":
      return dish.ingredients.length > 1;
    case "kindKnown":
      return dish.subjectSure;
    case "sameNumber":
      return dish.subject.number === dish.head.number;
    case "craved":
      return dish.kind !== undefined && dish.kind.craving !== null;
    case "soldByUnit":
      return Boolean(dish.kind?.countable && ["salgado", "doce"].includes(dish.group));
  }
}

/** Keeps bank lines whose needs this dish meets. */
function usable(lines: readonly BankLine[], dish: DishAnalysis): string[] {
  return lines.flatMap((line) => {
    if (typeof line === "string") return [line];
    return line.needs.every((need) => meets(need, dish)) ? [line.text] : [];
  });
}

/** Bites spoken of in the masculine: "no primeiro gole", but "na primeira garfada". */
const MASCULINE_BITES = new Set(["gole", "pedaço"]);

/** Word overlap, to avoid saying the tagline twice. */
function overlaps(a: string, b: string): boolean {
  const words = (s: string) => new Set(fold(s).match(/[a-z]{4,}/g) ?? []);
  const wa = words(a);
  const wb = words(b);
  let common = 0;
  for (const w of wa) if (wb.has(w)) common++;
  return common >= 3 || common / Math.max(1, Math.min(wa.size, wb.size)) >= 0.5;
}

type Part = {
  text: string;
  role: "opening" | "composition" | "ingredients" | "detail" | "sensory" | "occasion" | "cta" | "notice";
};
const DROP_ORDER: Part["role"][] = ["occasion", "sensory", "detail", "ingredients"];

/** Drops optional sentences, least important first, until the text fits. */
function fitParts(parts: Part[], max: number, join: (parts: Part[]) => string): string {
  let kept = [...parts];
  for (const role of DROP_ORDER) {
    if (join(kept).length <= max) break;
    const body = kept.filter((p) => p.role !== "opening" && p.role !== "cta" && p.role !== "notice");
    if (role === "detail" && body.length <= 1) continue;
    kept = kept.filter((p) => p.role !== role);
  }
  return join(kept);
}

export type DishWriter = {
  dish: DishAnalysis;
  group: GroupProfile;
  bite: string;
  rng: Rng;
  /** Everything written so far, so later sentences do not repeat its words. */
  said: string[];
  /** What `said` says, as phrase keys (see textChecks.phraseKeys). */
  seen: Set<string>;
  nameWords: ReadonlySet<string>;
  scope: (values?: Record<string, string | undefined>) => Parameters<typeof render>[1];
};

export function writerFor(dishName: string, rng: Rng): DishWriter {
  const dish = analyseDish(dishName);
  const group = GROUPS[dish.group];
  const bite = dish.kind?.bite ?? group.bite;
  // "difícil de comer uma só" for a cocada, though the kind (doce) is masculine.
  const singularKind: Noun | undefined = dish.kind
    ? { text: dish.kind.singular, gender: dish.subject.gender, number: "s" }
    : undefined;
  const scope = (values: Record<string, string | undefined> = {}) => ({
    subject: dish.subject,
    head: dish.head,
    values: {
      name: dish.name,
      bite,
      craving: dish.kind?.craving ?? dish.kind?.singular,
      arrivesHead: agree(dish.kind?.arrives ?? group.arrives, dish.head),
      one: singularKind ? indefiniteArticle(singularKind) : undefined,
      firstBite: `${MASCULINE_BITES.has(bite) ? "no primeiro" : "na primeira"} ${bite}`,
      ...values,
    },
  });
  return { dish, group, bite, rng, said: [], seen: new Set(), nameWords: nameWords(dish.name), scope };
}

/**
 * Whether a sentence would make the text say something twice ("porção
 * generosa… porção generosa", "sequinha… sequinha"): the check the tests run
 * on every text, applied before a sentence is kept.
 */
export function repeats(w: DishWriter, sentence: string): boolean {
  const keys = phraseKeys(sentence, w.nameWords);
  return keys.some((k, i) => w.seen.has(k) || keys.indexOf(k) !== i);
}

/**
 * Whether a sentence says again, as an adjective, a word of the dish's name:
 * "Chá Gelado: geladinho…", "Cappuccino Cremoso… O café é cremoso".
 */
function echoesName(w: DishWriter, sentence: string): boolean {
  return phraseKeys(sentence.split(w.dish.name).join(" ")).some(
    (k) => !k.includes(" ") && w.nameWords.has(k),
  );
}

/** Adds a sentence (or a phrase of one) to what the text has said. */
export function say(w: DishWriter, text: string): void {
  w.said.push(text);
  for (const key of phraseKeys(text, w.nameWords)) w.seen.add(key);
}

/** The first candidate (in random order) that says nothing twice. */
export function pickFresh(w: DishWriter, candidates: readonly string[]): string | undefined {
  return w.rng.shuffle(candidates).find((c) => !repeats(w, c));
}

/** Whether a descriptive phrase ("bem temperado") is still unsaid in this text, in any gender or number. */
function unsaid(w: DishWriter, phrase: string): boolean {
  const words = fold(phrase.replace(/\*/g, "")).match(/[a-z-]+/g) ?? [];
  return !words.some(
    (word) => isAdjective(word) && (w.seen.has(lemma(word)) || w.nameWords.has(lemma(word))),
  );
}

/** Two textures agreed with the dish and not said yet; none when fewer than two are left. */
function twoTextures(w: DishWriter): [string, string] | undefined {
  const all = w.dish.kind?.textures ?? w.group.textures;
  const fresh = w.rng.shuffle(all.filter((t) => unsaid(w, t)));
  const [a, b] = fresh;
  if (a === undefined || b === undefined) return undefined;
  return [agree(a, w.dish.subject), agree(b, w.dish.subject)];
}

function mentionNoun(m: Mention): Noun {
  return { text: m.text, gender: m.gender, number: m.plural ? "p" : "s" };
}

/**
 * "calabresa fatiada, cebola e mussarela derretida": at most two descriptors,
 * none said before and none twice. The caller says the sentence it goes in.
 */
export function ingredientList(w: DishWriter, max = 6): string {
  let described = 0;
  const alone = w.dish.ingredients.length === 1;
  const used = new Set<string>();
  const items = w.dish.ingredients.slice(0, max).map((m) => {
    const options = ownDescriptors(w, m).filter((d) => !used.has(lemma(d.split(" ").pop() ?? d)));
    if (described >= 2 || options.length === 0 || !(alone || w.rng.chance(0.65))) return m.text;
    described++;
    const d = w.rng.pick(options);
    used.add(lemma(d.split(" ").pop() ?? d));
    return `${m.text} ${agree(d, mentionNoun(m))}`;
  });
  return joinList(items);
}

/** An ingredient's descriptors not said yet, without a preparation the name does not carry ("desfiado"). */
function ownDescriptors(w: DishWriter, m: Mention): string[] {
  return m.descriptors.filter((d) => unsaid(w, d) && !PREPARATION_WORDS.has(fold(d.split(" ").pop() ?? d)));
}

/**
 * A dish named after its meat ("Costela Assada com Mandioca", "Picanha na
 * Chapa") that no kind describes opens with a line about that meat ("macia e
 * bem servida"), not the group's generic one; agreed with the meat, which is
 * also what the name starts with.
 */
function meatTaglines(w: DishWriter): string[] {
  const main = w.dish.main;
  if (!main?.meat || w.dish.container || w.dish.sweet) return [];
  const noun = mentionNoun(main);
  const [d1, d2] = w.rng.shuffle(ownDescriptors(w, main)).map((d) => agree(d, noun));
  if (!d1) return [];
  return [
    ...(d2 ? [`${d1} e ${d2}`] : []),
    `${d1}, do jeito que a casa faz`,
    `${d1} e ${agree("bem servido", noun)}`,
  ];
}

/** `avoid`: lines already used elsewhere (a menu's other dishes), left out while others remain. */
export function tagline(w: DishWriter, avoid: ReadonlySet<string> = new Set()): string {
  const own = byTaste(w.dish.kind?.taglines, w.dish.sweet);
  const meat = own.length ? [] : meatTaglines(w);
  const all = own.length
    ? own.map((t) => render(t, w.scope()))
    : meat.length
      ? meat
      : w.group.taglines.map((t) => render(t, w.scope()));
  // "Combinado 20 peças: peças montadas…" stutters: not a tagline that opens with a word of the name.
  const fitting = all.filter(
    (t) => !w.nameWords.has(lemma(fold(t).match(/[a-z]+/)?.[0] ?? "")) && !echoesName(w, t),
  );
  const pool = fitting.length ? fitting : all;
  const unused = pool.filter((t) => !avoid.has(fold(t)));
  if (unused.length) return w.rng.pick(unused);
  // The kind's lines are all taken in this menu: the group's, before saying one twice.
  const group = w.group.taglines
    .map((t) => render(t, w.scope()))
    .filter((t) => !avoid.has(fold(t)) && !echoesName(w, t));
  return w.rng.pick(group.length ? group : pool);
}

/** Two sentences that open alike ("A pizza… A pizza…") read like a template. */
function opensLike(a: string, b: string): boolean {
  const lead = (s: string) => fold(s).split(/\s+/).slice(0, 2).join(" ");
  return lead(a) === lead(b);
}

function fresh(w: DishWriter, candidates: string[]): string[] {
  return candidates.filter(
    (c) => !w.said.some((s) => overlaps(c, s) || opensLike(c, s)) && !repeats(w, c) && !echoesName(w, c),
  );
}

export function detail(w: DishWriter, avoid: ReadonlySet<string> = new Set()): string | undefined {
  const own = byTaste(w.dish.kind?.details, w.dish.sweet);
  const rendered = (own.length ? own : w.group.details).map((d) => render(d, w.scope()));
  const pool = fresh(w, rendered).filter((d) => !avoid.has(fold(d)));
  return pool.length ? w.rng.pick(pool) : undefined;
}

function ingredientSentence(w: DishWriter): string | undefined {
  if (w.dish.ingredients.length === 0) return undefined;
  const ingredients = ingredientList(w);
  const lines = [...usable(INGREDIENT_LINES, w.dish), ...(w.group.ingredientLines ?? [])]
    .filter((l) => !w.said.some((s) => opensLike(l, s)))
    .map((l) => render(l, w.scope({ ingredients })));
  return pickFresh(w, lines);
}

function sensorySentence(w: DishWriter): string | undefined {
  const textures = twoTextures(w);
  if (!textures) return undefined;
  const [t1, t2] = textures;
  const rendered = usable(SENSORY_LINES, w.dish).map((l) => render(l, w.scope({ t1, t2 })));
  return pickFresh(
    w,
    rendered.filter((r) => !w.said.some((s) => opensLike(r, s))),
  );
}

/**
 * What the name says the dish is made of, when it is more than one thing: a
 * combo's food and drinks, a pizza's two halves, a side served with it. The
 * ingredient sentence then speaks only of the main dish's own ingredients.
 */
function composition(w: DishWriter): string | undefined {
  const parts = dishParts(w.dish.name);
  if (parts.halves) {
    const [a, b] = parts.halves;
    // Each half with its own toppings, never one merged list.
    w.dish = { ...w.dish, ingredients: [] };
    const toppings = (flavour: string) => {
      const list = analyseDish(`pizza ${flavour}`).ingredients.map((m) => m.text);
      return list.length > 1 ? ` (${joinList(list)})` : "";
    };
    return `Meio a meio: metade ${a}${toppings(a)} e metade ${b}${toppings(b)}.`;
  }
  if (parts.sides.length === 0 && parts.drinks.length === 0) return undefined;
  w.dish = { ...w.dish, ingredients: analyseDish(parts.main).ingredients };
  if (parts.combo) {
    const foods = joinList([parts.main, ...parts.sides]);
    return parts.drinks.length > 0
      ? `O combo traz ${foods} e, para beber, ${joinList(parts.drinks)}.`
      : `O combo traz ${foods}.`;
  }
  const sides = joinList(parts.sides);
  return w.rng.pick([`Acompanha ${sides}.`, `Vem com ${sides} para acompanhar.`]);
}

function bodyParts(w: DishWriter): Part[] {
  const parts: Part[] = [];
  const add = (text: string | undefined, role: Part["role"]) => {
    if (!text) return;
    parts.push({ text, role });
    say(w, text);
  };
  add(composition(w), "composition");
  const ingredients = ingredientSentence(w);
  add(ingredients, "ingredients");
  if (!ingredients || w.rng.chance(0.8)) add(detail(w), "detail");
  if (w.rng.chance(0.55)) add(sensorySentence(w), "sensory");
  if (w.rng.chance(0.5)) {
    const occasions = w.dish.kind?.occasions ?? w.group.occasions;
    add(
      pickFresh(
        w,
        occasions.filter((o) => !w.said.some((s) => opensLike(o, s))),
      ),
      "occasion",
    );
  }
  return parts;
}

/** The call to order: one that neither opens like nor repeats what was said. */
function callToOrder(w: DishWriter, lines: readonly BankLine[]): string {
  const rendered = usable(lines, w.dish).map((l) => render(l, w.scope()));
  const fitting = rendered.filter((c) => !w.said.some((s) => opensLike(c, s)));
  return pickFresh(w, fitting) ?? w.rng.pick(fitting.length ? fitting : rendered);
}

/** What the law and good sense ask of alcohol ads in Brazil. */
const ALCOHOL_NOTICE = "Beba com moderação.";

function priceOf(dishName: string, restaurant: RestaurantContext | undefined): string | undefined {
  const wanted = fold(dishName).trim();
  const dish = restaurant?.dishes?.find((d) => fold(d.name).trim() === wanted);
  const cents = priceToCents(dish?.price);
  return cents ? formatBrl(cents) : undefined;
}

const GENERIC_CATEGORY_TAGS = new Set([
  "#outro",
  "#outros",
  "#outra",
  "#outras",
  "#geral",
  "#other",
  "#diversos",
]);

function hashtags(
  w: DishWriter,
  businessType: string | undefined,
  restaurant: RestaurantContext | undefined,
) {
  const tags = [...(w.dish.kind?.hashtags ?? w.group.hashtags)];
  // "#pizzaria" on a feijoada post says the wrong thing: the restaurant's type only when the dish is of it.
  const profile = findProfile(businessType);
  const fits = profile ? profile.groups.includes(w.dish.group) : false;
  const business = businessType ? `#${fold(businessType).replace(/[^a-z0-9]/g, "")}` : undefined;
  // A catch-all category ("outro") is a slug of ours, not a tag anyone follows.
  const generic = business !== undefined && GENERIC_CATEGORY_TAGS.has(business);
  if (fits && business && !generic && business.length > 2 && !tags.includes(business)) tags.push(business);
  tags.push("#delivery");
  const own = restaurant?.name
    ? `#${fold(restaurant.name)
        .split(/[^a-z0-9]+/)
        .filter(Boolean)
        .map(capitalize)
        .join("")}`
    : undefined;
  if (own && own.length > 2 && own.length <= 30) tags.push(own);
  return [...new Set(tags)].slice(0, 6).join(" ");
}

/** The dish description (≤ 400 characters) or social post asked for in generate-content. */
export function describeDish(input: DescribeDishInput, rng: Rng, restaurant?: RestaurantContext): string {
  // "Pastel de qeijo" is described as "Pastel de queijo"; the price is still found by the name as typed.
  const confirmed = restaurant?.facts?.confirmedClaims ?? [];
  const shown = correctDishName(input.dishName);
  const w = writerFor(shown, claimAwareRng(rng, confirmed, shown));
  const claimFree = (p: Part) => unconfirmedClaims(p.text, confirmed, w.dish.name).length === 0;
  if ((input.format ?? "description") === "post") return writePost(w, input, restaurant, claimFree);

  const openings = [...usable(OPENINGS, w.dish), ...usable(w.group.openings ?? [], w.dish)];
  const line = tagline(w);
  const rendered = openings.map((o) => render(o, w.scope({ tagline: line })));
  // Not an opening that says a word of its tagline twice ("para a sua casa: …, gostinho de casa").
  const clean = rendered.filter(
    (r) => !repeats(w, r) && !echoesName(w, r) && claimFree({ text: r, role: "opening" }),
  );
  const opening = w.rng.pick(clean.length ? clean : rendered);
  say(w, opening);
  const parts: Part[] = ([{ text: opening, role: "opening" }, ...bodyParts(w)] as Part[]).filter(claimFree);
  const cta = callToOrder(w, CALLS_TO_ORDER);
  parts.push({ text: cta, role: "cta" });
  if (w.dish.kind?.alcoholic) parts.push({ text: ALCOHOL_NOTICE, role: "notice" });
  return fitParts(parts, DISH_DESCRIPTION_TARGET, (kept) => sentences(kept.map((p) => p.text)));
}

function writePost(
  w: DishWriter,
  input: DescribeDishInput,
  restaurant: RestaurantContext | undefined,
  claimFree: (p: Part) => boolean,
): string {
  const emoji = w.dish.kind?.emoji ?? w.group.emoji;
  const opening = w.rng.pick([
    ...usable(POST_OPENINGS, w.dish),
    ...usable(w.group.postOpenings ?? [], w.dish),
  ]);
  const first = render("{Name}: {tagline}.", w.scope({ tagline: tagline(w) }));
  say(w, opening);
  say(w, first);
  const opened: Part = { text: `${opening} ${first}`, role: "opening" };
  const parts = [opened, ...bodyParts(w)].filter(claimFree);
  const price = priceOf(input.dishName, restaurant);
  const tail = [
    price ? `💰 Por ${price}` : undefined,
    callToOrder(w, POST_CALLS_TO_ORDER),
    w.dish.kind?.alcoholic ? `🔞 ${ALCOHOL_NOTICE}` : undefined,
    "",
    hashtags(w, input.businessType ?? restaurant?.type, restaurant),
  ].filter((l) => l !== undefined);
  // A name that brings its own emoji ("X-Tudo 🍔") is not framed by more of them.
  const title = /\p{Extended_Pictographic}/u.test(w.dish.name)
    ? w.dish.name
    : `${emoji} ${w.dish.name} ${emoji}`;
  const join = (kept: Part[]) =>
    tidy([title, "", sentences(kept.map((p) => p.text)), "", ...tail].join("\n"));
  return fitParts(parts, SOCIAL_POST_MAX, join);
}
