import { loginResponseSchema } from "../../../../common/auth";
import type { trialSchema } from "../../../../common/billing";
import type { z } from "../../../../common/zod";
import { request } from "../../../lib/api";

export type TrialRequest = z.output<typeof trialSchema>;

/**
 * POST /api/billing/trial: creates the account, verifies the card (no charge)
 * and signs in. Called once from the trial form's submit (no hook: a retry
 * could create the account twice, and the form owns its own state).
 */
export const startTrial = (input: TrialRequest) =>
  request(loginResponseSchema, "POST", "/api/billing/trial", input);
