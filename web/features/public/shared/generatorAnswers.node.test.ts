import { describe, expect, it } from "vitest";
import {
  promotionToText,
  readContent,
  readMenu,
  readPromotion,
  readPromotionSummary,
  readResponse,
  UnexpectedAnswer,
} from "./generatorAnswers";

describe("readers of the generators' answers", () => {
  it("reads content and response, refusing answers without them", () => {
    expect(readContent({ content: " Pizza de calabresa artesanal " })).toBe("Pizza de calabresa artesanal");
    expect(readResponse({ response: "Sentimos muito pelo atraso." })).toBe("Sentimos muito pelo atraso.");
    expect(() => readContent({ text: "x" })).toThrow(UnexpectedAnswer);
    expect(() => readContent(null)).toThrow(UnexpectedAnswer);
    expect(() => readResponse({ response: "   " })).toThrow(UnexpectedAnswer);
  });

  it("reads a promotion from its fields or from a promotion object", () => {
    const fields = {
      title: "Happy Hour",
      description: "Pizza grande pela metade",
      discount: "20%",
      period: "15h–17h",
    };
    expect(readPromotion({ ...fields, promotion: "Resumo" })).toEqual(fields);
    expect(readPromotion({ promotion: fields })).toEqual(fields);
    expect(readPromotion({ title: "Só título", description: "Sem desconto" })).toEqual({
      title: "Só título",
      description: "Sem desconto",
    });
    expect(() => readPromotion({ title: "Sem descrição" })).toThrow(UnexpectedAnswer);
    expect(() => readPromotion({ promotion: "só o resumo" })).toThrow(UnexpectedAnswer);
    expect(() => readPromotion("texto solto")).toThrow(UnexpectedAnswer);
  });

  it("gives the landing demo the promotion line, or one written from the fields", () => {
    const fields = { title: "Terça Especial", description: "Açaí 500 ml", discount: "30%", period: "Terças" };
    expect(readPromotionSummary({ ...fields, promotion: "Açaí 500 ml com 30% off às terças" })).toBe(
      "Açaí 500 ml com 30% off às terças",
    );
    expect(readPromotionSummary({ promotion: "Combo família com 25% off" })).toBe(
      "Combo família com 25% off",
    );
    expect(readPromotionSummary(fields)).toBe("Terça Especial\nAçaí 500 ml\n30% · Terças");
    expect(promotionToText({ title: "Pronto", description: "Texto" })).toBe("Pronto\nTexto");
    expect(() => readPromotionSummary({})).toThrow(UnexpectedAnswer);
  });

  it("reads a menu, keeping only dishes with a name; a missing list is empty", () => {
    expect(
      readMenu({
        dishes: [
          { name: "Marmita fit", description: "Frango e legumes", price: "R$ 24,90" },
          { name: "Feijoada", price: 32.5 },
          { description: "sem nome" },
          "lixo",
        ],
      }),
    ).toEqual([
      { name: "Marmita fit", description: "Frango e legumes", price: "R$ 24,90" },
      { name: "Feijoada", description: "", price: "32.5" },
    ]);
    expect(readMenu({})).toEqual([]);
    expect(readMenu(undefined)).toEqual([]);
  });
});
