import { GENERATOR_LIMITS, type GeneratedMenuDish } from "../../../../common/generators";
import type { RestaurantContext, SuggestMenuInput } from "../../engine";
import { type BusinessProfile, DEFAULT_PROFILE, findProfile, type MenuEntry } from "../data/businessProfiles";
import { MENU_CUISINES } from "../data/lexicon/menus";
import { type ComposedDish, composeMenu } from "./composeMenu";
import { describeForMenu } from "./menuDescription";
import { charmPrice, formatBrl } from "./money";
import { createRng, hashText, type Rng } from "./random";
import { fold } from "./text";

/** The profile a menu is built from: the asked type, else the restaurant's, else Brazilian home cooking. */
export function menuProfile(input: SuggestMenuInput, restaurant?: RestaurantContext): BusinessProfile {
  return findProfile(input.restaurantType) ?? findProfile(restaurant?.type) ?? DEFAULT_PROFILE;
}

/**
 * 5 to 8 dishes for a restaurant type: mostly mains, sometimes a starter and
 * a dessert, prices in R$ ending in ",90". Dishes the restaurant already sells
 * are left out, so the suggestions are new ideas.
 */
export function suggestMenu(
  input: SuggestMenuInput,
  rng: Rng,
  restaurant?: RestaurantContext,
): GeneratedMenuDish[] {
  return suggestMenuDishes(input, rng, restaurant).map(({ name, description, price }) => ({
    name,
    description,
    price,
  }));
}

/**
 * The menu with, for composed cuisines (SPEC's menu types), the main item
 * each dish was built from: the eval checks every description names it.
 */
export function suggestMenuDishes(
  input: SuggestMenuInput,
  rng: Rng,
  restaurant?: RestaurantContext,
): (GeneratedMenuDish & Partial<Pick<ComposedDish, "main">>)[] {
  const profile = menuProfile(input, restaurant);
  const owned = new Set((restaurant?.dishes ?? []).map((d) => fold(d.name).trim()));
  // One dish, one price, however many times the owner asks for another menu: the price is drawn
  // from the restaurant (or the type) and the dish's name, not from this call's seed.
  const house = fold(restaurant?.name ?? input.restaurantType ?? restaurant?.type ?? "");
  const cuisine = MENU_CUISINES[profile.id];
  if (cuisine) {
    const size = rng.int(GENERATOR_LIMITS.menuMinDishes, GENERATOR_LIMITS.menuMaxDishes);
    return composeMenu(cuisine, size, rng, house, owned);
  }
  const fresh = profile.menu.filter((e) => !owned.has(fold(e.name).trim()));
  // Too few new ideas left: suggest from the whole menu rather than fewer than five.
  const pool = fresh.length >= GENERATOR_LIMITS.menuMinDishes ? fresh : profile.menu;

  const size = rng.int(GENERATOR_LIMITS.menuMinDishes, Math.min(GENERATOR_LIMITS.menuMaxDishes, pool.length));
  const byCourse = (course: MenuEntry["course"]) => rng.shuffle(pool.filter((e) => e.course === course));
  const mains = byCourse("principal");
  const starters = byCourse("entrada");
  const desserts = byCourse("sobremesa");
  const picked: MenuEntry[] = [];
  if (starters[0] && rng.chance(0.6)) picked.push(starters.shift() as MenuEntry);
  if (desserts[0] && rng.chance(0.6)) picked.push(desserts.shift() as MenuEntry);
  for (const entry of [...mains, ...starters, ...desserts]) {
    if (picked.length >= size) break;
    picked.push(entry);
  }
  const order: MenuEntry["course"][] = ["entrada", "principal", "sobremesa"];
  picked.sort((a, b) => order.indexOf(a.course) - order.indexOf(b.course));

  const used = new Set<string>();
  return picked.map((entry) => ({
    name: entry.name,
    description: describeForMenu(entry.name, rng, used),
    price: formatBrl(
      charmPrice(createRng(hashText(`${house}|${fold(entry.name)}`)).int(entry.min, entry.max) * 100 + 50),
    ),
  }));
}
