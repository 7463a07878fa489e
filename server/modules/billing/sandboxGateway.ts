import { randomBytes } from "node:crypto";
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

  /** Outcomes by idempotency key (kept in memory: a restarted sandbox knows none): the same key answers the same outcome, charging once. */
  private readonly charges = new Map<string, FoundCharge>();
  private readonly subscriptions = new Map<string, string>();
  private readonly refunded = new Set<string>();

  async charge(
    card: Card,
    customer: { email: string; name: string; customerId?: string | null },
    _amountCents: number,
    idempotencyKey?: string,
  ): Promise<ChargeOk | CardFailure> {
    const known = idempotencyKey ? this.charges.get(idempotencyKey) : undefined;
    if (known) return known.ok ? { ...known, brand: known.brand ?? "", last4: known.last4 ?? "" } : known;
    const checked = check(card);
    const result = checked.ok
      ? { ...checked, customerId: customer.customerId ?? checked.customerId, paymentId: id("sbx_pay") }
      : checked;
    if (idempotencyKey) this.charges.set(idempotencyKey, result.ok ? { ...result, refunded: false } : result);
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

  async refund(paymentId: string, _amountCents: number) {
    this.refunded.add(paymentId);
    return { refundId: id("sbx_ref") };
  }
}
