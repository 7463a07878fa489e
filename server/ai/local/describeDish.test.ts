import { describe, expect, it } from "vitest";
import { GENERATOR_LIMITS } from "../../../common/generators";
import { DISH_NAMES, type LabelledDish } from "./corpus/dishNames";
import { describeDish } from "./describeDish";
import { createRng } from "./random";
import { analyseDish } from "./recognise";
import { englishWords, holes, otherDishes } from "./textChecks";

const SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);
const write = (name: string, seed: number, format: "description" | "post" = "description") =>
  describeDish({ dishName: name, format }, createRng(seed), {
    name: "Sabor da Vila",
    dishes: [{ name: "Pizza de Calabresa", price: "49.90" }],
  });

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const ENDING = { ms: /o$/, fs: /a$/, mp: /os$/, fp: /as$/ } as const;

/** Every adjective the text agrees with the dish's name must carry the name's gender and number. */
function agreementSlips(text: string, dish: LabelledDish): string[] {
  const name = escapeRegex(analyseDish(dish.name).name);
  const ending = ENDING[`${dish.gender}${dish.number}` as keyof typeof ENDING];
  const article = { ms: "o", fs: "a", mp: "os", fp: "as" }[`${dish.gender}${dish.number}`];
  const indefinite = { ms: "Um", fs: "Uma", mp: "Uns", fp: "Umas" }[`${dish.gender}${dish.number}`];
  const slips: string[] = [];
  const check = (re: RegExp, test: (m: RegExpExecArray) => boolean) => {
    const m = re.exec(text);
    if (m && !test(m)) slips.push(m[0]);
  };
  check(
    new RegExp(`${name} (feit\\p{L}*) na hora e (pront\\p{L}*)`, "u"),
    (m) => ending.test(m[1] ?? "") && ending.test(m[2] ?? ""),
  );
  check(new RegExp(`${name} chegando (\\p{L}+)`, "u"), (m) => ending.test(m[1] ?? ""));
  check(
    new RegExp(`(Um|Uma|Uns|Umas) ${name} (\\p{L}+)`, "u"),
    (m) => m[1] === indefinite && ending.test(m[2] ?? ""),
  );
  check(/Peça já (o|a|os|as) (seus?|suas?)\b/u, (m) => m[1] === article);
  check(
    new RegExp(`${name} (resolve|resolvem)\\b`, "u"),
    (m) => (m[1] === "resolve") === (dish.number === "s"),
  );
  return slips;
}

describe("dish descriptions", () => {
  it("has a corpus of at least 100 dish names", () => {
    expect(DISH_NAMES.length).toBeGreaterThanOrEqual(100);
  });

  it.each(DISH_NAMES)("describes $name cleanly, with agreement, within the limit", (dish) => {
    const name = analyseDish(dish.name).name;
    for (const seed of SEEDS) {
      const text = write(dish.name, seed);
      const context = `${text}\n`;
      expect(text.length, context).toBeLessThanOrEqual(GENERATOR_LIMITS.dishDescription);
      expect(text.length, context).toBeGreaterThan(60);
      expect(holes(text), context).toEqual([]);
      expect(englishWords(text, dish.name), context).toEqual([]);
      expect(otherDishes(text, dish.name), context).toEqual([]);
      expect(agreementSlips(text, dish), context).toEqual([]);
      expect(text, context).toContain(name);
      expect(text, context).toMatch(/\b(peça|pedido|pedir)\b/i);
    }
  });

  it.each(DISH_NAMES)("varies $name across seeds and repeats itself for the same seed", (dish) => {
    const texts = SEEDS.map((seed) => write(dish.name, seed));
    expect(new Set(texts).size).toBeGreaterThanOrEqual(10);
    expect(write(dish.name, 7)).toBe(texts[6]);
  });

  it.each(DISH_NAMES.filter((_, i) => i % 4 === 0))("writes a social post for $name", (dish) => {
    for (const seed of SEEDS.slice(0, 5)) {
      const text = write(dish.name, seed, "post");
      expect(text.length).toBeLessThanOrEqual(GENERATOR_LIMITS.socialPost);
      expect(holes(text.replace(/\n/g, " ").replace(/ {2,}/g, " ")), text).toEqual([]);
      expect(englishWords(text, dish.name), text).toEqual([]);
      expect(otherDishes(text, dish.name), text).toEqual([]);
      expect(text).toMatch(/#delivery/);
      expect(text).toMatch(/#SaborDaVila/);
      expect(text).toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it("puts the restaurant's own price in a post about a dish it sells", () => {
    expect(write("pizza de calabresa", 3, "post")).toContain("R$ 49,90");
  });

  it("agrees the kind's sentences with singular and plural names", () => {
    const singular = SEEDS.map((s) => write("Pastel de Carne", s)).join(" ");
    const plural = SEEDS.map((s) => write("Pastéis de Carne", s)).join(" ");
    expect(singular).not.toMatch(/\bO pastel chegam\b|\bOs pastel\b/);
    expect(plural).not.toMatch(/\bOs pastéis chega\b|\bOs pastéis (\p{L}+ )?(sequinho|crocante|recheado)\b/u);
    expect(plural).toMatch(/\bpastéis\b/);
  });

  it("recognises the dish and its ingredients from the name", () => {
    expect(analyseDish("X-Bacon").kind?.id).toBe("hamburguer");
    expect(analyseDish("Pizza de Brigadeiro")).toMatchObject({ sweet: true, group: "pizza" });
    expect(analyseDish("Filé à Parmegiana").kind?.id).toBe("parmegiana");
    expect(analyseDish("Porção de Coxinha").subject).toMatchObject({ text: "coxinhas", number: "p" });
    expect(analyseDish("açaí c/ leite ninho").ingredients.map((m) => m.text)).toEqual(["leite em pó"]);
    expect(analyseDish("Pizza Margherita").ingredients.map((m) => m.text)).toEqual([
      "mussarela",
      "tomate",
      "manjericão",
    ]);
  });
});
