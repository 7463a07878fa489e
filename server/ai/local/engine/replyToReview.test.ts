import { describe, expect, it } from "vitest";
import { GENERATOR_LIMITS } from "../../../../common/generators";
import { REVIEWS } from "../corpus/reviews";
import { englishWords, holes } from "../eval/textChecks";
import { createRng } from "./random";
import { replyToReview } from "./replyToReview";
import { type Complaint, readReview } from "./reviewTopics";

const SEEDS = [1, 2, 3, 4, 5, 6];
const restaurant = { name: "Cantina da Nona" };
const reply = (text: string, seed: number, withName = true) =>
  replyToReview({ reviewText: text }, createRng(seed), withName ? restaurant : undefined);

/** Words that show a reply answered the point, as a customer reading it would check. */
const ADDRESSES: Record<Complaint, RegExp> = {
  delay: /demora|atraso/,
  notDelivered: /não tenha chegado|não receber/,
  cold: /fri[oa]s?\b|temperatura/,
  warmDrink: /gelad|sem gás/,
  melted: /derretid/,
  wrongItem: /item errado|troca|observação/,
  missingItem: /faltou|incompleto/,
  packaging: /embalage|vazado/,
  foreignBody: /higiene/,
  health: /segurança dos alimentos/,
  courier: /entrega/,
  price: /preço|valor|cobrança/,
  portion: /porção|quantidade|porcionamento/,
  taste: /sabor|tempero|ponto|textura|crocância|fritura/,
  service: /atendimento|cancelamento/,
  general: /experiência|expectativas/,
};
const SERIOUS: Complaint[] = ["health", "foreignBody", "notDelivered", "courier", "service", "general"];
/** What a public reply must not promise unless the owner explicitly offers it (the engine has no such option). */
const NO_COMPENSATION =
  /cupom|cupons|desconto|reembols|estorn|devolução do dinheiro|dinheiro de volta|brinde|cortesia|por nossa conta|grátis|de graça/i;

describe("review replies", () => {
  it("has a corpus of at least 60 reviews", () => {
    expect(REVIEWS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(REVIEWS)("reads what '$text' is about", (review) => {
    const reading = readReview(review.text);
    expect(reading.complaints.sort()).toEqual([...review.complaints].sort());
    for (const praise of review.praises ?? []) expect(reading.praises).toContain(praise);
  });

  it.each(REVIEWS)("answers every point of '$text'", (review) => {
    for (const seed of SEEDS) {
      const text = reply(review.text, seed);
      const context = `${review.text}\n---\n${text}`;
      expect(text.length, context).toBeLessThanOrEqual(GENERATOR_LIMITS.reviewResponse);
      expect(holes(text.replace(/\n+/g, " ")), context).toEqual([]);
      expect(englishWords(text, review.text), context).toEqual([]);
      for (const topic of review.complaints) expect(text, `${topic}: ${context}`).toMatch(ADDRESSES[topic]);
      // Never a refund the owner did not offer, never the customer's fault, never an invented fact.
      expect(text, context).not.toMatch(/reembols|estorn|devolu|dinheiro de volta|ressarc/i);
      // Nor a coupon, discount or free item: compensation is the owner's call, not the engine's promise.
      expect(text, context).not.toMatch(NO_COMPENSATION);
      expect(text, context).not.toMatch(/\bjá (repassamos|combinamos|registramos|estamos|conversamos)\b/i);
      expect(text, context).not.toMatch(/\bculpa\b|você deveria|caso isolado|nunca aconteceu/i);
      expect(text, context).toMatch(/\n\n(Um abraço|Com carinho|Atenciosamente),\nEquipe Cantina da Nona$/);
      if (review.complaints.some((c) => SERIOUS.includes(c))) expect(text, context).not.toMatch(/cupom/);
      if (review.complaints.length > 0)
        expect(text, context).toMatch(
          /desculpas|sentimos|lamentamos|preocupados|obrigado por nos avisar|agradecemos a sinceridade|entendemos/i,
        );
      if (review.complaints.length === 0)
        expect(text, context).not.toMatch(/desculpas|sentimos muito|lamentamos/i);
    }
  });

  it("thanks warmly for praise and names what was praised", () => {
    const text = reply("Pizza deliciosa e chegou super rápido!", 2);
    expect(text).toMatch(/alegria|obrigado|felizes|boa de ler/i);
    expect(text).toMatch(/a pizza agradou/);
    expect(text).toMatch(/entrega foi rápida/);
  });

  it("agrees with the dish the customer names", () => {
    expect(reply("Os pastéis vieram frios", 1)).toMatch(
      /os seus pastéis tenham chegado frios|os seus pastéis não tenham chegado/,
    );
    expect(reply("A pizza chegou fria", 1)).toMatch(/a sua pizza (tenha chegado fria|não tenha chegado)/);
  });

  it("answers the cold food and the warm drink of one review apart", () => {
    for (const seed of SEEDS) {
      const text = reply("A comida chegou fria e o refrigerante quente", seed);
      expect(text).toMatch(/gelad/);
      expect(text).toMatch(/fri[oa]|temperatura/);
      expect(text).not.toMatch(/refrigerante (tenha chegado fri|não tenha chegado na temperatura)/);
      expect(text).toMatch(/seu refrigerante/);
    }
    expect(readReview("O refrigerante veio quente").dishes.warmDrink?.text).toBe("refrigerante");
    expect(readReview("A coca veio quente").dishes.warmDrink?.text).toBe("Coca-Cola");
  });

  it("answers an ignored note on the order by naming it", () => {
    const texts = SEEDS.map((seed) => reply("Pedi sem cebola e veio com cebola", seed)).join("\n");
    expect(texts).toMatch(/sem cebola|com cebola/);
    expect(texts).toMatch(/observaç/);
  });

  it("asks for a private conversation about food safety and never offers a coupon for it", () => {
    for (const seed of SEEDS) {
      const text = reply("Achei uma barata na marmita", seed);
      // No channel given by the owner: none named, the conversation stays "por aqui".
      expect(text).toMatch(/em particular/);
      expect(text).not.toMatch(/chat do app|WhatsApp|telefone/);
      expect(text).not.toMatch(/cupom/);
    }
  });

  it("signs without a name when the restaurant is unknown", () => {
    expect(reply("Demorou muito", 1, false)).toMatch(/\nNossa equipe$/);
  });

  it("varies across seeds and repeats for the same seed", () => {
    const texts = SEEDS.map((s) => reply("Demorou e veio frio", s));
    expect(new Set(texts).size).toBeGreaterThan(2);
    expect(reply("Demorou e veio frio", 3)).toBe(texts[2]);
  });
});

describe("openings that take up the customer's words (issue 12, item 5)", () => {
  it("quote a point's own clause, never one an owner removed", () => {
    const quoted = (text: string, points?: { topic: "delay" | "portion" }[]) =>
      Array.from(
        { length: 40 },
        (_, s) => replyToReview({ reviewText: text, points }, createRng(s + 1)).split(/(?<=[.!?])\s/)[0],
      ).filter((first) => first?.includes("“"));
    expect(quoted("A pizza chegou queimada por baixo").join("\n")).toMatch(
      /“A pizza chegou queimada por baixo”|“pizza chegou queimada/i,
    );
    // The delay clause also holds the packaging complaint the owner took out.
    expect(
      quoted("Demorou muito e a embalagem veio aberta", [{ topic: "delay" }, { topic: "portion" }]),
    ).toEqual([]);
  });
});
