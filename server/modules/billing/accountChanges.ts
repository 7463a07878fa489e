import { eq } from "drizzle-orm";
import type { Subscription } from "../../../common/billing";
import { users } from "../../db/schema";
import { AppError } from "../../http/errors";
import { findActivePlan } from "../plans/public";
import { trialRunning } from "./accountState";
import { billingMails } from "./billingMails";
import { releaseLease, takeLease } from "./paymentLease";
import { type BillingDeps, subscriptionOf } from "./service";

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
    const plan = user.planId ? await findActivePlan(deps.db, user.planId) : undefined;
    await deps.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set(
          inTrial
            ? { subscriptionStatus: "trialing", currentPeriodEnd: null }
            : { subscriptionStatus: "active", mpSubscriptionId: subscriptionId },
        )
        .where(eq(users.id, userId));
      const until = inTrial ? user.trialEndsAt : user.currentPeriodEnd;
      if (plan && until) {
        await billingMails.reactivated(tx, deps, user, {
          planName: plan.name,
          price: plan.price,
          inTrial,
          until,
          card: user.mpCustomerId ? { brand: user.cardBrand, last4: user.cardLast4 } : null,
        });
      }
    });
    deps.wake?.();
  } finally {
    await releaseLease(deps, userId, until);
  }
  return subscriptionOf(deps, userId);
}
