import { GENERATOR_LIMITS, type GeneratedMenuDish } from "../../../../common/generators";
import { ANY_DISH_LINES } from "../data/lexicon/menus/shared";
import type { MenuCuisine, MenuFamily, MenuMain, MenuPreparation, MenuSide } from "../data/lexicon/menuTypes";
import { adjectiveForms, type GrammaticalNumber } from "./grammar";
import { charmPrice, formatBrl } from "./money";
import { nameWords, phraseKeys } from "./phrases";
import { createRng, hashText, type Rng } from "./random";
import { fold } from "./text";

const MAX = GENERATOR_LIMITS.menuDishDescription;

/** A composed dish with what it was built from: the eval checks its description names `main`. */
export type ComposedDish = GeneratedMenuDish & { main: string; course: MenuFamily["course"] };

const slot = (gender: "m" | "f", number: GrammaticalNumber) =>
  (number === "s" ? 0 : 2) + (gender === "m" ? 0 : 1);

/** "Grelhado" agreed with what it describes: "Tilápia Grelhada"; "à Parmegiana" as is. */
function preparationFor(prep: MenuPreparation, family: MenuFamily, main: MenuMain): string {
  if (prep.invariable) return prep.name;
  const agreesWith = family.prepAgreesWith ?? { gender: main.gender, number: main.number ?? "s" };
  return adjectiveForms(prep.name)[slot(agreesWith.gender, agreesWith.number)] as string;
}

function weighted(
  cuisine: MenuCuisine,
  rng: Rng,
  allowed: (f: MenuFamily) => boolean,
): MenuFamily | undefined {
  const options = cuisine.families.filter((f) => allowed(f.family));
  const total = options.reduce((sum, f) => sum + f.weight, 0);
  let roll = rng.next() * total;
  for (const option of options) {
    roll -= option.weight;
    if (roll < 0) return option.family;
  }
  return options.at(-1)?.family;
}

type Draft = { family: MenuFamily; main: MenuMain; prep?: string; side?: MenuSide; name: string };

function draft(family: MenuFamily, rng: Rng): Draft {
  const main = rng.pick(family.mains);
  const preps = family.preparations.filter((p) =>
    (main.preparations ?? family.preparations.map((x) => x.id)).includes(p.id),
  );
  const prepared = preps.length > 0 && rng.chance(family.prepChance ?? 1) ? rng.pick(preps) : undefined;
  const prep = prepared ? preparationFor(prepared, family, main) : undefined;
  const sides = family.sides.filter((s) => !main.sides || main.sides.includes(s.name));
  const side = sides.length > 0 && rng.chance(family.sideChance) ? rng.pick(sides) : undefined;
  const core = prep ? (family.prepFirst ? `${prep} ${main.name}` : `${main.name} ${prep}`) : main.name;
  const name = `${family.prefix}${core}${side ? ` com ${side.name}` : ""}`;
  return { family, main, prep, side, name };
}

/**
 * The description: an opening that names the main item (with only the
 * preparation and side the name carries), then lines true of the main, the
 * side or the family that no other dish of this menu has said (`used`) and
 * that repeat no phrase of the opening.
 */
function describe(d: Draft, rng: Rng, used: Set<string>): string {
  const number = d.main.number ?? "s";
  const opening =
    d.main.intro ??
    d.family.intro({
      main: d.main.word,
      prep: d.prep?.toLocaleLowerCase("pt-BR"),
      side: d.side?.word,
      gender: d.main.gender,
      number,
    });
  const own = nameWords(d.name);
  const said = new Set(phraseKeys(opening, own));
  const parts = [opening];
  const candidates = [
    ...rng.shuffle(d.main.lines ?? []),
    ...rng.shuffle(d.side?.lines ?? []),
    ...rng.shuffle(d.family.lines),
    ...rng.shuffle(ANY_DISH_LINES),
  ];
  const target = rng.int(60, 120);
  for (const line of candidates) {
    // Two lines at most after the opening: the rest of the bank stays for the menu's other dishes.
    if (parts.join(" ").length >= target || parts.length >= 3) break;
    if (used.has(fold(line))) continue;
    if (parts.join(" ").length + 1 + line.length > MAX) continue;
    const keys = phraseKeys(line, own);
    if (keys.some((k) => said.has(k))) continue;
    for (const k of keys) said.add(k);
    used.add(fold(line));
    parts.push(line);
  }
  return parts.join(" ");
}

/**
 * A menu of `size` dishes composed from a cuisine's lexicon (issue 12, item 8):
 * main × preparation × side, at most one starter and one dessert, no dish
 * twice, none the restaurant already sells, no line said by two dishes. Prices
 * come from the restaurant (`house`) and the dish's name, not from `rng`, so
 * one dish keeps one price however many menus are asked for.
 */
export function composeMenu(
  cuisine: MenuCuisine,
  size: number,
  rng: Rng,
  house: string,
  owned: ReadonlySet<string>,
): ComposedDish[] {
  const used = new Set<string>();
  const names = new Set<string>();
  const mains = new Set<string>();
  const drafts: Draft[] = [];
  const count = (course: MenuFamily["course"]) => drafts.filter((d) => d.family.course === course).length;
  for (let attempt = 0; attempt < 200 && drafts.length < size; attempt++) {
    const family = weighted(cuisine, rng, (f) => f.course === "principal" || count(f.course) === 0);
    if (!family) break;
    const d = draft(family, rng);
    const key = fold(d.name);
    // The same main of the same family twice reads as a list padded out ("Frango Grelhado", "Frango Assado").
    const mainKey = `${family.id}|${fold(d.main.name)}`;
    if (names.has(key) || owned.has(key) || (mains.has(mainKey) && attempt < 150)) continue;
    names.add(key);
    mains.add(mainKey);
    drafts.push(d);
  }
  const order: MenuFamily["course"][] = ["entrada", "principal", "sobremesa"];
  drafts.sort((a, b) => order.indexOf(a.family.course) - order.indexOf(b.family.course));
  return drafts.map((d) => {
    const add = d.side?.add ?? 0;
    const reais = createRng(hashText(`${house}|${fold(d.name)}`)).int(
      d.main.price[0] + add,
      d.main.price[1] + add,
    );
    return {
      name: d.name,
      description: describe(d, rng, used),
      price: formatBrl(charmPrice(reais * 100 + 50)),
      main: d.main.word,
      course: d.family.course,
    };
  });
}
