import { messageResponseSchema } from "../../../../common/auth";
import { request } from "../../../lib/api";

/**
 * POST /api/resend-verification: a new confirmation link (the previous one
 * stops working); rate-limited on the server. Answers the message to show.
 */
export const resendVerification = () => request(messageResponseSchema, "POST", "/api/resend-verification");
