import { GENERATOR_LIMITS } from "../../../../common/generators";
import { DISH_NAMES, DRINK_NAMES } from "../corpus/dishNames";
import { EVAL_DISH_NAMES } from "../corpus/eval/dishes";
import { describeDish } from "../engine/describeDish";
import { createRng } from "../engine/random";
import { englishWords, holes, otherDishes } from "./textChecks";

/** The dish half of `npm run eval:content`: descriptions of the corpus's dish names. A test oracle. */

export type DishFigures = {
  dishes: number;
  meanLength: number;
  /** Descriptions over 300 characters (item 6 asks for 300 by default; the limit is 400). */
  over300: number;
  overLimit: number;
  holes: number;
  englishWords: number;
  /** Descriptions naming a dish other than the one asked about. */
  otherDishes: number;
  topClosing: string;
  topClosingShare: number;
  samples: { name: string; text: string; problems: string[] }[];
};

export const EVAL_DISHES: readonly string[] = [
  ...EVAL_DISH_NAMES,
  ...DISH_NAMES.map((d) => d.name),
  ...DRINK_NAMES.map((d) => d.name),
];

export function dishFigures(names: readonly string[] = EVAL_DISHES): DishFigures {
  const closings = new Map<string, number>();
  const samples: DishFigures["samples"] = [];
  let total = 0;
  let over300 = 0;
  let overLimit = 0;
  let holeCount = 0;
  let english = 0;
  let others = 0;
  names.forEach((name, i) => {
    const text = describeDish({ dishName: name }, createRng(i + 1));
    total += text.length;
    if (text.length > 300) over300++;
    if (text.length > GENERATOR_LIMITS.dishDescription) overLimit++;
    const problems = [
      ...holes(text),
      ...englishWords(text, name).map((w) => `inglês: ${w}`),
      ...otherDishes(text, name).map((d) => `outro prato: ${d}`),
    ];
    holeCount += holes(text).length;
    english += englishWords(text, name).length > 0 ? 1 : 0;
    others += otherDishes(text, name).length > 0 ? 1 : 0;
    if (problems.length > 0) samples.push({ name, text, problems });
    const last = text.split(/(?<=[.!?])\s+/).pop() ?? "";
    closings.set(last, (closings.get(last) ?? 0) + 1);
  });
  const [topClosing = "", top = 0] = [...closings.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  return {
    dishes: names.length,
    meanLength: Math.round(total / Math.max(1, names.length)),
    over300,
    overLimit,
    holes: holeCount,
    englishWords: english,
    otherDishes: others,
    topClosing,
    topClosingShare: top / Math.max(1, names.length),
    samples,
  };
}
