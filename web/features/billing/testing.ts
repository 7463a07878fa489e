import { type Plan, SEEDED_PLANS } from "../../../common/plans";
import { OWNER } from "../../testing/owner";
import type { Answer, RenderOptions } from "../../testing/render";
import { billingKeys } from "./api/keys";

export const PLANS: Plan[] = SEEDED_PLANS.map((p) => ({ ...p, originalPrice: null }));

/**
 * renderWithProviders options for a billing screen: the signed-in OWNER, the
 * seeded plans and no charges as the server answers them, then `answers`.
 */
export function billingAnswers(answers: Answer[]): RenderOptions {
  return {
    signedIn: OWNER,
    answers: [[billingKeys.plans, PLANS], [billingKeys.charges, []], ...answers],
  };
}
