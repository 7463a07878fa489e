import { describe, expect, it } from "vitest";
import { checkReply } from "../../../replyCheck";
import { createRng } from "../random";
import { replyToReview } from "../replyToReview";
import { analyseReview } from "./analyse";

const SEEDS = [1, 2, 3, 4, 5];
const contacts = { whatsapp: "11987654321", email: "contato@cantina.com.br" };
const restaurant = {
  name: "Cantina da Nona",
  facts: {
    contactWhatsapp: "11987654321",
    contactPhone: null,
    contactEmail: "contato@cantina.com.br",
    confirmedClaims: [],
    reviewReplyDays: 5,
  },
};
const replies = (review: string) =>
  SEEDS.map((seed) => replyToReview({ reviewText: review }, createRng(seed), restaurant));
const topics = (review: string) => analyseReview(review).points.map((p) => p.topic);

describe("reading a review as a person does", () => {
  it.each([
    ["o motoboi demorou, a pizza veio queimda e cadê o refri?", ["delay", "taste", "missingItem"]],
    ["Veio calabresa, sendo que eu pedi portuguesa", ["wrongItem"]],
    ["Pedi 2 esfihas e veio só 1", ["missingItem"]],
    ["R$ 12 de taxa de entrega, absurdo", ["price"]],
    ["Pizza com a borda queimada, faltou o guaraná e demorou 1h", ["taste", "missingItem", "delay"]],
    ["o entrgador foi grosseiro e a comida tava fria", ["courier", "cold"]],
    ["O app travou na hora de pagar e o cupom não aplicou", ["app"]],
  ])("finds every point of %s", (review, expected) => {
    expect(topics(review).sort()).toEqual([...expected].sort());
    for (const text of replies(review)) expect(checkReply(review, text, { contacts }), text).toEqual([]);
  });

  it("reads sarcasm as a complaint, not as praise", () => {
    const review = "Parabéns, conseguiram transformar um hambúrguer em uma sola de sapato. Demorou só 1h20";
    expect(topics(review)).not.toContain("praise");
    for (const text of replies(review)) {
      expect(text).not.toMatch(/que bom|gostou|agradou|alegria/i);
      expect(text).toMatch(/demora|atraso/);
      expect(text).toMatch(/textura|ponto|preparo/);
    }
  });

  it("keeps honest praise beside a complaint when the customer says 'mas'", () => {
    const review = "A pizza estava deliciosa, mas chegou fria";
    expect(topics(review)).toEqual(expect.arrayContaining(["cold", "praise"]));
  });

  it("answers a complaint no topic knows in the customer's own words", () => {
    const review = "O lanche veio bom, mas pedi nota fiscal com CPF e não mandaram";
    const point = analyseReview(review).points.find((p) => p.topic === "other");
    expect(point?.excerpt).toMatch(/nota fiscal com CPF/);
    for (const text of replies(review)) expect(text).toMatch(/nota fiscal com CPF/);
  });

  it("answers an English review in English", () => {
    const review = "The food was cold and it took over an hour to arrive. Very disappointed.";
    expect(topics(review)).toEqual(expect.arrayContaining(["cold", "delay"]));
    for (const text of replies(review)) {
      expect(text).toMatch(/sorry/i);
      expect(text).toMatch(/cold/);
      expect(text).not.toMatch(/pedido|obrigado/i);
    }
  });
});

describe("food-safety reviews", () => {
  it.each([
    [
      "Sou alérgica a camarão, avisei na observação e veio camarão… tive que tomar antialérgico",
      "allergy",
      /camarão/,
    ],
    ["o frango tava cru por dentro, rosado", "raw", /frango cru/],
    ["Achei uma barata na marmita", "foreignBody", /barata/],
    ["Passei mal a noite toda, vomitei depois do sushi", "poisoning", /mal-estar/],
    ["O strogonoff veio azedo, com cheiro de estragado", "spoiled", /estragad/],
  ])("answers '%s' safely, naming the problem", (review, topic, named) => {
    const a = analyseReview(review);
    expect(a.safety).toBe(true);
    expect(a.points.map((p) => p.topic)).toContain(topic);
    for (const text of replies(review)) {
      expect(text).toMatch(named);
      expect(checkReply(review, text, { contacts }), text).toEqual([]);
      expect(text).not.toMatch(/volte|próximo pedido|nova chance|!/i);
      expect(text).toMatch(/pelo WhatsApp \(11\) 98765-4321 ou pelo e-mail contato@cantina\.com\.br/);
    }
  });

  it.each([
    "Sou vegetariana, pedi sem carne e veio com bacon",
    "não como carne de porco e veio calabresa na pizza",
    "I'm vegetarian and they put bacon in my salad",
  ])("answers a broken diet ('%s') seriously and privately, with no allergy nobody mentioned", (review) => {
    const a = analyseReview(review);
    expect(a.safety).toBe(false);
    expect(a.points.map((p) => p.topic)).toContain("diet");
    expect(a.points.map((p) => p.topic)).not.toContain("allergy");
    for (const text of replies(review)) {
      expect(text).not.toMatch(/alergi|allerg|volte|próximo pedido|nova chance|next order|!/i);
      expect(text).toMatch(/dieta|restrição|dietary/i);
      expect(text).toMatch(/WhatsApp \(11\) 98765-4321|\(11\) 98765-4321/);
    }
  });

  it("does not send the customer back to a chat that ignored them", () => {
    const review = "Achei um cabelo no arroz e ninguém respondeu no chat";
    for (const text of replies(review)) {
      expect(text).not.toMatch(/chat/);
      expect(text).toMatch(/WhatsApp \(11\) 98765-4321/);
    }
  });

  it("reads 'não estava cru' as no safety problem", () => {
    expect(analyseReview("O frango não estava cru, estava ótimo").safety).toBe(false);
  });
});

describe("the reply checker", () => {
  it("rejects the replies the issue reports", () => {
    const allergy = "Sou alérgica a camarão, avisei na observação e veio camarão";
    const rules = checkReply(allergy, "Agradecemos por avaliar! Volte sempre, a casa é sua! 😊").map(
      (p) => p.rule,
    );
    expect(rules).toEqual(expect.arrayContaining(["point", "invitation", "emoji", "cheer", "contact"]));
    const chat = "Tinha um cabelo na pizza e o chat me ignorou";
    expect(
      checkReply(
        chat,
        "Sentimos muito pelo cabelo. Higiene é prioridade. Fale com a gente pelo chat do app.",
      ).map((p) => p.rule),
    ).toContain("failedChannel");
    expect(checkReply("Demorou muito", "Obrigado! Tome um cupom de desconto.").map((p) => p.rule)).toEqual(
      expect.arrayContaining(["point", "compensation"]),
    );
  });
});

describe("praise replies", () => {
  it.each(["tudo perfeito, chegou quentinho", "melhor esfiha do bairro", "chegou rapidinho e quentinho 😋"])(
    "'%s': no sentence starts as the one before it did ('Que alegria… Que alegria…')",
    (review) => {
      for (let seed = 1; seed <= 30; seed++) {
        const text = replyToReview({ reviewText: review }, createRng(seed), { name: "Cantina" });
        const leads = text
          .split(/(?<=[.!?])\s+/)
          .map((s) => s.split(/\s+/).slice(0, 2).join(" ").toLowerCase());
        for (let i = 1; i < leads.length; i++) expect(leads[i], text).not.toBe(leads[i - 1]);
      }
    },
  );
});
