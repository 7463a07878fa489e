import { GENERATOR_LIMITS } from "../../../common/generators";
import { detail, ingredientList, tagline, writerFor } from "./describeDish";
import type { Rng } from "./random";
import { capitalize, fitSentences } from "./text";

/** A short menu line (≤ 200 characters): what is in it, then how it is. No name, no call to order. */
export function describeForMenu(dishName: string, rng: Rng): string {
  const w = writerFor(dishName, rng);
  const parts: string[] = [];
  // A lone ingredient with nothing to say about it ("Maracujá.") only repeats the name.
  const [only] = w.dish.ingredients;
  const worthListing = w.dish.ingredients.length > 1 || (only !== undefined && only.descriptors.length > 0);
  if (worthListing) {
    const list = `${capitalize(ingredientList(w, 5))}.`;
    parts.push(list);
    w.said.push(list);
  }
  const line = `${capitalize(tagline(w))}.`;
  parts.push(line);
  w.said.push(line);
  if (parts.join(" ").length < 110) {
    const d = detail(w);
    if (d) parts.push(d);
  }
  return fitSentences(parts, GENERATOR_LIMITS.menuDishDescription);
}
