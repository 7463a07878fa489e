import type { LoginResponse } from "../../../../common/auth";
import type { checkoutSchema, PaymentResult, trialSchema } from "../../../../common/billing";
import type { z } from "../../../../common/zod";
import { apiJson } from "../../../lib/api";

export type TrialRequest = z.output<typeof trialSchema>;
export type CheckoutRequest = z.output<typeof checkoutSchema>;
export type { PaymentResult };

/** POST /api/billing/trial: creates the account, verifies the card (no charge) and signs in. */
export const startTrial = (input: TrialRequest) =>
  apiJson<LoginResponse>("POST", "/api/billing/trial", input);

/**
 * POST /api/billing/checkout: during the trial the card is verified and kept
 * (chargeToday 0, first charge on firstChargeAt); after it, the plan is
 * charged now. A refused card is a 402 with the SPEC's message; an account
 * already on a plan a 409 ALREADY_ON_PLAN (nothing charged).
 */
export const payCheckout = (input: CheckoutRequest) =>
  apiJson<PaymentResult>("POST", "/api/billing/checkout", input);

/** SPEC §4: confirms the email of the account that has just paid in this session. */
export const verifyEmailAfterPayment = (userId: string) =>
  apiJson<{ verified: true }>("POST", "/api/verify-email-after-payment", { userId });
