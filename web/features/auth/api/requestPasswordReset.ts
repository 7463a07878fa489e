import { type ForgotPasswordInput, messageResponseSchema } from "../../../../common/auth";
import { request } from "../../../lib/api";

/**
 * POST /api/forgot-password: mails a reset link; the same answer for any
 * email. Called once per submit (no hook, no retry: a retry could mail twice).
 */
export const requestPasswordReset = (input: ForgotPasswordInput) =>
  request(messageResponseSchema, "POST", "/api/forgot-password", input);
