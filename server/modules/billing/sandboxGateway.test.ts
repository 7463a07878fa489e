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

  it("fingerprints a card by its number under its secret: same card, same print; never the number", async () => {
    const keyed = new SandboxGateway("segredo-do-gateway-com-32-caracteres");
    const first = await keyed.verifyCard(card("4242 4242 4242 4242"));
    const again = await keyed.verifyCard(
      cardSchema.parse({
        cardNumber: "4242424242424242",
        cardExpiry: "01/35",
        cardCvc: "999",
        cardholderName: "OUTRO",
      }),
    );
    if (!first.ok || !again.ok) throw new Error("4242 deveria ser aprovado");
    expect(again.fingerprint).toBe(first.fingerprint);
    expect(first.fingerprint).not.toContain("4242424242424242");
    const other = await new SandboxGateway("outro-segredo-com-mais-de-32-caracteres").verifyCard(
      card("4242424242424242"),
    );
    expect(other.ok && other.fingerprint).not.toBe(first.fingerprint);
    // Automated suites only: each approval another card.
    const suite = new SandboxGateway(undefined, { cardPerAttempt: true });
    const [a, b] = [
      await suite.verifyCard(card("4242424242424242")),
      await suite.verifyCard(card("4242424242424242")),
    ];
    expect(a.ok && b.ok && a.fingerprint !== b.fingerprint).toBe(true);
  });
});

describe("SandboxGateway idempotency keys", () => {
  it("a kept customer's charge asked again with its key answers the same payment; a new key charges anew", async () => {
    const gateway = new SandboxGateway();
    const first = await gateway.chargeCustomer("sbx_cus_1", 1900, "renewal:u1:2026-12-22T12:00:00.000Z");
    const again = await gateway.chargeCustomer("sbx_cus_1", 1900, "renewal:u1:2026-12-22T12:00:00.000Z");
    const next = await gateway.chargeCustomer("sbx_cus_1", 1900, "renewal:u1:2027-01-22T12:00:00.000Z");
    expect(first).toMatchObject({ ok: true });
    expect(again).toEqual(first);
    expect(next.ok && first.ok && next.paymentId !== first.paymentId).toBe(true);
  });
  it("a refusal is answered again for the same key too", async () => {
    const gateway = new SandboxGateway();
    const first = await gateway.chargeCustomer("cus_unknown", 1900, "k");
    expect(first).toMatchObject({ ok: false, code: "declined" });
    expect(await gateway.chargeCustomer("cus_unknown", 1900, "k")).toEqual(first);
  });
  it("a subscription started with a key it has seen is the same subscription", async () => {
    const gateway = new SandboxGateway();
    const a = await gateway.startSubscription("sbx_cus_1", 3, 1900, "s");
    expect(await gateway.startSubscription("sbx_cus_1", 3, 1900, "s")).toEqual(a);
    expect(await gateway.startSubscription("sbx_cus_1", 3, 1900)).not.toEqual(a);
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
