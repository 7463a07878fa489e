import { INGREDIENTS } from "../../data/lexicon";
import {
  ALLERGEN_LEFT_OUT,
  ALLERGENS,
  ALLERGY,
  type Channel,
  FOUND,
  MEAT,
  NEGATED,
  NOT_VEGAN,
  RAW,
  RAW_COMPLAINED,
  RAW_DISH,
  RAW_LIKED,
  RISKY_PINK,
} from "../../data/reviews/facts";

/**
 * Facts the reply needs beyond the topic: what was found in the food, which
 * allergen, which channel failed, read over normalised text with the words of
 * data/reviews/facts.ts. Safety facts are read generously.
 */

/** The first match not denied by a negation just before it ("não estava cru"). */
function affirmed(text: string, re: RegExp): RegExpExecArray | undefined {
  const g = new RegExp(re.source, "g");
  for (const m of text.matchAll(g)) {
    if (!NEGATED.test(text.slice(0, m.index))) return m as RegExpExecArray;
  }
  return undefined;
}

/** Dough, rice, potatoes…: said raw, they are a cooking point, not raw meat (decision 041). */
const NOT_MEAT =
  /\b(massa|arroz|batatas?|feijao|macarrao|pao|legume|legumes|mandioca|pizza|lasanha|nhoque|panqueca|esfihas?|pastel|pasteis|coxinha|bolo|torta|quiche|calzone|empada|empadao|tapioca|crepe|waffle|polenta|cuscuz|brownie|cookie|biscoito|pamonha|bolinho|aipim|macaxeira|inhame|cenouras?|brocolis|abobora|legumes|vagem|ervilhas?|milho|cebolas?|pimentao|tomates?|farofa|vinagrete|salada|alho|grao de bico|homus|hummus)\b/;
const NOT_MEAT_WORDS = new RegExp(NOT_MEAT.source, "g");
const MEAT_WORD = new RegExp(`\\b(${MEAT})\\b`);
/** Every meat word, for where the last one is said (`matchAll` copies it, so its `lastIndex` is never shared). */
const MEAT_WORDS = new RegExp(MEAT_WORD.source, "g");
/** A burger, ball or skewer made of plants: "hambúrguer de grão-de-bico", "almôndega vegana". */
export const PLANT_BURGER =
  /\b(hamburguer|hamburger|burger|almondegas?|kibe|quibe|nuggets?|espetinho|linguica)s? (de )?(grao[- ]de[- ]bico|lentilha|soja|falafel|cogumelo|shimeji|quinoa|tofu|vegan[oa]|vegetarian[oa]|plant.based|feijao|jaca|berinjela)\b/;
/** What a vegetarian burger or ball is made of: "de grão-de-bico", "vegano". */
const PLANT_WORDS =
  /\b(grao[- ]de[- ]bico|lentilhas?|soja|falafel|cogumelos?|shimeji|shitake|quinoa|tofu|vegan[oa]s?|vegetarian[oa]s?|plant.based|feijao preto|abobora|berinjela|jaca)\b/g;
/** Breads and doughs a filling may name ("o pão do hambúrguer"). */
const BREAD = "pao|massa|bolo|esfiha|pastel";
const BREAD_WORDS = new RegExp(`\\b(${BREAD})\\b`, "g");
/** "o pão do hambúrguer": the bread named by its filling is still the bread. */
const BREAD_OF_FILLING = new RegExp(`\\b(${BREAD}) d[oa] \\w+`, "g");

/**
 * "arroz meio cru, mas a carne estava boa", "as batatas estavam cruas": every raw word is said of a side, in a
 * clause that names no meat.
 */
export function rawSideOnly(text: string): boolean {
  // "o pão do hambúrguer veio cru": the bread named by its burger is still the bread, as in rawMeat.
  const clauses = text
    .split(/[.,;!?]|\b(?:mas|porem|so que)\b/)
    .map((c) => c.replace(BREAD_OF_FILLING, "$1"));
  // "a batata doce veio dura, meio crua no meio": a raw clause that names no food speaks of the clause before it.
  const rawClauses = clauses
    .map((c, i) => (NOT_MEAT.test(c) || MEAT_WORD.test(c) ? c : `${clauses[i - 1] ?? ""} ${c}`))
    .filter((c) => RAW.test(c));
  return rawClauses.length > 0 && rawClauses.every((c) => NOT_MEAT.test(c) && !MEAT_WORD.test(c));
}

