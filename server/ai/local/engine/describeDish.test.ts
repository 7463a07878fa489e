import { describe, expect, it } from "vitest";
import { GENERATOR_LIMITS } from "../../../../common/generators";
import { DISH_NAMES, DRINK_NAMES, type LabelledDish } from "../corpus/dishNames";
import { adjectiveFirstSlips, englishWords, holes, otherDishes, repeatedPhrases } from "../eval/textChecks";
import { describeDish } from "./describeDish";
import { dishParts } from "./dishParts";
import { describeForMenu } from "./menuDescription";
import { createRng } from "./random";
import { analyseDish } from "./recognise";
import { displayName } from "./text";

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

/**
 * The nouns an adjective-first sentence ("Sequinha e gratinada, …") may agree
 * with: the name's own, or the pieces a container or a count holds ("Porção
 * de Coxinha", "Uramaki (8 peças)": "Sequinhas…", "Preparados…").
 */
function nounsOf(dish: LabelledDish) {
  const analysis = analyseDish(dish.name);
  const own = { gender: dish.gender, number: dish.number };
  return analysis.container || analysis.size ? [own, analysis.subject] : [own];
}

/** Words that belong to food and never to a drink's copy. */
const FOOD_WORDS =
  /garfada|mordida|colherada|tempero|temperad|quentinh|recheio|rechead|crocante|sequinh|porção|prato|fome|massa|forno|cozinha|feit[oa]s? na hora|caseir|comida|almoço de domingo/i;

