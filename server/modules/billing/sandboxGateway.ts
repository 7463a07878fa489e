import { createHmac, randomBytes } from "node:crypto";
import { CARD_MESSAGES, type Card } from "../../../common/billing";
import type { CardFailure, CardOk, CustomerCharge, PaymentGateway } from "../../paymentGateway";

/** The four test cards of SPEC §5/§8; any other number is invalid. */
const TEST_CARDS: Record<string, CardFailure | "approve"> = {
  "4242424242424242": "approve",
  "4000000000000002": { ok: false, code: "declined", message: CARD_MESSAGES.declined },
  "4000000000000069": { ok: false, code: "expired", message: CARD_MESSAGES.expired },
  "4000000000000127": { ok: false, code: "cvc", message: CARD_MESSAGES.cvc },
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

/**
 * A gateway that never leaves the machine, for development, tests and demos.
 * Its card fingerprint is an HMAC of the card number under a secret of the
 * gateway (the app passes its session secret): stable for one card, useless
 * to anyone who reads the database, and never the number itself.
 */
export class SandboxGateway implements PaymentGateway {
  /**
   * Automated suites only (SANDBOX_CARD_FINGERPRINT=attempt): the sandbox
   * approves one number while a suite plays many people, so each approved
   * card counts as another physical card. Off by default: one number, one card.
   */
  cardPerAttempt: boolean;
  private attempts = 0;

  constructor(
    private readonly fingerprintSecret = "sandbox-fingerprint",
    options: { cardPerAttempt?: boolean } = {},
  ) {
    this.cardPerAttempt = options.cardPerAttempt ?? false;
  }

  /** The card's fingerprint: the same number gives the same one, whatever the expiry, CVC or name. */
  fingerprintOf(card: Card): string {
    const digits = card.cardNumber.replace(/\D/g, "");
    const real = `sbx_fp_${createHmac("sha256", this.fingerprintSecret).update(digits).digest("hex").slice(0, 40)}`;
    if (!this.cardPerAttempt) return real;
    this.attempts += 1;
    return `${real}_${this.attempts}`;
  }

  protected check(card: Card): CardOk | CardFailure {
    const outcome = TEST_CARDS[card.cardNumber];
    if (!outcome) return { ok: false, code: "invalid_number", message: CARD_MESSAGES.invalidNumber };
    if (outcome !== "approve") return outcome;
    return {
      ok: true,
      customerId: id("sbx_cus"),
      brand: "visa",
      last4: card.cardNumber.slice(-4),
      fingerprint: this.fingerprintOf(card),
    };
  }

  async verifyCard(card: Card) {
    return this.check(card);
  }

  async charge(
    card: Card,
    customer: { email: string; name: string; customerId?: string | null },
    _amountCents: number,
  ) {
    const result = this.check(card);
    if (!result.ok) return result;
    return { ...result, customerId: customer.customerId ?? result.customerId, paymentId: id("sbx_pay") };
  }

  /** Outcomes by idempotency key: the same key answers the same outcome, charging once. */
  private readonly charges = new Map<string, CustomerCharge>();
  private readonly subscriptions = new Map<string, string>();

  async chargeCustomer(customerId: string, _amountCents: number, idempotencyKey: string) {
    const known = this.charges.get(idempotencyKey);
    if (known) return known;
    // A sandbox customer exists only after an approved card, so its charges approve.
    const result: CustomerCharge = customerId.startsWith("sbx_cus_")
      ? { ok: true, paymentId: id("sbx_pay") }
      : { ok: false, code: "declined", message: CARD_MESSAGES.declined };
    this.charges.set(idempotencyKey, result);
    return result;
  }

  async startSubscription(
    _customerId: string,
    _planId: number,
    _amountCents: number,
    idempotencyKey?: string,
  ) {
    const known = idempotencyKey ? this.subscriptions.get(idempotencyKey) : undefined;
    if (known) return { subscriptionId: known };
    const subscriptionId = id("sbx_sub");
    if (idempotencyKey) this.subscriptions.set(idempotencyKey, subscriptionId);
    return { subscriptionId };
  }

  async cancelSubscription(_subscriptionId: string) {}

  async refund() {
    return { refundId: id("sbx_ref") };
  }
}
