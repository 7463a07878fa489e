import { describe, expect, it } from "vitest";
import type { Dish } from "../../../common/dishes";
import { dishNamed, withDishName } from "./dishNamed";

// Only what dishNamed reads: a dish's id and name.
const dish = (id: number, name: string): Pick<Dish, "id" | "name"> => ({ id, name });

const dishes = [dish(3, "Lasanha à Bolonhesa"), dish(2, "Pão de queijo"), dish(1, "Lasanha à bolonhesa")];

describe("dishNamed", () => {
  it("finds the dish whatever the case, accents and spacing of the typed name", () => {
    for (const typed of [
      "Lasanha à Bolonhesa",
      "  lasanha a bolonhesa ",
      "LASANHA   À  BOLONHESA",
      "lasanhá à bolonhésa",
    ]) {
      expect(dishNamed(dishes, typed)?.id, typed).toBe(3);
    }
    expect(dishNamed(dishes, "pao de QUEIJO")?.id).toBe(2);
  });

  it("answers nothing for another name, a part of a name, a blank name or no list yet", () => {
    for (const typed of ["Lasanha", "Lasanha à bolonhesa com queijo", "", "   "]) {
      expect(dishNamed(dishes, typed), typed).toBeUndefined();
    }
    expect(dishNamed(undefined, "Pão de queijo")).toBeUndefined();
  });
});

describe("withDishName", () => {
  it("puts the dish's own spelling where the text repeats the name as typed", () => {
    const text = "Lasanha a BOLONHESA gratinada na hora. Peça sua lasanha a bolonhesa!";
    expect(withDishName(text, " lasanha a  BOLONHESA ", "Lasanha à Bolonhesa")).toBe(
      "Lasanha à Bolonhesa gratinada na hora. Peça sua Lasanha à Bolonhesa!",
    );
  });

  it("replaces whole words only", () => {
    expect(withDishName("A pizza da nossa pizzaria.", "pizza", "Pizza")).toBe("A Pizza da nossa pizzaria.");
  });

  it("leaves the text alone when the name was typed as saved, or is not in it", () => {
    expect(withDishName("X-Tudo caprichado.", "X-Tudo", "X-Tudo")).toBe("X-Tudo caprichado.");
    expect(withDishName("X-Tudo caprichado.", "x tudo", "X-Tudo")).toBe("X-Tudo caprichado.");
    expect(withDishName("Pizza (grande) com borda.", "pizza (grande)", "Pizza (Grande)")).toBe(
      "Pizza (Grande) com borda.",
    );
  });
});
