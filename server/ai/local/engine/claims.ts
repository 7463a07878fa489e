import type { RestaurantClaim } from "../../../../common/restaurantFacts";
import type { Rng } from "./random";
import { fold } from "./text";

/**
 * Claims about the food that only the owner can make (issue 28, item 5): a
 * generated text says "feito na hora", "caseiro" or "fresco" only when the
 * owner confirmed it (RESTAURANT_CLAIMS, common/restaurantFacts.ts). Precision
 * before charm: a sentence making an unconfirmed claim is dropped whole, and a
 * hashtag that makes one ("#comidacaseira") too. Words the dish's own name
 * says ("Hambúrguer Artesanal") are the owner's, not ours.
 */

/** Folded patterns (no accents, lowercase) for each claim, wider than RESTAURANT_CLAIMS.allows. */
export const CLAIM_PATTERNS: Record<RestaurantClaim, RegExp> = {
  madeToOrder:
    /\b(feit|preparad|montad|batid|cortad|fritad|frit|assad|servid|finalizad|moid|espremid|ralad|enrolad)\w*\}? na hora\b|\bna hora do pedido\b|\bsaid\w* do forno\b|\bsai(ndo)? (quentinh\w* )?do forno\b/,
  homemadeDough: /\bmassa (caseira|feita (na|em) casa|da casa|artesanal)\b/,
  homemadeSauce: /\bmolho (de tomate )?(caseiro|da casa|feito (na|em) casa|artesanal)\b/,
  freshIngredients: /\bfresc(o|a|os|as|ura|uinho)\b|\bfresquinh\w*|\bcolhid\w*/,
  homemade:
    /\bcaseir\w*|\bfeit[oa]s? em casa\b|\bde vo\b|\bda vovo\b|\breceita da (casa|familia|vo|vovo)\b|comidacaseira|bolocaseiro/,
  ownDelivery: /\bentrega propria\b|\bnoss[oa]s? (entregador|motoboy|motoqueir)\w*/,
  noPreservatives: /\bsem conservante\w*/,
  artisanal: /\bartesana\w*/,
};

/** The claims a piece of text makes that are not confirmed nor said by the dish's name. */
export function unconfirmedClaims(
  text: string,
  confirmed: readonly RestaurantClaim[] = [],
  dishName = "",
): RestaurantClaim[] {
  const t = fold(text);
  const name = fold(dishName);
  return (Object.keys(CLAIM_PATTERNS) as RestaurantClaim[]).filter((claim) => {
    if (confirmed.includes(claim)) return false;
    const re = new RegExp(CLAIM_PATTERNS[claim].source, "g");
    for (const m of t.matchAll(re)) if (!name.includes(m[0].trim())) return true;
    return false;
  });
}

const SENTENCE = /(?<=[.!?…])\s+/;

/**
 * The text without the sentences and hashtags that make an unconfirmed claim.
 * Line breaks (a post's title, blank lines, hashtags) are kept as they were.
 * Never empty: when every sentence goes, the first line (the title or the first
 * sentence with the claim's words taken out) stays.
 */
export function withoutUnconfirmedClaims(
  text: string,
  confirmed: readonly RestaurantClaim[] = [],
  dishName = "",
): string {
  const clean = (s: string) => unconfirmedClaims(s, confirmed, dishName).length === 0;
  const lines = text.split("\n").map((line) => {
    if (/^\s*#/.test(line))
      return line
        .split(/\s+/)
        .filter((tag) => clean(tag.replace(/^#/, "")))
        .join(" ");
    return line.split(SENTENCE).filter(clean).join(" ");
  });
  const out = lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return out.length > 0 ? out : dishName.trim();
}

/**
 * The writer's dice, preferring lines that make no unconfirmed claim: every
 * pick among sentences or templates leaves out the ones that would, unless
 * nothing else is left (the final filter then drops that sentence).
 */
export function claimAwareRng(rng: Rng, confirmed: readonly RestaurantClaim[], dishName: string): Rng {
  return {
    ...rng,
    pick<T>(items: readonly T[]): T {
      if (items.length < 2 || typeof items[0] !== "string") return rng.pick(items);
      const clean = items.filter((i) => unconfirmedClaims(String(i), confirmed, dishName).length === 0);
      return rng.pick(clean.length > 0 ? clean : items);
    },
  };
}
