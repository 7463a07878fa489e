import { eq } from "drizzle-orm";
import type { Db } from "../../db/open";
import { users } from "../../db/schema";
import { trialEnd } from "./periods";

/**
 * Starts the 7-day trial of SPEC §1 on an account. With a card (the /trial
 * form) the trial turns into a paid period on its end date; without one
 * (an account made through /register) it expires unless the owner pays.
 * Sign-up passes its transaction: the account and its trial exist together.
 */
export async function startTrial(
  tx: Db,
  userId: string,
  now: Date,
  card?: { mpCustomerId: string; cardBrand: string; cardLast4: string },
): Promise<void> {
  await tx
    .update(users)
    .set({
      subscriptionStatus: "trialing",
      subscriptionActive: true,
      trialEndsAt: trialEnd(now),
      currentPeriodEnd: null,
      ...(card ?? {}),
    })
    .where(eq(users.id, userId));
}
