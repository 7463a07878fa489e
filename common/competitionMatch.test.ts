import { describe, expect, it } from "vitest";
import { nameSimilarity, suggestMatch } from "./competitionMatch";

const ours = [
  { id: 1, name: "Pizza Calabresa", category: "Pizzas", priceCents: 4990 },
  { id: 2, name: "Pizza Margherita", category: "Pizzas", priceCents: 4590 },
  { id: 3, name: "Coca-Cola 2 L", category: "Bebidas", priceCents: 1300 },
  { id: 4, name: "Hambúrguer da Casa", category: "Lanches", priceCents: 3290 },
  { id: 5, name: "Suco de Laranja 300 ml", category: "Bebidas", priceCents: 900 },
  { id: 6, name: "Suco de Laranja 500 ml", category: "Bebidas", priceCents: 1200 },
];

describe("matching", () => {
  it("ignores accents, case and punctuation in names", () => {
    expect(nameSimilarity("PIZZA MARGUERITA", "Pizza Margherita")).toBeGreaterThan(0.6);
    expect(nameSimilarity("hamburguer da casa", "Hambúrguer da Casa")).toBe(1);
  });

  it("suggests our equivalent by name, with the size deciding between two of the same name", () => {
    expect(
      suggestMatch({ name: "Pizza de Calabresa Grande", size: null, section: "Pizzas" }, ours)?.dishId,
    ).toBe(1);
    expect(suggestMatch({ name: "Coca Cola 2L", size: "2 l", section: "Bebidas" }, ours)?.dishId).toBe(3);
    expect(
      suggestMatch({ name: "Suco de laranja natural", size: "500 ml", section: null }, ours)?.dishId,
    ).toBe(6);
    expect(
      suggestMatch({ name: "Suco de laranja natural", size: "300 ml", section: null }, ours)?.dishId,
    ).toBe(5);
  });

  it("suggests nothing when no name is close: 'sem equivalente' is the owner's call", () => {
    expect(suggestMatch({ name: "Temaki de Salmão", size: null, section: "Japonesa" }, ours)).toBeNull();
    expect(suggestMatch({ name: "Brigadeiro", size: null, section: null }, [])).toBeNull();
  });
});
