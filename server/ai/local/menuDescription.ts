import { GENERATOR_LIMITS } from "../../../common/generators";
import { detail, ingredientList, repeats, say, tagline, writerFor } from "./describeDish";
import type { Rng } from "./random";
import { capitalize, fitSentences, fold } from "./text";

/**
 * A list the tagline already says ("Presunto e queijo. Pão tostado, presunto e
 * queijo derretido.") or that only repeats the name ("Creme de avelã." for
 * "Açaí com Creme de Avelã") is left out.
 */
function saysNothingNew(list: string, ingredients: readonly string[], line: string, name: string): boolean {
  const inLine = ingredients.every((i) => fold(line).includes(fold(i)));
  const known = new Set(fold(`${line} ${name}`).match(/[a-z]+/g) ?? []);
  const onlyKnown = (fold(list).match(/[a-z]+/g) ?? []).every((w) => w === "e" || known.has(w));
  return inLine || onlyKnown;
}

/** A short menu line (≤ 200 characters): what is in it, then how it is. No name, no call to order. */
export function describeForMenu(dishName: string, rng: Rng): string {
  const w = writerFor(dishName, rng);
  // The tagline is chosen first, so the ingredients' descriptions do not repeat its words
  // ("Cheddar derretido e bacon crocante. Sequinha, crocante…").
  const line = `${capitalize(tagline(w))}.`;
  say(w, line);
  // A lone ingredient with nothing to say about it ("Maracujá.") only repeats the name.
  const [only] = w.dish.ingredients;
  const worthListing = w.dish.ingredients.length > 1 || (only !== undefined && only.descriptors.length > 0);
  const list = worthListing ? `${capitalize(ingredientList(w, 5))}.` : undefined;
  const names = w.dish.ingredients.slice(0, 5).map((m) => m.text);
  const listed =
    list && !saysNothingNew(list, names, line, w.dish.name) && !repeats(w, list) ? list : undefined;
  const parts = listed ? [listed, line] : [line];
  if (listed) say(w, listed);
  if (parts.join(" ").length < 110) {
    const d = detail(w);
    if (d) parts.push(d);
  }
  return fitSentences(parts, GENERATOR_LIMITS.menuDishDescription);
}
