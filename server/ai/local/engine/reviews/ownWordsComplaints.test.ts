import { describe, expect, it } from "vitest";
import { createRng } from "../random";
import { replyToReview } from "../replyToReview";
import { analyseReview } from "./analyse";

const topics = (review: string) => analyseReview(review).points.map((p) => p.topic);
const reply = (review: string) => replyToReview({ reviewText: review }, createRng(1), { name: "Cantina" });

describe("complaints no topic names, answered in the customer's words (decision 048)", () => {
  it.each([
    ["paguei com nota de 100 e o troco veio faltando 20 reais", /troco veio faltando 20 reais/],
    ["pedi nota fiscal com o CNPJ da empresa e não veio", /nota fiscal com o CNPJ/],
    ["a loja aparece aberta no app mas cancela todo pedido que eu faço", /aparece aberta/],
    ["metade do cardápio vive indisponível, toda vez o escondidinho tá esgotado", /metade do cardápio/],
    ["poderiam usar embalagem reciclável em vez de isopor", /reciclável/],
    ["no cardapio o lanche ta 24,90 e na conta que veio junto cobraram 27,90", /24,90/],
    ["pedido mínimo de 50 reais numa padaria? só queria um pingado", /pedido mínimo/],
  ])("'%s' is a point of its own, quoted in the reply", (review, quoted) => {
    expect(topics(review)).toContain("other");
    expect(reply(review)).toMatch(quoted);
  });

  it("takes nothing else from the same words: change missing is no missing item, an invoice no wrong item", () => {
    expect(topics("paguei com nota de 100 e o troco veio faltando 20 reais")).not.toContain("missingItem");
    expect(topics("pedi nota fiscal e não mandaram junto")).not.toContain("wrongItem");
    expect(topics("poderiam usar embalagem reciclável em vez de isopor")).not.toContain("wrongItem");
    // The same words about the order itself still name its point.
    expect(topics("faltou o refri do combo")).toContain("missingItem");
    expect(topics("Cobraram a mais no meu cartão, quero ver isso")).toContain("price");
  });
});
