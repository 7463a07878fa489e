import { describe, expect, it } from "vitest";
import { CARD_MESSAGES, cardSchema, maskCardNumber, maskCvc, maskExpiry } from "../../../common/billing";
import { SandboxGateway } from "./sandboxGateway";

const card = (cardNumber: string) =>
  cardSchema.parse({ cardNumber, cardExpiry: "12/30", cardCvc: "123", cardholderName: "ANA SOUZA" });
const customer = { email: "ana@exemplo.com.br", name: "Ana Souza" };

describe("SandboxGateway", () => {
  const gateway = new SandboxGateway();
  it("approves 4242 4242 4242 4242 (spaces stripped) and keeps only the last four", async () => {
    const result = await gateway.charge(card("4242 4242 4242 4242"), customer, 1900);
    expect(result).toMatchObject({ ok: true, last4: "4242", brand: "visa" });
    expect(JSON.stringify(result)).not.toContain("4242424242424242");
  });
  it.each([
    ["4000000000000002", CARD_MESSAGES.declined],
    ["4000000000000069", CARD_MESSAGES.expired],
    ["4000000000000127", CARD_MESSAGES.cvc],
    ["5555555555554444", CARD_MESSAGES.invalidNumber],
  ])("%s → %s", async (number, message) => {
    expect(await gateway.charge(card(number), customer, 1900)).toMatchObject({ ok: false, message });
    expect(await gateway.verifyCard(card(number))).toMatchObject({ ok: false, message });
  });
});

describe("card masks (SPEC §5)", () => {
  it("groups the number by 4 up to 19 characters", () => {
    expect(maskCardNumber("42424242424242429999")).toBe("4242 4242 4242 4242");
    expect(maskCardNumber("4242a42")).toBe("4242 42");
  });
  it("writes MM/AA up to 5 characters and CVC up to 3 digits", () => {
    expect(maskExpiry("12345")).toBe("12/34");
    expect(maskExpiry("1")).toBe("1");
    expect(maskCvc("12a34")).toBe("123");
  });
  it("refuses a past or malformed expiry format and a short CVC", () => {
    expect(
      cardSchema.safeParse({
        cardNumber: "4242424242424242",
        cardExpiry: "13/30",
        cardCvc: "123",
        cardholderName: "A",
      }).success,
    ).toBe(false);
    expect(
      cardSchema.safeParse({
        cardNumber: "4242424242424242",
        cardExpiry: "12/30",
        cardCvc: "12",
        cardholderName: "A",
      }).success,
    ).toBe(false);
  });
});
