import { describe, expect, it } from "vitest";
import { replyToReviewPrompt } from "./prompts";
import { checkedReply, checkReply, quotesInsult, ReplyCheckError } from "./replyCheck";

const allergy = "Sou alérgica a camarão, avisei na observação e veio camarão no risoto";
const ignoredChat = "Achei um cabelo na pizza, mandei mensagem no chat e ninguém respondeu";

describe("a model's reply to a review", () => {
  it("is asked for the points read in the review and, on a safety case, for the safety rules", () => {
    const [system, user] = replyToReviewPrompt({ reviewText: allergy }, { name: "Cantina" });
    expect(system?.content).toMatch(/Alergia ou restrição alimentar/);
    expect(system?.content).toMatch(/segurança alimentar/);
    expect(system?.content).toMatch(/não convide o cliente a voltar/);
    expect(user?.content).toContain(allergy);
    const chat = replyToReviewPrompt({ reviewText: ignoredChat })[0]?.content ?? "";
    expect(chat).toMatch(/contato privado por aqui/);
    // The owner's channels, by value; never one they did not give.
    const withPhone = replyToReviewPrompt(
      { reviewText: allergy },
      {
        name: "Cantina",
        facts: {
          contactWhatsapp: null,
          contactPhone: "1133334444",
          contactEmail: null,
          confirmedClaims: [],
          reviewReplyDays: 5,
        },
      },
    )[0]?.content;
    expect(withPhone).toMatch(/pelo telefone \(11\) 3333-4444/);
    expect(withPhone).toMatch(/não cite WhatsApp, telefone ou e-mail/);
    expect(chat).not.toMatch(/pelo chat do app/);
  });

  it("is asked for the owner's own points when given", () => {
    const [system] = replyToReviewPrompt({ reviewText: "Demorou", points: [{ topic: "portion" }] });
    expect(system?.content).toMatch(/Porção pequena/);
    expect(system?.content).not.toMatch(/- Atraso/);
  });

  it("passes when it answers every point safely, and is refused otherwise", () => {
    const good =
      "Olá. Sentimos muito pelo que você relatou: camarão no seu pedido, mesmo com o aviso de alergia. Vamos apurar com a cozinha como o pedido foi montado. Por favor, fale com a gente em particular por aqui.\n\nAtenciosamente,\nEquipe Cantina";
    expect(checkReply(allergy, good)).toEqual([]);
    expect(checkedReply({ reviewText: allergy })({ response: good })).toEqual({ response: good });
    const cheerful = { response: "Que pena! Volte sempre, temos um cupom para você 😊" };
    expect(() => checkedReply({ reviewText: allergy })(cheerful)).toThrow(ReplyCheckError);
    try {
      checkedReply({ reviewText: allergy })(cheerful);
    } catch (error) {
      const rules = (error as ReplyCheckError).problems.map((p) => p.rule);
      expect(rules).toEqual(
        expect.arrayContaining(["point", "invitation", "emoji", "cheer", "contact", "compensation"]),
      );
    }
  });

  it("finds an insult quoted back only as a word of its own ('cu' is not in 'cuidado')", () => {
    expect(quotesInsult("vamos cuidar disso com carinho", "cu")).toBe(false);
    expect(quotesInsult("ele mandou tomar no cu", "cu")).toBe(true);
    expect(quotesInsult("chamou a moça de idiota!", "idiota")).toBe(true);
  });

  it("does not take the customer's own words quoted back, or 'infelizmente', for cheer", () => {
    const review = "comida gostosa, mas infelizmente me fez mal. cólica e enjoo a tarde inteira";
    const reply =
      "Olá. Sentimos muito pelo mal-estar que você relatou. Registramos o que você contou sobre “infelizmente me fez mal”. Por favor, fale com a gente em particular por aqui.\n\nAtenciosamente,\nEquipe Cantina";
    expect(checkReply(review, reply).map((p) => p.rule)).not.toContain("cheer");
    expect(checkReply(review, `${reply} Ficamos felizes com o seu pedido!`).map((p) => p.rule)).toContain(
      "cheer",
    );
  });

  it("is refused when it offers a channel the owner did not give, or names a complaint no chip holds", () => {
    const reply =
      "Olá. Sentimos muito pelo fio de cabelo e pelo atraso. Fale com a gente em particular pelo WhatsApp da loja.\n\nAtenciosamente,\nEquipe Cantina";
    const rules = checkReply("Achei um cabelo na pizza", reply).map((p) => `${p.rule}:${p.detail}`);
    expect(rules).toEqual(expect.arrayContaining(["channel:whatsapp", "invented:delay"]));
    const given = checkReply("Achei um cabelo na pizza", reply, { contacts: { whatsapp: "11987654321" } });
    expect(given.map((p) => p.rule)).not.toContain("channel");
  });

  it("is refused when it sends the customer back to the chat that ignored them, or answers English in Portuguese", () => {
    const reply =
      "Olá. Sentimos muito pelo fio de cabelo; levamos a higiene a sério e o atendimento vai responder. Fale com a gente pelo chat do app.";
    expect(checkReply(ignoredChat, reply).map((p) => p.rule)).toContain("failedChannel");
    const english = "The food was cold and it took over an hour to arrive";
    expect(
      checkReply(english, "Sentimos muito pela demora e pela comida fria.").map((p) => p.rule),
    ).toContain("language");
  });
});
