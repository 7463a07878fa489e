import { createHmac, randomBytes } from "node:crypto";
import { CARD_MESSAGES, type Card } from "../../../common/billing";
import type {
  CardFailure,
  CardOk,
  ChargeOk,
  CustomerCharge,
  FoundCharge,
  PaymentGateway,
} from "../../paymentGateway";

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

  /** Outcomes by idempotency key (kept in memory: a restarted sandbox knows none): the same key answers the same outcome, charging once. */
  private readonly charges = new Map<string, FoundCharge>();
  /** What charge() answered for a key, card fingerprint included, to answer a retry the same. */
  private readonly chargeAnswers = new Map<string, ChargeOk | CardFailure>();
  private readonly subscriptions = new Map<string, string>();
  private readonly refunded = new Set<string>();
  /** Refunds by idempotency key: the same key answers the first refund. */
  private readonly refundAnswers = new Map<string, { refundId: string }>();

  async charge(
    card: Card,
    customer: { email: string; name: string; customerId?: string | null },
    _amountCents: number,
    idempotencyKey?: string,
  ): Promise<ChargeOk | CardFailure> {
    const answered = idempotencyKey ? this.chargeAnswers.get(idempotencyKey) : undefined;
    if (answered) return answered;
    const checked = this.check(card);
    const result = checked.ok
      ? { ...checked, customerId: customer.customerId ?? checked.customerId, paymentId: id("sbx_pay") }
      : checked;
    if (idempotencyKey) {
      this.chargeAnswers.set(idempotencyKey, result);
      this.charges.set(idempotencyKey, result.ok ? { ...result, refunded: false } : result);
    }
    return result;
  }

  async chargeCustomer(customerId: string, _amountCents: number, idempotencyKey: string) {
    const known = this.charges.get(idempotencyKey);
    if (known) return known.ok ? { ok: true as const, paymentId: known.paymentId } : known;
    // A sandbox customer exists only after an approved card, so its charges approve.
    const result: CustomerCharge = customerId.startsWith("sbx_cus_")
      ? { ok: true, paymentId: id("sbx_pay") }
      : { ok: false, code: "declined", message: CARD_MESSAGES.declined };
    this.charges.set(
      idempotencyKey,
      result.ok ? { ...result, customerId, brand: null, last4: null, refunded: false } : result,
    );
    return result;
  }

  async findCharge(idempotencyKey: string): Promise<FoundCharge | null> {
    const known = this.charges.get(idempotencyKey);
    if (!known?.ok) return known ?? null;
    return { ...known, refunded: this.refunded.has(known.paymentId) };
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

  async refund(paymentId: string, _amountCents: number, idempotencyKey?: string) {
    const answered = idempotencyKey ? this.refundAnswers.get(idempotencyKey) : undefined;
    if (answered) return answered;
    this.refunded.add(paymentId);
    const result = { refundId: id("sbx_ref") };
    if (idempotencyKey) this.refundAnswers.set(idempotencyKey, result);
    return result;
  }

  /** Whether this key's refund was already made (a repeated question gives nothing back). */
  refundKnown(idempotencyKey: string): boolean {
    return this.refundAnswers.has(idempotencyKey);
  }
}
