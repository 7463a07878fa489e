import { describe, expect, it } from "vitest";
import { MENU_RESTAURANT_TYPES } from "../../../../common/constants";
import { GENERATOR_LIMITS, generateMenuResponseSchema, MENU_TYPES } from "../../../../common/generators";
import { parseMoneyToCents } from "../../../../common/pricing";
import type { RestaurantContext } from "../../engine";
import { englishWords, holes, otherDishes, repeatedPhrases } from "../eval/textChecks";
import { createRng } from "./random";
import { menuProfile, suggestMenu } from "./suggestMenu";

const SEEDS = [1, 2, 3, 4, 5, 6];

/** What a delivery menu of each type plainly has: pizzas at a pizzaria, marmitas at a marmitaria… */
const TYPICAL: Record<(typeof MENU_RESTAURANT_TYPES)[number], RegExp> = {
  pizzaria: /Pizza/,
  hamburgueria: /X-|Hambúrguer/,
  marmitex: /Marmita/,
  italiana: /Lasanha|Espaguete|Nhoque|Fettuccine|Risoto|Ravióli|Talharim|Canelone|Penne|Rigatone|Linguine/,
  japonesa: /Combinado|Temaki|Uramaki|Hot Roll|Sashimi|Niguiri|Yakisoba|Guioza|Harumaki/,
  brasileira:
    /Feijoada|Parmegiana|Escondidinho|Moqueca|Baião|Carreteiro|Galinhada|Vaca Atolada|Bife|Frango|Filé|Picanha|Tilápia|Costela|Linguiça|Lombo|Fígado|Estrogonofe|Carne/,
  mexicana: /Tacos|Burrito|Nachos|Quesadilla|Fajitas|Churros/,
  vegetariana:
    /Grão-de-Bico|Berinjela|Cogumelos|Banana-da-Terra|Palmito|Quinoa|Legumes|Abóbora|Lentilha|Feijão-Preto|Caju|Abobrinha|Espinafre|Aspargos/,
};

describe("menus", () => {
  it.each(MENU_TYPES)("suggests 5 to 8 priced dishes for %s", (restaurantType) => {
    for (const seed of SEEDS) {
      const dishes = suggestMenu({ restaurantType }, createRng(seed));
      expect(generateMenuResponseSchema.safeParse({ dishes }).success).toBe(true);
      expect(dishes.length).toBeGreaterThanOrEqual(GENERATOR_LIMITS.menuMinDishes);
      expect(dishes.length).toBeLessThanOrEqual(GENERATOR_LIMITS.menuMaxDishes);
      expect(new Set(dishes.map((d) => d.name)).size).toBe(dishes.length);
      for (const dish of dishes) {
        const cents = parseMoneyToCents(dish.price) ?? 0;
        expect(dish.price).toMatch(/^R\$ \d{1,3},90$/);
        expect(cents).toBeGreaterThanOrEqual(490);
        expect(cents).toBeLessThanOrEqual(150_00);
        expect(dish.description.length).toBeLessThanOrEqual(GENERATOR_LIMITS.menuDishDescription);
        expect(dish.description.length).toBeGreaterThan(30);
        expect(holes(dish.description), dish.description).toEqual([]);
        expect(englishWords(dish.description, dish.name), dish.description).toEqual([]);
        expect(otherDishes(dish.description, dish.name), dish.description).toEqual([]);
        expect(repeatedPhrases(dish.description, dish.name), dish.description).toEqual([]);
      }
    }
  });

  it.each(MENU_RESTAURANT_TYPES)("keeps %s to dishes of its kind", (restaurantType) => {
    for (const seed of SEEDS) {
      const dishes = suggestMenu({ restaurantType }, createRng(seed));
      const typical = dishes.filter((d) => TYPICAL[restaurantType].test(d.name));
      expect(typical.length, dishes.map((d) => d.name).join(", ")).toBeGreaterThanOrEqual(3);
    }
  });

  it("agrees a preparation with its main, in the name and in the description", () => {
    for (const restaurantType of ["brasileira", "marmitex"])
      for (let seed = 1; seed <= 30; seed++)
        for (const dish of suggestMenu({ restaurantType }, createRng(seed))) {
          const text = `${dish.name} ${dish.description}`;
          expect(text).not.toMatch(
            /(Tilápia|Costela|Picanha|Linguiça Toscana) (Grelhado|Assado|Acebolado|Empanado|Frito)\b/i,
          );
          expect(text).not.toMatch(
            /\b(Frango|Bife|Lombo|Fígado) (Grelhada|Assada|Acebolada|Empanada|Frita)\b/i,
          );
        }
  });

  it("falls back to the restaurant's own type, then to a Brazilian menu", () => {
    expect(menuProfile({}, { name: "Japa", type: "japonesa" }).id).toBe("japonesa");
    expect(menuProfile({}).id).toBe("brasileira");
    expect(menuProfile({ restaurantType: "outro" }).id).toBe("brasileira");
  });

  it("suggests new dishes, not the ones the restaurant already sells", () => {
    const owned = ["Pizza Margherita", "Pizza de Calabresa", "Pizza Portuguesa"].map((name) => ({
      name,
      price: "45.00",
    }));
    for (const seed of SEEDS) {
      const names = suggestMenu({ restaurantType: "pizzaria" }, createRng(seed), {
        name: "X",
        dishes: owned,
      }).map((d) => d.name);
      for (const o of owned) expect(names).not.toContain(o.name);
    }
  });

  it("varies across seeds and repeats for the same seed", () => {
    const menus = SEEDS.map((s) => JSON.stringify(suggestMenu({ restaurantType: "italiana" }, createRng(s))));
    expect(new Set(menus).size).toBe(SEEDS.length);
    expect(JSON.stringify(suggestMenu({ restaurantType: "italiana" }, createRng(2)))).toBe(menus[1]);
  });
});

describe("menus that hold together (issue 12, item 8)", () => {
  const house: RestaurantContext = { name: "Açaí do Porto", type: "acai" };

  it("keeps one price per dish within a restaurant, however many menus are asked for", () => {
    const prices = new Map<string, Set<string>>();
    for (let seed = 1; seed <= 10; seed++)
      for (const d of suggestMenu({ restaurantType: "acai" }, createRng(seed), house)) {
        const seen = prices.get(d.name) ?? new Set<string>();
        seen.add(d.price);
        prices.set(d.name, seen);
      }
    expect(prices.size).toBeGreaterThan(3);
    for (const [name, seen] of prices) expect([...seen], name).toHaveLength(1);
  });

  it("rarely repeats a sentence within a menu (a kind's lines are spent before one is said twice)", () => {
    let dishes = 0;
    let sharing = 0;
    for (const restaurantType of ["acai", "pizzaria", "hamburgueria", "japonesa", "marmitex", "brasileira"])
      for (let seed = 1; seed <= 20; seed++) {
        const menu = suggestMenu({ restaurantType }, createRng(seed));
        const lines = menu.map((d) => d.description.split(/(?<=[.!?])\s+/));
        lines.forEach((own, i) => {
          dishes++;
          if (own.some((x) => lines.some((other, j) => j !== i && other.includes(x)))) sharing++;
        });
      }
    // Before: 56 % of dishes shared a sentence with another dish of their menu.
    expect(sharing / dishes).toBeLessThan(0.15);
  });
});
