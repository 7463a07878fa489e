import { expect, it } from "vitest";
import type { Generation } from "../../../common/generations";
import { menuText, promotionSummary, promotionText, savedGenerationText } from "./copyTexts";

const base = { id: 1, source: "local", createdAt: "2026-05-02T15:04:00.000Z" };
const promotion = {
  title: "Primeiro pedido com 15% off",
  description: "Para quem nunca pediu: 15% de desconto no primeiro pedido.",
  discount: "15% de desconto",
  period: "Até domingo",
};
const dishes = [
  { name: "Temaki de salmão", description: "Salmão fresco e cream cheese.", price: "R$ 32,90" },
  { name: "Hot roll", description: "Dez peças empanadas e crocantes.", price: "R$ 29,90" },
];

it("copies a promotion with all four parts, labelled in Portuguese", () => {
  expect(promotionText(promotion)).toBe(
    "Primeiro pedido com 15% off\n\nPara quem nunca pediu: 15% de desconto no primeiro pedido.\n\nDesconto: 15% de desconto\nPeríodo: Até domingo",
  );
});

it("gives the landing demo the promotion's one line, or one written from its parts", () => {
  expect(promotionSummary({ ...promotion, promotion: "Primeiro pedido com 15% off até domingo" })).toBe(
    "Primeiro pedido com 15% off até domingo",
  );
  expect(promotionSummary(promotion)).toBe(
    "Primeiro pedido com 15% off\nPara quem nunca pediu: 15% de desconto no primeiro pedido.\n15% de desconto · Até domingo",
  );
});

it("copies a menu one dish a paragraph, price beside the name", () => {
  expect(menuText(dishes)).toBe(
    "Temaki de salmão — R$ 32,90\nSalmão fresco e cream cheese.\n\nHot roll — R$ 29,90\nDez peças empanadas e crocantes.",
  );
});

it("shows each saved kind by what was asked, with the text to copy", () => {
  const rows: Generation[] = [
    { ...base, kind: "content", input: { dishName: "Pizza de calabresa" }, output: { content: "Texto." } },
    { ...base, kind: "promotion", input: { goal: "atrair-novos-clientes" }, output: promotion },
    { ...base, kind: "menu", input: { restaurantType: "japonesa" }, output: { dishes } },
    { ...base, kind: "response", input: { reviewText: "Chegou frio." }, output: { response: "Olá!" } },
  ];
  expect(rows.map(savedGenerationText)).toEqual([
    { heading: "Pizza de calabresa", text: "Texto." },
    { heading: "Primeiro pedido com 15% off · Atrair novos clientes", text: promotionText(promotion) },
    { heading: "Cardápio Japonesa", text: menuText(dishes) },
    { heading: "Resposta a: “Chegou frio.”", text: "Olá!" },
  ]);
});

it("shortens a long review in the heading and leaves out a row it cannot read", () => {
  const review = `${"A comida chegou fria e o entregador foi grosso. ".repeat(4)}`;
  const shown = savedGenerationText({
    ...base,
    kind: "response",
    input: { reviewText: review },
    output: { response: "Sentimos muito." },
  });
  expect(shown?.heading.length).toBeLessThan(80);
  expect(shown?.heading.endsWith("…”")).toBe(true);
  expect(savedGenerationText({ ...base, kind: "content", input: {}, output: { text: "x" } })).toBeNull();
  expect(savedGenerationText({ ...base, kind: "menu", input: {}, output: { dishes: [] } })).toBeNull();
});
