import { eq } from "drizzle-orm";
import type { Subscription } from "../../../common/billing";
import { users } from "../../db/schema";
import { AppError, badRequest, conflict } from "../../http/errors";
import { findActivePlan } from "../plans/service";
import { trialRunning } from "./accountState";
import { releaseLease, takeLease } from "./paymentLease";
import { type BillingDeps, subscriptionOf } from "./service";

/**
 * Changes the plan of a running trial or paid period ("Mudar de plano" in
 * Minha conta), without charging now: the trial's first charge, or the next
 * renewal, is the new plan's price (docs/decisions/022-honest-trial.md).
 * Not for an ended account: that one chooses a plan through checkout.
 */
export async function changePlan(deps: BillingDeps, userId: string, planId: number): Promise<Subscription> {
  const plan = await findActivePlan(deps.db, planId);
  if (!plan) throw badRequest("PLAN_NOT_FOUND", "Esse plano não existe ou não está disponível.");
  const { user, until } = await takeLease(deps.db, userId, deps.now());
  try {
    const running = ["trialing", "active"].includes(user.subscriptionStatus) && user.subscriptionActive;
    if (!running) {
      throw conflict(
        "NO_RUNNING_PLAN",
        "Você não tem um plano em andamento para mudar. Escolha um plano para assinar.",
      );
    }
    if (user.planId === plan.id) throw conflict("ALREADY_ON_PLAN", `Você já está no plano ${plan.name}.`);
    await deps.db.update(users).set({ planId: plan.id }).where(eq(users.id, userId));
  } finally {
    await releaseLease(deps, userId, until);
  }
  return subscriptionOf(deps, userId);
}

/**
 * Undoes a cancel while its access still runs: a trial goes back to its
 * trial (charged on its end if it has a card), a paid period renews again at
 * its end. Nothing is charged now. An account whose access ended chooses a
 * plan through checkout (charged at once).
 */
export async function reactivate(deps: BillingDeps, userId: string): Promise<Subscription> {
  const now = deps.now();
  const { user, until } = await takeLease(deps.db, userId, now);
  try {
    const running =
      user.subscriptionStatus === "cancelled" &&
      user.subscriptionActive &&
      !!user.currentPeriodEnd &&
      user.currentPeriodEnd > now;
    if (!running) {
      throw new AppError(
        409,
        "NOTHING_TO_REACTIVATE",
        "Não há assinatura cancelada em andamento para reativar. Escolha um plano para voltar.",
      );
    }
    const inTrial = trialRunning(user, now);
    let subscriptionId: string | null = null;
    if (!inTrial && user.mpCustomerId && user.planId) {
      const plan = await findActivePlan(deps.db, user.planId);
      if (plan) {
        subscriptionId = (await deps.gateway.startSubscription(user.mpCustomerId, plan.id, plan.price))
          .subscriptionId;
      }
    }
    await deps.db
      .update(users)
      .set(
        inTrial
          ? { subscriptionStatus: "trialing", currentPeriodEnd: null }
          : { subscriptionStatus: "active", mpSubscriptionId: subscriptionId },
      )
      .where(eq(users.id, userId));
  } finally {
    await releaseLease(deps, userId, until);
  }
  return subscriptionOf(deps, userId);
}
