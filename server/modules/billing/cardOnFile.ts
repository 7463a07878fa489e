import { eq } from "drizzle-orm";
import type { Card } from "../../../common/billing";
import type { CardOnFile } from "../../../common/billingAccount";
import { users } from "../../db/schema";
import { findActivePlan } from "../plans/public";
import { trialRunning } from "./accountState";
import { billingMails } from "./billingMails";
import { displayNameOf } from "./names";
import { releaseLease, takeLease } from "./paymentLease";
import { type BillingDeps, verifyTrialCard } from "./service";

/**
 * Replaces the card on file (PUT /api/billing/card). The new card is verified
 * with a zero-amount authorisation; a refused card changes nothing. Only the
 * brand, the last four and the gateway's reference are kept. Under the
 * payment lease: not while a checkout or a renewal charges this account.
 */
export async function replaceCard(deps: BillingDeps, userId: string, card: Card): Promise<CardOnFile> {
  const { user, until } = await takeLease(deps.db, userId, deps.now());
  try {
    const kept = (await verifyTrialCard(deps, card, { email: user.email, name: displayNameOf(user) })).onFile;
    // A trial that had no card now has its first charge: the owner is told when and how much.
    const firstCardOfTrial =
      user.subscriptionStatus === "trialing" && !user.mpCustomerId && trialRunning(user, deps.now());
    const plan = firstCardOfTrial && user.planId ? await findActivePlan(deps.db, user.planId) : undefined;
    await deps.db.transaction(async (tx) => {
      await tx.update(users).set(kept).where(eq(users.id, userId));
      if (plan && user.trialEndsAt) {
        await billingMails.trialStarted(
          tx,
          deps,
          user,
          {
            planName: plan.name,
            price: plan.price,
            trialEndsAt: user.trialEndsAt,
            card: { brand: kept.cardBrand, last4: kept.cardLast4 },
          },
          "trial_card_saved",
        );
      }
    });
    if (plan) deps.wake?.();
    return { cardBrand: kept.cardBrand, cardLast4: kept.cardLast4 };
  } finally {
    await releaseLease(deps, userId, until);
  }
}