/** "kit churrasco: a carne veio crua, claro, pra assar em casa": raw is how a kit to cook comes. */
export const rawToCook = (text: string) =>
  /\bkit (de )?(churrasco|carnes?)\b(?! (pronto|assado|ja assado))|\b(pra|para) (assar|grelhar|fritar|cozinhar|preparar|fazer) em casa\b/.test(
    text,
  ) && !RAW_COMPLAINED.test(text);

/**
 * "Peixe cru", "salmão cru" said together name a kind of food, sushi's ("peixe cru tem cheiro mesmo", "isso não é
 * peixe cru normal", "pedi tudo sem peixe cru"), not a fish left undercooked ("o salmão do hot roll veio cru").
 */
const RAW_FISH_KIND =
  /\b(peixes?|salmao|atum|polvo|tilapia) cru[as]?\b(?! (por dentro|no meio|demais|ainda|embaixo))/g;

/** Undercooked meat: "frango cru por dentro", "linguiça rosada". */
export function rawMeat(text: string): string | undefined {
  const raw = affirmed(
    text.replace(RAW_FISH_KIND, (kind) => " ".repeat(kind.length)),
    RAW,
  );
  if (!raw) return undefined;
  // "veio cheio de cebola roxa crua": a raw vegetable is how salads come.
  if (
    /\b(cebola|tomate|cenoura|alface|repolho|pepino|pimentao|salada|legumes?|couve|rucula|beterraba|verduras?)( roxa| branca| ralad[oa]| picad[oa])? crua?s?\b/.test(
      text.slice(Math.max(0, raw.index - 30), raw.index + raw[0].length),
    )
  )
    return undefined;
  const meat = MEAT_WORD.exec(text)?.[1];
  // "me mandaram um de atum cru", "o sushi é cru né": raw fish is what sushi is, unless the customer
  // says it is too raw or raw inside.
  // "o peixe estava translúcido no meio, e não era sushi": a raw dish named only to say this was none.
  const rawDish =
    RAW_DISH.test(text) &&
    !/\bnao (era|e|eh) (um |uma )?(sushi|sashimi|temaki|poke|ceviche|tataki)\b/.test(text);
  if (rawDish && (!RAW_COMPLAINED.test(text) || RAW_LIKED.test(text))) return undefined;
  // "o pão do hambúrguer tava cru no meio": the bread, not the meat — whichever is named closer
  // before "cru" ("a massa tudo certo mas a carne tava crua" is the meat).
  // "o pão do hambúrguer" names the bread: the meat after "do" is not the subject.
  // "a batata doce veio dura, mal cozida": a clause that names nothing says it of the one before.
  const parts = (
    text
      .slice(0, raw.index)
      .split(/[.;!?]/)
      .pop() ?? ""
  ).split(",");
  let clause = parts.pop() ?? "";
  while (parts.length > 0 && !MEAT_WORD.test(clause) && !NOT_MEAT.test(clause))
    clause = `${parts.pop()},${clause}`;
  const before = clause.replace(BREAD_OF_FILLING, "$1");
  const lastAt = (re: RegExp) => Math.max(-1, ...[...before.matchAll(re)].map((m) => m.index));
  const meatAt = lastAt(MEAT_WORDS);
  if (lastAt(BREAD_WORDS) > meatAt) return undefined;
  // "hambúrguer de grão-de-bico cru por dentro" (set FH): a burger of plants, raw, is its taste, not a safety case.
  if (lastAt(PLANT_WORDS) > meatAt) return undefined;
  // "o frango tava ótimo mas a batata doce veio dura, mal cozida": the side named last is what is raw.
  if (meatAt >= 0 && lastAt(NOT_MEAT_WORDS) > meatAt) return undefined;
  // "arroz meio cru, mas a carne estava boa", "as batatas estavam cruas": a side said raw, with no meat in its clause.
  if (meatAt < 0 && NOT_MEAT.test(before)) return undefined;
  if (rawToCook(text)) return undefined;
  // "veio grelhado no lugar do cru": raw is what was ordered, not what went wrong.
  if (/\b(no lugar do|em vez do|ao inves do) cru\b|\b(pedi|queria) (o )?cru\b/.test(text)) return undefined;
  // "Rosado" and "gelado por dentro" say nothing without a meat; "cru" alone is read as meat too when
  // no dough, rice or potato is named ("veio cru").
  // Beef "mal passado", pink or red in the middle is how many people like it; poultry and pork are not.
  // Bloody is raw, unless the customer says that is how they like it.
  if (RAW_LIKED.test(text) && !RISKY_PINK.test(text)) return undefined;
  const pinkOnly = /rosa|mal passad|malpassad|gelad|vermelh/.test(raw[0]);
  if (meat && (!pinkOnly || RISKY_PINK.test(text))) return meat;
  if (pinkOnly || /sangr|sangue/.test(raw[0])) return meat && /sangr|sangue/.test(raw[0]) ? meat : undefined;
  // Decision 041: "a lasanha estava crua embaixo" is dough, not meat.
  return NOT_MEAT.test(text) ? undefined : "";
}

