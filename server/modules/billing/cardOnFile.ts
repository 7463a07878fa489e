import { eq } from "drizzle-orm";
import type { Card } from "../../../common/billing";
import type { CardOnFile } from "../../../common/billingAccount";
import { users } from "../../db/schema";
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
    const kept = await verifyTrialCard(deps, card, { email: user.email, name: displayNameOf(user) });
    await deps.db
      .update(users)
      .set({ mpCustomerId: kept.mpCustomerId, cardBrand: kept.cardBrand, cardLast4: kept.cardLast4 })
      .where(eq(users.id, userId));
    return { cardBrand: kept.cardBrand, cardLast4: kept.cardLast4 };
  } finally {
    await releaseLease(deps, userId, until);
  }
}
