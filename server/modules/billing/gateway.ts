import type { Card } from "../../../common/billing";

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
export type CardOk = { ok: true; customerId: string; brand: string; last4: string };

export type ChargeOk = CardOk & { paymentId: string };

export interface PaymentGateway {
  /** Checks a card without charging it (trial). */
  verifyCard(card: Card, customer: { email: string; name: string }): Promise<CardOk | CardFailure>;
  /** Charges a card now. */
  charge(
    card: Card,
    customer: { email: string; name: string; customerId?: string | null },
    amountCents: number,
  ): Promise<ChargeOk | CardFailure>;
  /** Charges the card kept for a customer (trial conversion, renewals). */
  chargeCustomer(
    customerId: string,
    amountCents: number,
  ): Promise<{ ok: true; paymentId: string } | CardFailure>;
  startSubscription(
    customerId: string,
    planId: number,
    amountCents: number,
  ): Promise<{ subscriptionId: string }>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  refund(paymentId: string, amountCents: number): Promise<{ refundId: string }>;
}
