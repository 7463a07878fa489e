import { messageResponseSchema, type ResetPasswordInput } from "../../../../common/auth";
import { request } from "../../../lib/api";

/**
 * POST /api/reset-password: the mailed token and the new password; the server
 * ends every session of the account. Called once per submit (no hook, no retry).
 */
export const resetPassword = (input: ResetPasswordInput) =>
  request(messageResponseSchema, "POST", "/api/reset-password", input);
