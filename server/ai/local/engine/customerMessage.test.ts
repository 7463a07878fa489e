import { describe, expect, it } from "vitest";
import { CAMPAIGN_GOALS, type CampaignGoal, CUSTOMER_SEGMENTS } from "../../../../common/customers";
import { customerMessageProblems, writeCustomerMessage } from "./customerMessage";

const goals = Object.keys(CAMPAIGN_GOALS) as CampaignGoal[];

describe("writeCustomerMessage", () => {
  it("every goal and segment: {nome}, short enough for WhatsApp, no promise the owner did not make", () => {
    for (const goal of goals) {
      for (const segment of CUSTOMER_SEGMENTS) {
        for (let seed = 1; seed <= 20; seed++) {
          const text = writeCustomerMessage({ goal, segment, restaurantName: "Cantina da Nona" }, seed);
          expect(customerMessageProblems(text), text).toEqual([]);
          expect(text.length).toBeLessThanOrEqual(400);
          expect(text).not.toMatch(/\{prato\}|undefined|\s[,.!?]/);
        }
      }
    }
  });

  it("varies: twenty seeds give many different texts; the same seed gives the same text", () => {
    const texts = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        writeCustomerMessage({ goal: "come-back", segment: "Em risco" }, seed),
      ),
    );
    expect(texts.size).toBeGreaterThanOrEqual(10);
    expect(writeCustomerMessage({ goal: "weekend", segment: "VIP" }, 7)).toBe(
      writeCustomerMessage({ goal: "weekend", segment: "VIP" }, 7),
    );
  });

  it("a new dish is named when the restaurant has one, and signed with the restaurant's name", () => {
    const text = writeCustomerMessage(
      {
        goal: "new-dish",
        segment: "Recorrente",
        dishName: "Lasanha da Nona",
        restaurantName: "Cantina da Nona",
      },
      3,
    );
    expect(text).toContain("Lasanha da Nona");
    expect(text).toMatch(/Cantina da Nona$/);
    expect(writeCustomerMessage({ goal: "new-dish", segment: "Novo" }, 3)).not.toMatch(/prato\}/);
  });
});

describe("customerMessageProblems", () => {
  it("finds a lost {nome} and the promises a model might add", () => {
    expect(customerMessageProblems("Oi, {nome}! Saudade de você.")).toEqual([]);
    expect(customerMessageProblems("Oi! Saudade.")).toEqual(["sem {nome}"]);
    expect(customerMessageProblems("Oi {nome}, 10% de desconto pra você")).toContain("desconto");
    expect(customerMessageProblems("Oi {nome}, entrega grátis hoje")).toContain("entrega grátis");
    expect(customerMessageProblems("Oi {nome}, use o cupom VOLTA")).toContain("cupom");
    expect(customerMessageProblems("Oi {nome}, pizza por R$ 30")).toContain("preço");
    expect(customerMessageProblems("Oi {nome}, só hoje!")).toContain("prazo ou data");
    expect(customerMessageProblems("Oi {nome}, válido até 30/11")).toContain("prazo ou data");
  });
});
