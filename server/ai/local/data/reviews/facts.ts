import { INGREDIENTS } from "../lexicon";

/**
 * Facts the reply needs beyond the topic: what was found in the food, which
 * allergen, which channel failed. Regular expressions over normalised text
 * (see normalise.ts). Safety facts are read generously: a serious reply to a
 * mild case costs little; a cheerful reply to a real one costs a customer.
 */

const NEGATED = /\b(nao|nem|nada|sem|nunca)\s+(\w+\s+){0,2}$/;

/** The first match not denied by a negation just before it ("não estava cru"). */
function affirmed(text: string, re: RegExp): RegExpExecArray | undefined {
  const g = new RegExp(re.source, "g");
  for (const m of text.matchAll(g)) {
    if (!NEGATED.test(text.slice(0, m.index))) return m as RegExpExecArray;
  }
  return undefined;
}

const MEAT =
  "frango|galinha|carne|porco|suino|linguica|hamburguer|peixe|salmao|camarao|bife|costela|file|picanha|salsicha|bacon|pernil|lombo|asa|asinha|coxa|sobrecoxa|peito|almondega|kafta|espetinho|cupim|fraldinha|maminha|alcatra|frutos do mar|ostra|marisco|lula|polvo|atum";
const RAW =
  /\b(cru|crua|crus|cruas|mal cozid\w*|mal assad\w*|mal passad\w*|rosad\w*|rosa por dentro|sangrando|sangrent\w*|com sangue|gelad\w* por dentro)\b/;
/** Meats where "mal passado" or pink is a risk, not a taste: poultry, pork, sausage. */
const RISKY_PINK = /\b(frango|galinha|porco|suino|linguica|pernil|lombo|coxa|sobrecoxa|asa|asinha|peito)\b/;

/** Undercooked meat: "frango cru por dentro", "linguiça rosada". */
export function rawMeat(text: string): string | undefined {
  const raw = affirmed(text, RAW);
  if (!raw) return undefined;
  const meat = new RegExp(`\\b(${MEAT})\\b`).exec(text)?.[1];
  // "Rosado" and "gelado por dentro" say nothing without a meat; "cru" alone is read as meat too when
  // no dough, rice or potato is named ("veio cru").
  // Beef "mal passado" or pink is how many people like it; poultry and pork are not.
  const pinkOnly = /rosa|mal passad|gelad/.test(raw[0]);
  if (meat && (!pinkOnly || RISKY_PINK.test(text))) return meat;
  if (pinkOnly || /sangr|sangue/.test(raw[0])) return meat && /sangr|sangue/.test(raw[0]) ? meat : undefined;
  return /\b(massa|arroz|batata|feijao|macarrao|pao|legume|legumes|mandioca|pizza)\b/.test(text)
    ? undefined
    : "";
}

export const SPOILED =
  /\b(estragad\w*|azed\w*(?! de tanto)|fermentad\w*|vencid\w*|podre|mofad\w*|mofo|fora da validade|cheiro (ruim|estranho|de podre|azedo|forte)|gosto de (podre|estragado|azedo)|fedend\w*|fedia|bolor\w*|fungo\w*|contaminad\w*|vigilancia sanitaria)\b/;
export const POISONING =
  /\b(pass(ei|amos|ou|aram|ando) (muito |tao |super )?mal|infecc\w*|intestin\w*|febre|piriri|dor no estomago|gastrite|gastroenter\w*|colica\w*|noite no banheiro|intoxica\w*|dor de barriga|diarreia|vomit\w*|enjo\w*|mal.estar|hospital|pronto.socorro|upa|emergencia|virose|salmonela|bacteria\w*)\b/;
export const ALLERGY =
  /\b(aplv|alergi\w*|alergic\w*|intoleran\w*|celiac\w*|anafilax\w*|antialergic\w*|sou (vegan|vegetarian)\w*|somos (vegan|vegetarian)\w*|nao (como|comemos|posso comer|pode comer) (carne|porco|frango|peixe|camarao|gluten|lactose|leite)|(prato|opcao|lanche|hamburguer|pizza|marmita|pedido) (vegetarian|vegan)\w*.{0,40}\b(carne|frango|bacon|presunto|calabresa|peixe|linguica|pedacos de))\b/;

