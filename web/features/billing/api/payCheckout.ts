import { type checkoutSchema, type PaymentResult, paymentResultSchema } from "../../../../common/billing";
import type { z } from "../../../../common/zod";
import { request } from "../../../lib/api";

export type CheckoutRequest = z.output<typeof checkoutSchema>;
export type { PaymentResult };

/**
 * POST /api/billing/checkout: during the trial the card is verified and kept
 * (chargeToday 0, first charge on firstChargeAt); after it, the plan is
 * charged now. A refused card is a 402 with the SPEC's message; an account
 * already on a plan a 409 ALREADY_ON_PLAN (nothing charged). Called once by
 * PaymentStep's own sequence (no hook, never retried: money moves).
 */
export const payCheckout = (input: CheckoutRequest) =>
  request(paymentResultSchema, "POST", "/api/billing/checkout", input);
