import type { Card } from "../common/billing";

/**
 * What we need from a payment provider. The sandbox implements it now; a real
 * provider (Mercado Pago, Stripe) replaces it later without touching pages or
 * services. Card number and CVC reach only the gateway: we keep brand, last
 * four and the gateway's ids.
 */
export type CardFailure = {
  ok: false;
  code: "invalid_number" | "declined" | "expired" | "cvc";
  message: string;
};
export type CardOk = {
  ok: true;
  customerId: string;
  brand: string;
  last4: string;
  /**
   * The gateway's fingerprint of the card: the same card always gives the same
   * one, whoever types it (Stripe's card.fingerprint, Mercado Pago's card id
   * per number). One trial per card rests on it (issue 25); never the number.
   */
  fingerprint: string;
};

export type ChargeOk = CardOk & { paymentId: string };

/** A charge on a kept customer: the gateway's payment id, or why the card refused. */
export type CustomerCharge = { ok: true; paymentId: string } | CardFailure;

/**
 * What the gateway knows of a keyed charge, asked after the fact (a charge
 * whose answer or activation was lost): approved (and whether it was refunded
 * since) with what the account needs to be activated, or refused.
 */
export type FoundCharge =
  | {
      ok: true;
      paymentId: string;
      customerId: string;
      brand: string | null;
      last4: string | null;
      refunded: boolean;
    }
  | CardFailure;

export interface PaymentGateway {
  /** Checks a card without charging it (trial). */
  verifyCard(card: Card, customer: { email: string; name: string }): Promise<CardOk | CardFailure>;
  /**
   * Charges a card now. The idempotency key names the charge intent written
   * down before asking (payments, status pending): the same key answers the
   * first outcome without charging again, and findCharge finds it later.
   */
  charge(
    card: Card,
    customer: { email: string; name: string; customerId?: string | null },
    amountCents: number,
    idempotencyKey?: string,
  ): Promise<ChargeOk | CardFailure>;
  /**
   * Charges the card kept for a customer (trial conversion, renewals). The
   * idempotency key names the charge (one per customer and period): asked
   * again with a key it has seen, the gateway answers the first outcome and
   * charges nothing more, so a charge whose answer was lost (a crash, a
   * timeout) can be asked again safely. Real providers take such a key
   * (Stripe's Idempotency-Key, Mercado Pago's X-Idempotency-Key).
   */
  chargeCustomer(customerId: string, amountCents: number, idempotencyKey: string): Promise<CustomerCharge>;
  /** Starts billing a customer monthly; with a key it has seen, answers the subscription it started then. */
  startSubscription(
    customerId: string,
    planId: number,
    amountCents: number,
    idempotencyKey?: string,
  ): Promise<{ subscriptionId: string }>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Gives a charge back. With an idempotency key (one per refund intent, written
   * down before asking: `refund:<payment>`), asked again the gateway answers the
   * first refund and gives nothing more back (Stripe's Idempotency-Key, Mercado
   * Pago's X-Idempotency-Key), so a refund whose write was lost can be finished.
   */
  refund(paymentId: string, amountCents: number, idempotencyKey?: string): Promise<{ refundId: string }>;
  /**
   * The charge made with this idempotency key (charge or chargeCustomer), or
   * null when the gateway never got it. Reconciliation asks this, never
   * charges, for an intent whose outcome was not written down (Stripe: search
   * PaymentIntents by metadata; Mercado Pago: search payments by external_reference).
   */
  findCharge(idempotencyKey: string): Promise<FoundCharge | null>;
}
