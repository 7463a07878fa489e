import {
  CONTAINERS,
  type Container,
  DISH_KINDS,
  type DishGroup,
  type DishKind,
  INGREDIENTS,
  type Ingredient,
  NAME_MODIFIERS,
  type Taste,
} from "../data/lexicon";
import { guessNoun, type Noun } from "./grammar";
import { displayName, fold } from "./text";

/** What the engine understood from a dish name. */
export type DishAnalysis = {
  /** The name as the owner wrote it, tidied into a title. */
  name: string;
  kind: DishKind | undefined;
  /** The noun sentences talk about ("as coxinhas" in "Porção de Coxinha"). */
  subject: Noun;
  subjectSure: boolean;
  /** The noun the name itself starts with ("a porção"); agrees with "{Name} …". */
  head: Noun;
  headSure: boolean;
  container: Container | undefined;
  /** Ingredients and other dishes the name mentions, in the order written. */
  ingredients: Mention[];
  /** The ingredient the name opens with when no dish kind does ("Costela" in "Costela Assada com Mandioca"). */
  main: Mention | undefined;
  sweet: boolean;
  group: DishGroup;
  /** "500 ml", "10 unidades"… as written, for posts. */
  size: string | undefined;
};

export type Mention = {
  text: string;
  gender: "m" | "f";
  plural: boolean;
  taste: Taste;
  descriptors: readonly string[];
  meat: boolean;
};

type Match<T> = { item: T; start: number; end: number; plural: boolean; key: string };

/** Folded name with abbreviations and burger prefixes spelled out: "X Bacon c/ fritas" → "x-bacon com fritas". */
export function normaliseDishName(raw: string): string {
  return ` ${fold(raw)} `
    .replace(/\bc\/\s*/g, " com ")
    .replace(/\bs\/\s*/g, " sem ")
    .replace(/[&+]/g, " e ")
    .replace(/\b(?:xis|x)[\s-]+(?=[a-z])/g, "x-")
    .replace(/\bx(?=(bacon|salada|tudo|egg|burger|burguer|frango|calabresa|picanha|completo)\b)/g, "x-")
    .replace(/[^a-z0-9\- ]+/g, " ")
    .replace(/\s+/g, " ");
}

const SIZE = /\b(\d+(?:[.,]\d+)?)\s?(ml|l|litros?|g|gr|gramas|kg|cm)\b/;
const COUNT = /\b(\d+)\s?(unidades|unidade|unid|un|pecas|peca|pcs|pedacos|fatias|sabores)\b/;

function findAll<T>(text: string, items: readonly T[], keysOf: (item: T) => [string, boolean][]): Match<T>[] {
  const out: Match<T>[] = [];
  for (const item of items) {
    for (const [key, plural] of keysOf(item)) {
      const needle = key.endsWith("-") ? ` ${key}` : ` ${key} `;
      let from = 0;
      for (;;) {
        const at = text.indexOf(needle, from);
        if (at < 0) break;
        out.push({ item, start: at + 1, end: at + needle.trimEnd().length, plural, key });
        from = at + 1;
      }
    }
  }
  // Longest first, so "pao de queijo" beats "pao" and "carne seca" beats "carne".
  return out.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
}

function keepNonOverlapping<T>(matches: Match<T>[], taken: [number, number][]): Match<T>[] {
  const kept: Match<T>[] = [];
  for (const m of matches) {
    if (taken.some(([s, e]) => m.start < e && s < m.end)) continue;
    taken.push([m.start, m.end]);
    kept.push(m);
  }
  return kept.sort((a, b) => a.start - b.start);
}

const kindKeys = (k: DishKind): [string, boolean][] => [
  ...k.keys.map((key): [string, boolean] => [key, Boolean(k.pluralOnly)]),
  ...(k.pluralKeys ?? []).map((key): [string, boolean] => [key, true]),
];

/** Where the dish itself starts: after a container and words like "Super". */
function startOfDish(text: string, container: Match<Container> | undefined): number {
  let at = container ? container.end + 1 : 1;
  for (;;) {
    const word = text.slice(at).split(" ")[0] ?? "";
    if (
      !(NAME_MODIFIERS.has(word) || ["de", "do", "da", "com"].includes(word) || /^\d+$/.test(word)) ||
      !word
    )
      return at;
    at += word.length + 1;
  }
}

