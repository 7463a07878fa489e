import { type Plan, SEEDED_PLANS } from "../../../common/plans";
import { plansKey } from "../../lib/plans";
import { OWNER } from "../../testing/owner";
import type { Answer, RenderOptions } from "../../testing/render";
import { chargesKey } from "./api/charges";

export const PLANS: Plan[] = SEEDED_PLANS.map((p) => ({ ...p, originalPrice: null }));

/**
 * renderWithProviders options for a billing screen: the signed-in OWNER, the
 * seeded plans and no charges as the server answers them, then `answers`.
 */
export function billingAnswers(answers: Answer[]): RenderOptions {
  return {
    signedIn: OWNER,
    answers: [[plansKey, PLANS], [chargesKey, []], ...answers],
  };
}
