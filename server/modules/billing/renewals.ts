import { and, eq, lte, or } from "drizzle-orm";
import { payments, plans, users } from "../../db/schema";
import { addMonth } from "./periods";
import type { BillingDeps } from "./service";

/** Due dates: a trial whose end came, a paid period that ran out. */
const trialDue = (now: Date) => and(eq(users.subscriptionStatus, "trialing"), lte(users.trialEndsAt, now));
const periodDue = (now: Date) =>
  and(eq(users.subscriptionStatus, "active"), lte(users.currentPeriodEnd, now));

/**
 * The admin panel's switch off (subscriptionActive false) stops billing: an
 * account switched off whose trial or paid period came to its end is neither
 * charged nor converted; it ends (expired, still off) and its gateway
 * subscription is cancelled. Switched on again later, it is an admin grant
 * (hasPaidAccess), still without charges.
 */
async function endSwitchedOff(deps: BillingDeps, now: Date): Promise<number> {
  const { db, gateway } = deps;
  const due = and(eq(users.subscriptionActive, false), or(trialDue(now), periodDue(now)));
  const rows = await db
    .select({ id: users.id, mpSubscriptionId: users.mpSubscriptionId })
    .from(users)
    .where(due);
  let ended = 0;
  for (const row of rows) {
    // Cancelled first: if the gateway fails, the row stays due and the next run tries again.
    if (row.mpSubscriptionId) await gateway.cancelSubscription(row.mpSubscriptionId);
    const done = await db
      .update(users)
      .set({ subscriptionStatus: "expired", mpSubscriptionId: null })
      .where(and(eq(users.id, row.id), due))
      .returning({ id: users.id });
    ended += done.length;
  }
  return ended;
}

/**
 * Moves subscriptions whose date has come: a trial with a card on file becomes
 * a paid period (charged), one without expires; a cancelled period that ended
 * expires. Only accounts the admin has not switched off are charged (see
 * endSwitchedOff). Safe to run often and from several instances (each row is
 * updated only while still in the state it was read in).
 */
export async function processDueSubscriptions(
  deps: BillingDeps,
): Promise<{ converted: number; expired: number }> {
  const { db, gateway } = deps;
  const now = deps.now();
  let converted = 0;
  let expired = await endSwitchedOff(deps, now);
  const switchedOn = eq(users.subscriptionActive, true);
  const dueTrials = await db
    .select({ user: users, price: plans.price })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(and(switchedOn, trialDue(now)));
  for (const { user, price } of dueTrials) {
    const stillTrialing = and(eq(users.id, user.id), eq(users.subscriptionStatus, "trialing"), switchedOn);
    const charge =
      user.mpCustomerId && price !== null && user.planId
        ? await gateway.chargeCustomer(user.mpCustomerId, price)
        : null;
    if (charge?.ok && user.planId && price !== null) {
      const { subscriptionId } = await gateway.startSubscription(user.mpCustomerId!, user.planId, price);
      const start = user.trialEndsAt ?? now;
      await db.insert(payments).values({
        userId: user.id,
        planId: user.planId,
        kind: "trial_conversion",
        amountCents: price,
        status: "approved",
        cardBrand: user.cardBrand,
        last4: user.cardLast4,
        gatewayId: charge.paymentId,
      });
      await db
        .update(users)
        .set({
          subscriptionStatus: "active",
          currentPeriodEnd: addMonth(start),
          firstChargeAt: user.firstChargeAt ?? now,
          mpSubscriptionId: subscriptionId,
        })
        .where(stillTrialing);
      converted++;
    } else {
      if (charge && !charge.ok && user.planId && price !== null) {
        await db.insert(payments).values({
          userId: user.id,
          planId: user.planId,
          kind: "trial_conversion",
          amountCents: price,
          status: "failed",
          failureCode: charge.code,
          last4: user.cardLast4,
        });
      }
      await db
        .update(users)
        .set({ subscriptionStatus: "expired", subscriptionActive: false })
        .where(stillTrialing);
      expired++;
    }
  }
  // Paid periods that ran out renew on the card kept by the gateway.
  const dueRenewals = await db
    .select({ user: users, price: plans.price })
    .from(users)
    .innerJoin(plans, eq(plans.id, users.planId))
    .where(and(switchedOn, periodDue(now)));
  for (const { user, price } of dueRenewals) {
    const charge = user.mpCustomerId ? await gateway.chargeCustomer(user.mpCustomerId, price) : null;
    await db.insert(payments).values({
      userId: user.id,
      planId: user.planId!,
      kind: "renewal",
      amountCents: price,
      status: charge?.ok ? "approved" : "failed",
      failureCode: charge && !charge.ok ? charge.code : null,
      cardBrand: user.cardBrand,
      last4: user.cardLast4,
      gatewayId: charge?.ok ? charge.paymentId : null,
    });
    await db
      .update(users)
      .set(
        charge?.ok
          ? { currentPeriodEnd: addMonth(user.currentPeriodEnd ?? now) }
          : { subscriptionStatus: "expired", subscriptionActive: false },
      )
      .where(and(eq(users.id, user.id), eq(users.subscriptionStatus, "active"), switchedOn));
    if (!charge?.ok) expired++;
  }
  const ended = await db
    .update(users)
    .set({ subscriptionStatus: "expired", subscriptionActive: false })
    .where(and(eq(users.subscriptionStatus, "cancelled"), lte(users.currentPeriodEnd, now)))
    .returning({ id: users.id });
  expired += ended.length;
  deps.log?.info({ converted, expired }, "assinaturas vencidas processadas");
  return { converted, expired };
}
