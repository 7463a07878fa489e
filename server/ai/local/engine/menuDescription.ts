import { GENERATOR_LIMITS } from "../../../../common/generators";
import { detail, ingredientList, repeats, say, tagline, writerFor } from "./describeDish";
import type { Rng } from "./random";
import { capitalize, fitSentences, fold, joinList } from "./text";

const MENU_MAX = GENERATOR_LIMITS.menuDishDescription;

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

/**
 * A short menu line (≤ 200 characters): what is in it, then how it is. No
 * name, no call to order. `used` holds the lines (folded) other dishes of the
 * same menu already took, so six açaís do not share one tagline; the lines
 * chosen here are added to it.
 */
export function describeForMenu(dishName: string, rng: Rng, used: Set<string> = new Set()): string {
  const w = writerFor(dishName, rng);
  // The tagline is chosen first, so the ingredients' descriptions do not repeat its words
  // ("Cheddar derretido e bacon crocante. Sequinha, crocante…").
  const chosen = tagline(w, used);
  // Every line of its kind is taken in this menu: its ingredients and a detail speak instead.
  const spent = used.has(fold(chosen));
  const line = `${capitalize(chosen)}.`;
  if (!spent) {
    used.add(fold(chosen));
    say(w, line);
  }
  // A lone ingredient with nothing to say about it ("Maracujá.") only repeats the name.
  const [only] = w.dish.ingredients;
  const worthListing = w.dish.ingredients.length > 1 || (only !== undefined && only.descriptors.length > 0);
  const list = worthListing ? `${capitalize(ingredientList(w, 5))}.` : undefined;
  const names = w.dish.ingredients.slice(0, 5).map((m) => m.text);
  const listed =
    list && (spent || !saysNothingNew(list, names, line, w.dish.name)) && !repeats(w, list)
      ? list
      : undefined;
  const parts = listed ? [listed] : [];
  if (listed) say(w, listed);
  if (!spent) parts.push(line);
  if (parts.length === 0 || parts.join(" ").length < 110) {
    const d = detail(w, used);
    if (d) {
      used.add(fold(d));
      say(w, d);
      parts.push(d);
    }
  }
  // A menu line of a few words says too little: a detail said elsewhere in the menu beats that.
  if (!spent && parts.join(" ").length <= 40) {
    const more = detail(w);
    if (more) parts.push(more);
  }
  // Still a few words only: the plain names of what is in it lead ("Doce de leite. Cremoso e geladinho.").
  if (!spent && parts.join(" ").length <= 30 && names.length > 0 && !listed)
    parts.unshift(`${capitalize(joinList(names))}.`);
  // Nothing (or too little) new left to say: the kind's line once more, rather than a bare word.
  if (spent && parts.join(" ").length <= 40) {
    const base = listed && !repeats(w, line) ? [listed, line] : [line];
    say(w, line);
    const more = base.join(" ").length <= 40 ? detail(w) : undefined;
    return fitSentences(more ? [...base, more] : base, MENU_MAX);
  }
  return fitSentences(parts, MENU_MAX);
}
