import { type Dish, dishNameKey } from "../../../common/dishes";

/**
 * The restaurant's dish with this name, case, accents and spacing aside (the
 * first in the list, the newest, when two share a name).
 */
export function dishNamed(dishes: readonly Dish[] | undefined, name: string): Dish | undefined {
  const key = dishNameKey(name);
  return key ? dishes?.find((d) => dishNameKey(d.name) === key) : undefined;
}