const ALLERGENS =
  `camarao|amendoim|castanha|castanhas|nozes|leite|lactose|gluten|ovo|ovos|peixe|frutos do mar|soja|
trigo|gergelim|porco|carne|frango|bacon|queijo|mostarda|kiwi|morango|corante|pimenta`.replace(/\s/g, "");

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

/** "Pedi sem leite e veio com creme de leite": a common allergen left out on purpose and sent anyway. */
const ALLERGEN_LEFT_OUT =
  /\bsem (leite|lactose|gluten|amendoim|camarao|castanha|castanhas|nozes|ovo|ovos|frutos do mar|soja|gergelim)\b.{0,60}\b(veio|vieram|tinha|mandaram|colocaram|com)\b.{0,30}\b\1\b/;
/** "Pedi o vegano e tinha queijo": an animal product in a vegan or vegetarian dish. */
const NOT_VEGAN =
  /\b(vegan|vegetarian)\w*\b.{0,60}\b(veio|tinha|vieram|mandaram|colocaram|com)\b.{0,40}\b(carne|frango|bacon|queijo|leite|ovo|presunto|calabresa|peixe|camarao|linguica|manteiga|pedacos? de)/;

/** A declared allergy or diet not respected. */
export const allergyCase = (text: string) =>
  ALLERGY.test(text) || ALLERGEN_LEFT_OUT.test(text) || NOT_VEGAN.test(text);

/** Diets rather than allergies: the reply says "restrição alimentar". */
export const DIET = /\b(vegan|vegetarian)\w*|\bnao (como|comemos|posso comer|pode comer)\b/;

const FOUND = [
  ["cabelo", "um fio de cabelo"],
  ["barata", "uma barata"],
  ["inseto", "um inseto"],
  ["mosca", "uma mosca"],
  ["mosquito", "um mosquito"],
  ["formiga", "formigas"],
  ["larva", "uma larva"],
  ["lesma", "uma lesma"],
  ["verme", "um verme"],
  ["bicho", "um bicho"],
  ["bichinho", "um bichinho"],
  ["plastico", "um pedaço de plástico"],
  ["vidro", "um caco de vidro"],
  ["metal", "um pedaço de metal"],
  ["arame", "um fio de arame"],
  ["palha de aco", "um pedaço de palha de aço"],
  ["parafuso", "um parafuso"],
  ["prego", "um prego"],
  ["pelos", "pelos"],
  ["grampo", "um grampo"],
  ["pedra", "uma pedra"],
  ["pedrinha", "uma pedrinha"],
  ["unha", "uma unha"],
  ["curativo", "um curativo"],
  ["band-aid", "um curativo"],
] as const;

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

export type Channel = "chat" | "whatsapp" | "phone";

/** The channels the customer says went unanswered: the reply must offer another. */
export function failedChannels(text: string): Channel[] {
  const unanswered =
    /\b(ninguem|nao|nunca|sem)\b.{0,25}\b(respond\w*|atend\w*|retorn\w*|resposta|visualiz\w*|leram|lido)|\bignor(ou|aram|ado|ada)\b|\bvacuo\b|\bsem retorno\b/;
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

/** A complaint about the marketplace itself, which the restaurant does not control. */
export const APP_PROBLEM =
  /\baplicativo\b.{0,40}\b((mostr|diz|dizia|marc|const|aparec)\w* (como )?entregue|trav\w*|caiu|bug\w*|erro|nao (funciona\w*|abr\w*|aceit\w*|aplic\w*|mostr\w*|atualiz\w*)|cobrou|rastreio|cupom)|\bcupom\b.{0,30}\bnao (funcionou|aplicou|valeu|foi aplicado|entrou)|\brastreio\b.{0,30}\b(errado|parado|nao)|\bpagamento\b.{0,30}\b(nao|recusad\w*|erro|duplic\w*)/;

export const OFFENSIVE =
  /\b(porra|merda|caralho|bosta|puta|fdp|pqp|vagabund\w*|otari\w*|idiota\w*|imbecil\w*|babaca\w*|lixo de (gente|lugar|restaurante|loja)|ladr(ao|oes|a)|safad\w*|cretin\w*|desgracad\w*|cu)\b/;

/** The customer says the item was never part of the order ("nem pedi", "não era do meu pedido"). */
export const NOT_IN_ORDER =
  /\b(nem|nao) pedi (isso|esse|essa|este|esta|nada disso)\b|\bnao (fazia|faz|era) parte do (meu )?pedido\b|\boutro restaurante\b|\boutra loja\b/;
