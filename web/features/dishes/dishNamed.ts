import { type Dish, dishNameKey } from "../../../common/dishes";

/**
 * The restaurant's dish with this name, case, accents and spacing aside (the
 * first in the list, the newest, when two share a name).
 */
export function dishNamed<D extends Pick<Dish, "name">>(
  dishes: readonly D[] | undefined,
  name: string,
): D | undefined {
  const key = dishNameKey(name);
  return key ? dishes?.find((d) => dishNameKey(d.name) === key) : undefined;
}

/**
 * The generated text as the dish's description: where it repeats the name as
 * typed ("lasanha a BOLONHESA"), the dish's own spelling takes its place.
 */
export function withDishName(text: string, typedName: string, dishName: string): string {
  const typed = typedName.trim();
  if (!typed || typed === dishName) return text;
  const name = typed.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+");
  // Whole words only: "pizza" must not turn "pizzaria" into "Pizzaria".
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${name}(?![\\p{L}\\p{N}])`, "giu");
  return text.replace(pattern, () => dishName);
}
