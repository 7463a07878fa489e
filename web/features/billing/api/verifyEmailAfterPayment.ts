import { emailVerifiedAfterPaymentSchema } from "../../../../common/billing";
import { request } from "../../../lib/api";

/** POST /api/verify-email-after-payment (SPEC §4): confirms the email of the account that has just paid in this session. */
export const verifyEmailAfterPayment = (userId: string) =>
  request(emailVerifiedAfterPaymentSchema, "POST", "/api/verify-email-after-payment", { userId });