export function analyseDish(raw: string): DishAnalysis {
  const name = displayName(raw);
  const text = normaliseDishName(raw);
  const taken: [number, number][] = [];

  const containerMatch = findAll(text, CONTAINERS, (c) => c.keys.map((k) => [k, false])).find(
    (m) => m.start <= 1,
  );
  if (containerMatch) taken.push([containerMatch.start, containerMatch.end]);
  // "20 peças", "2 l", "500 ml" are sizes, never ingredients.
  for (const re of [SIZE, COUNT]) {
    const m = re.exec(text);
    if (m) taken.push([m.index, m.index + m[0].length]);
  }
  const dishStart = startOfDish(text, containerMatch);

  // Dishes and ingredients compete for the same words, longest first: "doce de leite" is an
  // ingredient, not the dish "doce"; "pão de queijo" is a dish, not bread with cheese.
  const kindMatches = findAll(text, DISH_KINDS, kindKeys);
  const ingredientCandidates = findAll(text, INGREDIENTS, (i) => i.keys.map((k) => [k, Boolean(i.plural)]));
  const pooled = keepNonOverlapping<DishKind | Ingredient>(
    [...kindMatches, ...ingredientCandidates].sort(
      (a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start,
    ),
    taken,
  );
  const kinds = pooled.filter((m): m is Match<DishKind> => kindMatches.includes(m as Match<DishKind>));
  const ingredientMatches = pooled.filter((m): m is Match<Ingredient> =>
    ingredientCandidates.includes(m as Match<Ingredient>),
  );
  const headKind = kinds.find((m) => m.start === dishStart);
  const before = (m: Match<unknown>) => text.slice(0, m.start);
  const styled = (m: Match<DishKind>) => / (a|ao|a moda|estilo) $/.test(before(m));
  // "Tilápia com Arroz e Salada": what comes after "com" is a side, never the dish itself.
  const side = (m: Match<DishKind>) => / (com|e|mais) $/.test(before(m));
  const candidates = kinds.filter((m) => ((m.item.priority ?? 1) >= 1 && !side(m)) || m === headKind);
  // The dish the name starts with wins ("Pizza de Brigadeiro" is a pizza), unless a later one
  // gives the style ("Filé à Parmegiana") or the first is generic ("Prato de Feijoada").
  const overrides = (m: Match<DishKind>) =>
    m !== headKind && (styled(m) || ((headKind?.item.priority ?? 1) === 0 && (m.item.priority ?? 1) >= 2));
  const chosen =
    headKind && !kinds.some(overrides)
      ? headKind
      : [...candidates].sort(
          (a, b) => (b.item.priority ?? 1) - (a.item.priority ?? 1) || a.start - b.start,
        )[0];
  const kind = chosen?.item;

  const variant = kind?.variants?.find((v) =>
    v.keys.some((k) => text.includes(` ${k} `) || text.includes(` ${k}`)),
  );
  // "Filé à Parmegiana", "Berinjela à Parmegiana": the style names the recipe, the dish is what comes
  // before it. "Marmita de Frango à Parmegiana" is about the frango: it is not an ingredient of itself.
  const styleBaseMatch =
    chosen && chosen !== headKind && styled(chosen) ? baseBefore(text, chosen, pooled) : undefined;
  const named = collectMentions(
    kinds,
    chosen,
    ingredientMatches.filter((m) => m !== styleBaseMatch),
    dishStart,
    Boolean(headKind),
  );
  // A classic's own ingredients come first ("Combo X-Salada e Fritas": queijo, alface, tomate, batata frita).
  const classic = (variant?.ingredients ?? [])
    .map((id) => INGREDIENTS.find((i) => i.id === id))
    .filter((i): i is Ingredient => i !== undefined)
    .map(mentionOf);
  const mentions = [...classic, ...named.filter((m) => !classic.some((c) => c.text === m.text))];

  const count = COUNT.exec(text);
  const size = SIZE.exec(text);
  const containerPlural = containerMatch?.item.pluralizes && kind?.countable;
  const plural =
    Boolean(kind?.pluralOnly) ||
    Boolean(chosen?.plural) ||
    Boolean(containerPlural) ||
    Boolean(kind?.countable && count && Number(count[1]) > 1);

  const firstWord = name.replace(/^[^\p{L}]+/u, "").split(/[\s(]/)[0] ?? name;
  // "Picanha na Chapa", "Filé Mignon ao Molho": a name that opens with an ingredient is spoken of by it.
  const leadIngredient = ingredientMatches.find((m) => m.start === dishStart);
  const guessed: Noun & { sure: boolean } = leadIngredient
    ? { ...ingredientNoun(leadIngredient.item), sure: true }
    : { ...guessNoun(firstWord), text: firstWord.toLocaleLowerCase("pt-BR") };
  // Every sentence agrees with that dish: "o filé chega sequinho", not "empanada".
  const styledOn = styleBaseMatch ? nounOf(styleBaseMatch) : undefined;
  const ownHead = chosen && chosen === headKind && kind?.headNouns?.[chosen.key];
  const subject: Noun = styledOn
    ? styledOn
    : ownHead
      ? headNoun(chosen)
      : kind
        ? { text: plural ? kind.plural : kind.singular, gender: kind.gender, number: plural ? "p" : "s" }
        : guessed;
  const head: Noun = containerMatch
    ? { text: containerMatch.item.singular, gender: containerMatch.item.gender, number: "s" }
    : headKind
      ? headNoun(headKind)
      : guessed;
  const headSure = Boolean(containerMatch || headKind || guessed.sure);

  const tastes = [...mentions.map((m) => m.taste), ...ingredientMatches.map((m) => m.item.taste)];
  const saysSweet = / doce( |$)/.test(text.slice(dishStart)) && !text.includes(" doce de leite");
  const sweet =
    kind?.taste === "sweet" ||
    (kind?.taste !== "savoury" && (saysSweet || (tastes.includes("sweet") && !tastes.includes("savoury"))));

  return {
    name,
    kind,
    subject,
    subjectSure: kind ? true : guessed.sure,
    head,
    headSure,
    container: containerMatch?.item,
    ingredients: mentions,
    main: headKind
      ? undefined
      : ((m) => (m ? mentionOf(m.item) : undefined))(ingredientMatches.find((m) => m.start === dishStart)),
    sweet,
    group: kind
      ? kind.group === "doce" && !sweet
        ? "salgado"
        : kind.group
      : sweet
        ? "doce"
        : containerMatch && SHARING_CONTAINERS.has(containerMatch.item.singular)
          ? "porcao"
          : "prato",
    size: size ? `${size[1]} ${size[2]}` : count ? `${count[1]} ${count[2]}` : undefined,
  };
}

/** Containers of food to share: "Porção de Batata" reads as a porção even when the dish is unknown. */
const SHARING_CONTAINERS = new Set(["porção", "balde", "barca", "bandeja"]);

const ingredientNoun = (i: Ingredient): Noun => ({
  text: i.text,
  gender: i.gender,
  number: i.plural ? "p" : "s",
});

/** The dish or ingredient right before "à"/"ao" in "Filé à Parmegiana", as a noun. */
function baseBefore(
  text: string,
  style: Match<DishKind>,
  pooled: readonly Match<DishKind | Ingredient>[],
): Match<DishKind | Ingredient> | undefined {
  const base = pooled.filter((m) => m.end < style.start).sort((a, b) => b.end - a.end)[0];
  return base && /^ (a|ao|a moda|estilo) $/.test(text.slice(base.end, style.start)) ? base : undefined;
}

/** A matched dish or ingredient as the noun sentences use. */
function nounOf(m: Match<DishKind | Ingredient>): Noun {
  return "group" in m.item ? headNoun(m as Match<DishKind>) : ingredientNoun(m.item);
}

/** The noun a name is spoken of by: the kind's, unless the key names something else ("Espaguete"). */
function headNoun(m: Match<DishKind>): Noun {
  const own = m.item.headNouns?.[m.key];
  if (own) return { text: own.text, gender: own.gender, number: own.plural ? "p" : "s" };
  return {
    text: m.plural ? m.item.plural : m.item.singular,
    gender: m.item.gender,
    number: m.plural || m.item.pluralOnly ? "p" : "s",
  };
}

const mentionOf = (i: Ingredient): Mention => ({
  text: i.text,
  gender: i.gender,
  plural: Boolean(i.plural),
  taste: i.taste,
  descriptors: i.descriptors ?? [],
  meat: Boolean(i.meat),
});

/** Kinds that say how a dish is sold, not what is in it: "Sushi Combinado" has no combinado inside. */
const GENERIC_KINDS = new Set(["doce", "salgado", "petisco", "tigela", "pao", "combinado"]);

/** Other dishes named inside this one ("Pizza de Brigadeiro") read like ingredients. */
function collectMentions(
  kinds: Match<DishKind>[],
  chosen: Match<DishKind> | undefined,
  ingredients: Match<Ingredient>[],
  dishStart: number,
  hasHeadKind: boolean,
): Mention[] {
  const all: { start: number; mention: Mention }[] = [];
  for (const k of kinds) {
    // Generic words ("doce", "pão", "prato") add nothing as an ingredient; "bife" in "PF de Bife" does.
    const generic =
      GENERIC_KINDS.has(k.item.id) || ((k.item.priority ?? 1) === 0 && !k.item.headNouns?.[k.key]);
    if (k.item === chosen?.item || k.start === dishStart || generic) continue;
    const noun = headNoun(k);
    all.push({
      start: k.start,
      mention: {
        text: noun.text,
        gender: noun.gender,
        plural: noun.number === "p",
        taste: k.item.taste === "either" ? "neutral" : k.item.taste,
        descriptors: [],
        meat: false,
      },
    });
  }
  for (const m of ingredients) {
    // "Frango Grelhado" is the dish, not an ingredient of it.
    if (m.start === dishStart && !hasHeadKind) continue;
    all.push({ start: m.start, mention: mentionOf(m.item) });
  }
  const seen = new Set<string>();
  return all
    .sort((a, b) => a.start - b.start)
    .map((a) => a.mention)
    .filter((m) => !seen.has(m.text) && seen.add(m.text));
}