/** The body of a post: without its title line and its hashtags. */
const postBody = (post: string) =>
  post
    .split("\n")
    .filter((line, i) => i > 0 && !line.startsWith("#"))
    .join("\n");

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
      expect(adjectiveFirstSlips(text, nounsOf(dish)), context).toEqual([]);
      expect(repeatedPhrases(text, name), context).toEqual([]);
      expect(text, context).toContain(name);
      expect(text, context).toMatch(/\b(peça|pedido|pedir)\b/i);
    }
  });

  it.each(DISH_NAMES)("writes a menu line for $name that agrees and says nothing twice", (dish) => {
    const name = analyseDish(dish.name).name;
    for (const seed of SEEDS) {
      const text = describeForMenu(dish.name, createRng(seed));
      expect(text.length, text).toBeLessThanOrEqual(GENERATOR_LIMITS.menuDishDescription);
      expect(holes(text), text).toEqual([]);
      expect(repeatedPhrases(text, name), text).toEqual([]);
      expect(adjectiveFirstSlips(text, nounsOf(dish)), text).toEqual([]);
      if (DRINK_NAMES.includes(dish)) expect(text, text).not.toMatch(FOOD_WORDS);
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
      expect(repeatedPhrases(postBody(text), analyseDish(dish.name).name), text).toEqual([]);
      expect(text).toMatch(/#delivery/);
      expect(text).toMatch(/#SaborDaVila/);
      expect(text).toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it.each(DRINK_NAMES)("describes the drink $name as a drink, never as food", (dish) => {
    for (const seed of SEEDS) {
      for (const format of ["description", "post"] as const) {
        const text = write(dish.name, seed, format);
        expect(text, text).not.toMatch(FOOD_WORDS);
        expect(analyseDish(dish.name).group, text).toBe("bebida");
      }
    }
  });

  it("warns about alcohol on beers and caipirinhas, and only on them", () => {
    for (const seed of SEEDS.slice(0, 5)) {
      expect(write("Chopp", seed)).toMatch(/Beba com moderação\.$/);
      expect(write("Caipirinha", seed, "post")).toMatch(/Beba com moderação/);
      expect(write("Coca-Cola 2L", seed)).not.toMatch(/moderação/);
    }
  });

  it("agrees the whole description with the dish a style is applied to", () => {
    for (const seed of SEEDS) {
      for (const name of ["Filé à Parmegiana", "Bife à Parmegiana"]) {
        const text = write(name, seed);
        expect(text, text).not.toMatch(
          /\b(Empanada|empanada na hora|coberta|Sequinha e gratinada|chegando quentinha)\b/,
        );
      }
      expect(write("Parmegiana de Frango", seed)).not.toMatch(/\b(Empanado na hora|O filé)\b/);
    }
    expect(analyseDish("Bife à Parmegiana").subject).toMatchObject({ text: "bife", gender: "m" });
    expect(analyseDish("Berinjela à Parmegiana").subject).toMatchObject({ text: "berinjela", gender: "f" });
  });

  it("finds repeated phrases and adjectives, and agreement slips in adjective-first sentences", () => {
    expect(
      repeatedPhrases(
        "Costela no Bafo: sabor caseiro e porção generosa. Porção generosa e tempero na medida.",
      ),
    ).toContain("porca generos");
    expect(repeatedPhrases("Batata Frita: sequinha e crocante. Sequinhas por fora.", "Batata Frita")).toEqual(
      ["sequinh"],
    );
    expect(repeatedPhrases("Frango Empanado: frango empanado crocante.", "Frango Empanado")).toEqual([]);
    const file = [{ gender: "m", number: "s" }] as const;
    expect(
      adjectiveFirstSlips("Filé à Parmegiana: ótimo. Empanada na hora, coberta de molho.", file),
    ).toEqual(["Empanada"]);
    expect(adjectiveFirstSlips("Filé: ótimo. Sequinha e gratinada por cima.", file)).toEqual([
      "Sequinha",
      "gratinada",
    ]);
    expect(adjectiveFirstSlips("Filé: ótimo. Empanado na hora. Massa crocante.", file)).toEqual([]);
  });

  it("tags a post with the restaurant's type only when the dish is of that type", () => {
    const post = (dishName: string, businessType: string) =>
      describeDish({ dishName, format: "post", businessType }, createRng(1));
    expect(post("Feijoada Completa", "pizzaria")).not.toMatch(/#pizzaria/);
    expect(post("Feijoada Completa", "pizzaria")).toMatch(/#feijoada/);
    expect(post("Pizza de Calabresa", "pizzaria")).toMatch(/#pizzaria/);
    expect(post("Coxinha", "lanchonete")).toMatch(/#lanchonete/);
    expect(post("Chopp", "marmitex")).not.toMatch(/#marmitex/);
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
    expect(analyseDish("Filé à Parmegiana").subject).toMatchObject({ text: "filé", gender: "m" });
    // Sizes, counts and the way a dish is sold are not ingredients.
    expect(analyseDish("Sushi Combinado 20 peças").ingredients).toEqual([]);
    expect(analyseDish("Coca-Cola 2L").ingredients).toEqual([]);
    expect(analyseDish("Açaí 500ml Grande").ingredients).toEqual([]);
    expect(analyseDish("Chopp").kind?.group).toBe("bebida");
    expect(analyseDish("Caipirinha de Limão").kind?.group).toBe("bebida");
    expect(analyseDish("Porção de Coxinha").subject).toMatchObject({ text: "coxinhas", number: "p" });
    expect(analyseDish("açaí c/ leite ninho").ingredients.map((m) => m.text)).toEqual(["leite em pó"]);
    expect(analyseDish("Pizza Margherita").ingredients.map((m) => m.text)).toEqual([
      "mussarela",
      "tomate",
      "manjericão",
    ]);
  });
});

describe("post titles", () => {
  it("frame the name with the dish's emoji, unless the name brings its own", () => {
    expect(describeDish({ dishName: "X-Tudo", format: "post" }, createRng(3)).split("\n")[0]).toBe(
      "🍔 X-Tudo 🍔",
    );
    for (let seed = 0; seed < 10; seed++) {
      const title = describeDish({ dishName: "X-Tudo 🍔", format: "post" }, createRng(seed)).split("\n")[0];
      expect(title).toBe("X-Tudo 🍔");
    }
  });
});

describe("dish text from the dish (issue 12)", () => {
  const texts = (name: string) => SEEDS.map((seed) => describeDish({ dishName: name }, createRng(seed)));

  it("fixes case and accents of known words and keeps sizes and quantities as written", () => {
    expect(displayName("HAMBURGUER ARTESANAL 180G")).toBe("Hambúrguer Artesanal 180 g");
    expect(displayName("strogonofe de frango")).toBe("Strogonoff de Frango");
    expect(displayName("Coxinhas (10 un)")).toBe("Coxinhas (10 un)");
    expect(displayName("Refrigerante 2l")).toBe("Refrigerante 2 L");
    expect(displayName("Açaí 500ML")).toBe("Açaí 500 ml");
    expect(displayName("Pizza (promo)")).toBe("Pizza");
    for (const text of texts("Coxinhas (10 un)")) expect(text).toContain("Coxinhas (10 un)");
  });

  it("reads a combo as food, sides and drinks, never soda in the filling", () => {
    expect(dishParts("Combo 2 X-Bacon + fritas + refri 2 L")).toMatchObject({
      main: "2 X-Bacon",
      sides: ["fritas"],
      drinks: ["refri 2 L"],
      combo: true,
    });
    for (const text of texts("Combo 2 X-Bacon + fritas + refri 2L")) {
      expect(text).toContain("O combo traz 2 X-Bacon e fritas e, para beber, refri 2 L.");
      const withoutName = text.split("Combo 2 X-Bacon + fritas + refri 2 L").join("");
      expect(withoutName).not.toMatch(/\b(recheio|leva|tem)\b[^.?!]*(fritas|refrigerante)/i);
    }
  });

  it("describes each half of a half-and-half pizza on its own", () => {
    expect(dishParts("Pizza G meia calabresa meia portuguesa").halves).toEqual(["calabresa", "portuguesa"]);
    for (const text of texts("Pizza G meia calabresa meia portuguesa")) {
      expect(text).toContain(
        "metade calabresa e metade portuguesa (presunto, ovos, cebola, azeitonas e mussarela)",
      );
      expect(text).not.toMatch(/mussarela e calabresa/);
    }
  });

  it("says what comes beside a dish instead of cooking the dish with it", () => {
    for (const text of texts("Petit gateau com sorvete")) {
      expect(text).toContain("Petit gâteau com sorvete");
      expect(text).not.toMatch(/preparad[oa] com sorvete/i);
      expect(text).toMatch(/Acompanha sorvete|Vem com sorvete para acompanhar/);
    }
    for (const text of texts("Costela Assada com Mandioca"))
      expect(text).not.toMatch(/preparad[oa] com mandioca/i);
  });

  it("invents no preparation the name does not carry (session 3)", () => {
    for (const name of [
      "Strogonoff de frango",
      "Estrogonofe de carne",
      "Pizza de frango com catupiry",
      "Escondidinho de carne seca",
    ])
      for (const text of texts(name))
        expect(text, text).not.toMatch(
          /\b(desfiad|fatiad|refogad|acebolad|saltead|caramelizad|tostad)[oa]s?\b/i,
        );
    // The name says it: it may be said.
    expect(texts("Frango desfiado com arroz").join(" ")).toMatch(/desfiado/i);
  });

  it("opens a dish named after its meat with a line about the meat, not the group's generic one", () => {
    const generic = /preparo caprichado e tempero na medida|sabor caseiro e porção generosa/;
    for (const name of [
      "Costela assada com mandioca",
      "Picanha na chapa",
      "Tilápia frita",
      "Frango grelhado com arroz",
    ]) {
      const openings = texts(name).map((t) => t.split(/(?<=[.!?])\s+/)[0] ?? "");
      for (const o of openings) expect(o, o).not.toMatch(generic);
      expect(openings.join(" ")).toMatch(/macia|macio|suculent|douradinh|bem temperad/);
    }
    for (const text of texts("Costela assada com mandioca"))
      expect(text).not.toMatch(/\b(Macio|macio)\b[^.]*costela|costela macio/);
  });

  it("spells more known food words and brands (session 3)", () => {
    expect(displayName("BOBO DE CAMARAO")).toBe("Bobó de Camarão");
    expect(displayName("pizza frango catupiri")).toBe("Pizza Frango Catupiry");
    expect(displayName("picole de limao")).toBe("Picolé de Limão");
    expect(displayName("contrafile acebolado")).toBe("Contrafilé Acebolado");
    expect(displayName("Torta de abobora")).toBe("Torta de abóbora");
    expect(displayName("caldo de mocoto")).toBe("Caldo de Mocotó");
  });

  it("knows regional dishes by name", () => {
    const told = (name: string) => texts(name).join("\n");
    expect(told("Vaca atolada")).toMatch(/costela/i);
    expect(told("Tacacá")).toMatch(/tucupi/);
    expect(told("Arrumadinho")).toMatch(/carne de sol/);
    expect(told("baiao de dois")).toMatch(/queijo coalho/);
    expect(told("Escondidinho de carne seca")).toMatch(/purê|escondidinho/);
  });

  it("stays within 300 characters and varies its closing", () => {
    const closings = new Map<string, number>();
    DISH_NAMES.forEach((dish, i) => {
      const text = describeDish({ dishName: dish.name }, createRng(i + 1));
      expect(text.length, text).toBeLessThanOrEqual(300);
      const last = text.split(/(?<=[.!?])\s+/).pop() ?? "";
      closings.set(last, (closings.get(last) ?? 0) + 1);
    });
    const top = Math.max(...closings.values());
    expect(top / DISH_NAMES.length).toBeLessThan(0.15);
  });
});
