import { BILLING_CURRENCY } from "../../../common/billing";
import type { CheckoutPreview } from "../../../common/billingAccount";
import { badRequest, notFound } from "../../http/errors";
import { findUserById } from "../auth/public";
import { findActivePlan } from "../plans/public";
import { accountStatusOf, alreadySubscribed, trialRunning } from "./accountState";
import type { BillingDeps } from "./service";
import { mailboxClaim, takenClaim, trialUsed } from "./trialClaims";

/**
 * What a checkout of this plan would do for this account, said before the
 * card is typed: R$ 0 today and the first charge on the trial's end while
 * the trial runs; the full price today after it; or "already on plan X"
 * (the checkout would answer 409 and charge nothing).
 */
export async function checkoutPreview(
  deps: BillingDeps,
  userId: string,
  planId: number,
): Promise<CheckoutPreview> {
  const plan = await findActivePlan(deps.db, planId);
  if (!plan) throw badRequest("PLAN_NOT_FOUND", "Esse plano não existe ou não está disponível.");
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound("Conta não encontrada.");
  const now = deps.now();
  const current = user.planId === plan.id ? plan : await findActivePlan(deps.db, user.planId ?? 0);
  const inTrial = trialRunning(user, now);
  // Signed up without a trial because the mailbox had one (decision 031): say why it is charged today.
  const neverTrialed =
    !inTrial && !user.trialEndsAt && !user.firstChargeAt && user.subscriptionStatus === "none";
  const taken = neverTrialed ? await takenClaim(deps.db, [mailboxClaim(user.email)], user.id) : null;
  return {
    planId: plan.id,
    planName: plan.name,
    amount: plan.price,
    currency: BILLING_CURRENCY,
    chargeToday: inTrial ? 0 : plan.price,
    firstChargeAt: inTrial && user.trialEndsAt ? user.trialEndsAt.toISOString() : null,
    alreadyOnPlan: alreadySubscribed(user, now)
      ? { planName: current?.name ?? plan.name, status: accountStatusOf(user, now) }
      : null,
    trialUsed: taken ? trialUsed(taken).message : null,
  };
}
