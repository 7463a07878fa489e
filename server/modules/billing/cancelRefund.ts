import { and, asc, eq } from "drizzle-orm";
import { receiptNumberOf } from "../../../common/billingAccount";
import type { Db } from "../../db/open";
import { payments, plans, users } from "../../db/schema";
import { billingMails } from "./billingMails";
import type { PaymentRow } from "./recordPayment";
import type { BillingDeps } from "./service";

/*
 * A cancel within the guarantee gives the last charge back and ends access:
 * one outcome (docs/decisions/028-charge-reconciliation.md, "Cancel with
 * refund"). The intent is written first (the payment `refunding`), then the
 * gateway refunds with the intent's key, then one transaction writes the
 * refund, the cancelled account and the mails. Lost in between, the intent
 * stays `refunding` and reconciliation (or the person's retry) finishes it
 * with the same key: the money goes back once, the account is cancelled once.
 */

/** The refund's idempotency key: one per payment, whoever finishes it. */
export const refundKeyOf = (paymentId: number) => `refund:${paymentId}`;

/** Writes the intent: approved → refunding, only while approved (true when this call wrote it). */
export async function markRefunding(db: Db, paymentId: number): Promise<boolean> {
  const done = await db
    .update(payments)
    .set({ status: "refunding" })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "approved")))
    .returning({ id: payments.id });
  return done.length > 0;
}

/** The person's refund intent left unfinished (a cancel cut off after it was written), if any. */
export async function refundingOf(db: Db, userId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, "refunding")))
    .orderBy(asc(payments.id))
    .limit(1);
  return row;
}

/**
 * Finishes a refund intent (the caller holds the account's payment lease):
 * the gateway refunds with the intent's key (asked again, it gives nothing
 * more back), then in one transaction, only while the payment is still
 * `refunding`: the payment refunded, the account cancelled with access ended
 * now, the refund and cancellation mails. False when someone else finished it.
 */
export async function finishCancelRefund(
  deps: BillingDeps,
  user: typeof users.$inferSelect,
  payment: PaymentRow,
  now: Date,
): Promise<boolean> {
  const { db, gateway } = deps;
  if (payment.gatewayId)
    await gateway.refund(payment.gatewayId, payment.amountCents, refundKeyOf(payment.id));
  const [plan] = user.planId ? await db.select().from(plans).where(eq(plans.id, user.planId)) : [];
  return db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(payments)
      .set({ status: "refunded", refundedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "refunding")))
      .returning({ id: payments.id });
    if (!refunded) return false;
    await billingMails.refund(tx, deps, user, {
      amount: payment.amountCents,
      card: { brand: payment.cardBrand, last4: payment.last4 },
      receiptNumber: receiptNumberOf(payment.id),
    });
    await tx
      .update(users)
      .set({
        subscriptionStatus: "cancelled",
        subscriptionActive: false,
        currentPeriodEnd: now,
        mpSubscriptionId: null,
      })
      .where(eq(users.id, user.id));
    await billingMails.cancellation(tx, deps, user, {
      planName: plan?.name ?? "atual",
      accessUntil: null,
      duringTrial: false,
      refunded: true,
    });
    return true;
  });
}
