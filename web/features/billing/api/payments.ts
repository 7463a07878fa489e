import type { LoginResponse } from "../../../../common/auth";
import type { checkoutSchema, trialSchema } from "../../../../common/billing";
import type { z } from "../../../../common/zod";
import { apiJson } from "../../../lib/api";

export type TrialRequest = z.output<typeof trialSchema>;
export type CheckoutRequest = z.output<typeof checkoutSchema>;
export type PaymentResult = { payment: { status: "approved"; last4: string } };

/** POST /api/billing/trial: creates the account, verifies the card (no charge) and signs in. */
export const startTrial = (input: TrialRequest) =>
  apiJson<LoginResponse>("POST", "/api/billing/trial", input);

/** POST /api/billing/checkout: charges the plan now; a refused card is a 402 with the SPEC's message. */
export const payCheckout = (input: CheckoutRequest) =>
  apiJson<PaymentResult>("POST", "/api/billing/checkout", input);

/** SPEC §4: confirms the email of the account that has just paid in this session. */
export const verifyEmailAfterPayment = (userId: string) =>
  apiJson<{ verified: true }>("POST", "/api/verify-email-after-payment", { userId });
