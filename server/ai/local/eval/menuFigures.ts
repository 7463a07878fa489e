import { MENU_RESTAURANT_TYPES } from "../../../../common/constants";
import type { RestaurantContext } from "../../engine";
import { createRng } from "../engine/random";
import { suggestMenuDishes } from "../engine/suggestMenu";
import { fold } from "../engine/text";
import { englishWords, holes, otherDishes, repeatedPhrases } from "./textChecks";

/**
 * The menu part of `npm run eval:content` (issue 12, item 8). A test oracle.
 * For each of SPEC's menu types, one restaurant asks for 10 menus ("Gerar
 * outro" ten times): how many of the dish names are new, whether a sentence
 * is said by two dishes of one menu, whether each description names the main
 * item the dish was composed from, and whether one dish keeps one price.
 */
export type MenuFigures = {
  menus: number;
  dishes: number;
  /** Per type, the share of the 10 menus' dish names not seen in an earlier menu of the same restaurant; the lowest. */
  newShare: number;
  newShareType: string;
  /** The share of new names for each type. */
  byType: Record<string, number>;
  /** Sentences said by two dishes of one menu, summed over all menus. */
  repeatedTaglines: number;
  /** Descriptions that do not name their main item. */
  mainMissing: number;
  /** Dishes given two prices within one restaurant. */
  priceChanges: number;
  /** Holes, English, another dish or a repeated phrase in a description. */
  textProblems: number;
  samples: { type: string; name: string; text: string; problems: string[] }[];
};

export const MENU_REGENERATIONS = 10;

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).map((s) => fold(s).trim());

export function menuFigures(): MenuFigures {
  const f: MenuFigures = {
    menus: 0,
    dishes: 0,
    newShare: 1,
    newShareType: "",
    byType: {},
    repeatedTaglines: 0,
    mainMissing: 0,
    priceChanges: 0,
    textProblems: 0,
    samples: [],
  };
  for (const type of MENU_RESTAURANT_TYPES) {
    const house: RestaurantContext = { name: `Casa ${type}`, type };
    const seen = new Set<string>();
    const prices = new Map<string, string>();
    let named = 0;
    let fresh = 0;
    for (let seed = 1; seed <= MENU_REGENERATIONS; seed++) {
      const menu = suggestMenuDishes({ restaurantType: type }, createRng(seed * 7919), house);
      f.menus++;
      const said = new Map<string, number>();
      for (const dish of menu) {
        f.dishes++;
        named++;
        if (!seen.has(dish.name)) fresh++;
        seen.add(dish.name);
        const before = prices.get(dish.name);
        if (before !== undefined && before !== dish.price) f.priceChanges++;
        prices.set(dish.name, dish.price);
        for (const s of new Set(sentencesOf(dish.description))) said.set(s, (said.get(s) ?? 0) + 1);
        const problems = [
          ...holes(dish.description),
          ...englishWords(dish.description, dish.name).map((w) => `inglês: ${w}`),
          ...otherDishes(dish.description, dish.name).map((d) => `outro prato: ${d}`),
          ...repeatedPhrases(dish.description, dish.name).map((p) => `repetido: ${p}`),
        ];
        if (problems.length > 0) f.textProblems++;
        if (dish.main !== undefined && !fold(dish.description).includes(fold(dish.main))) {
          f.mainMissing++;
          problems.push(`não cita o item principal (${dish.main})`);
        }
        if (problems.length > 0) f.samples.push({ type, name: dish.name, text: dish.description, problems });
      }
      for (const [s, n] of said)
        if (n > 1) {
          f.repeatedTaglines += n - 1;
          f.samples.push({ type, name: "(cardápio)", text: s, problems: [`frase em ${n} pratos`] });
        }
    }
    const share = fresh / named;
    f.byType[type] = share;
    if (share < f.newShare) {
      f.newShare = share;
      f.newShareType = type;
    }
  }
  return f;
}
