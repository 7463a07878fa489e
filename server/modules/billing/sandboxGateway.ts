import { randomBytes } from "node:crypto";
import { CARD_MESSAGES, type Card } from "../../../common/billing";
import type { CardFailure, CardOk, PaymentGateway } from "./gateway";

/** The four test cards of SPEC §5/§8; any other number is invalid. */
const TEST_CARDS: Record<string, CardFailure | "approve"> = {
  "4242424242424242": "approve",
  "4000000000000002": { ok: false, code: "declined", message: CARD_MESSAGES.declined },
  "4000000000000069": { ok: false, code: "expired", message: CARD_MESSAGES.expired },
  "4000000000000127": { ok: false, code: "cvc", message: CARD_MESSAGES.cvc },
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

function check(card: Card): CardOk | CardFailure {
  const outcome = TEST_CARDS[card.cardNumber];
  if (!outcome) return { ok: false, code: "invalid_number", message: CARD_MESSAGES.invalidNumber };
  if (outcome !== "approve") return outcome;
  return { ok: true, customerId: id("sbx_cus"), brand: "visa", last4: card.cardNumber.slice(-4) };
}

/** A gateway that never leaves the machine, for development, tests and demos. */
export class SandboxGateway implements PaymentGateway {
  async verifyCard(card: Card) {
    return check(card);
  }

  async charge(
    card: Card,
    customer: { email: string; name: string; customerId?: string | null },
    _amountCents: number,
  ) {
    const result = check(card);
    if (!result.ok) return result;
    return { ...result, customerId: customer.customerId ?? result.customerId, paymentId: id("sbx_pay") };
  }

  async chargeCustomer(customerId: string) {
    // A sandbox customer exists only after an approved card, so its charges approve.
    if (!customerId.startsWith("sbx_cus_")) {
      return { ok: false as const, code: "declined" as const, message: CARD_MESSAGES.declined };
    }
    return { ok: true as const, paymentId: id("sbx_pay") };
  }

  async startSubscription() {
    return { subscriptionId: id("sbx_sub") };
  }

  async cancelSubscription(_subscriptionId: string) {}

  async refund() {
    return { refundId: id("sbx_ref") };
  }
}