/** The allergen or the food the customer cannot eat, as we write it ("camarão"), when named. */
export function allergen(text: string): string | undefined {
  const said =
    new RegExp(
      `\\b(?:alergi\\w*|alergic\\w*|intoleran\\w*)\\s+(?:a|ao|à|de|do|da)\\s+(${ALLERGENS})\\b`,
    ).exec(text)?.[1] ??
    new RegExp(`\\bnao (?:como|comemos|posso comer|pode comer) (${ALLERGENS})\\b`).exec(text)?.[1] ??
    new RegExp(`\\b(?:veio|vieram|tinha|com|colocaram|mandaram)\\s+(?:\\w+\\s+){0,2}(${ALLERGENS})\\b`).exec(
      text,
    )?.[1];
  if (!said) return undefined;
  const known = INGREDIENTS.find((i) => i.keys.includes(said));
  return known?.text ?? { camarao: "camarão", gluten: "glúten", soja: "soja" }[said] ?? said;
}

/** A declared allergy or diet not respected. */
export const allergyCase = (text: string) =>
  ALLERGY.test(text) || ALLERGEN_LEFT_OUT.test(text) || NOT_VEGAN.test(text);

/** What the customer found in the food, as the reply names it ("um fio de cabelo"). */
export function foreignObject(text: string): string | undefined {
  for (const [key, phrase] of FOUND) if (new RegExp(`\\b${key}s?\\b`).test(text)) return phrase;
  // Anything else found in the food, as the customer named it: "um pedaço de osso", "um band-aid".
  const said =
    /\b(?:achei|encontrei|tinha|havia|veio|apareceu|vi|mordi)\s+((?:um|uma)\s+(?:pedaco de |pedacinho de |caco de |lasca de )?[a-z-]+)\b.{0,30}\b(?:no|na|nos|nas|dentro|no meio)\b/.exec(
      text,
    )?.[1];
  return said?.replace(/\bpedaco\b/, "pedaço");
}

/** The channels the customer says went unanswered: the reply must offer another. */
export function failedChannels(text: string): Channel[] {
  const unanswered =
    /\b(ninguem|nao|nunca|sem)\b[^.!?]{0,25}\b(respond\w*|atend(e|em|eu|eram|er|ia|iam|ida|ido|imento)|retorn\w*|resposta|visualiz\w*|leram|lido)\b|\bignor(ou|aram|ado|ada)\b|\bvacuo\b|\bsem retorno\b|\bcaixa postal\b|\bso (chama|chamava|toca|tocava)\b|\bresponde(m)? quando (quer|querem)\b|\bnao completa\b|\bso da ocupado\b|\bocupado (o tempo todo|direto|sempre)\b|\bimpossivel falar com (alguem|a loja|ninguem)\b|\bchama ate cair\b|\bninguem pegou o telefone\b|\btentei contato e nada\b|\bnadie contest\w*/;
  if (!unanswered.test(text)) return [];
  const failed: Channel[] = [];
  if (/\b(chat|mensage\w*|suporte)\b/.test(text)) failed.push("chat");
  if (/\bwhatsapp\b/.test(text)) failed.push("whatsapp");
  if (/\b(telefone|liguei|ligamos|ligacao|ligar)\b/.test(text)) failed.push("phone");
  // "Ninguém respondeu" with no channel named is about the app's chat, where customers write first.
  if (failed.length === 0 && /\b(ninguem|nao|nunca) (me )?(respond|retorn)\w*/.test(text))
    failed.push("chat");
  return failed;
}
