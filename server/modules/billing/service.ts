import { and, desc, eq, isNull } from "drizzle-orm";
import { CARD_MESSAGES, type Card, expiryInFuture, type Subscription } from "../../../common/billing";
import { REFUND_GUARANTEE_DAYS } from "../../../common/constants";
import type { Db } from "../../db/open";
import { payments, plans, users } from "../../db/schema";
import { AppError, notFound } from "../../http/errors";
import type { Logger } from "../../logger";
import type { CardFailure, PaymentGateway } from "./gateway";
import { releaseLease, takeLease } from "./paymentLease";
import { daysBetween } from "./periods";

export type BillingDeps = { db: Db; gateway: PaymentGateway; now: () => Date; log?: Logger };

/** A refused card: 402 with the SPEC's message for that card. */
export const cardRefused = (failure: CardFailure) =>
  new AppError(402, `CARD_${failure.code.toUpperCase()}`, failure.message);

const EXPIRED: CardFailure = { ok: false, code: "expired", message: CARD_MESSAGES.expired };

/** An expiry date already gone is refused like the gateway's expired card, without asking the gateway. */
export const expiredByDate = (card: Card, now: Date): CardFailure | null =>
  expiryInFuture(card.cardExpiry, now) ? null : EXPIRED;

/** Verifies a card for a trial (no charge); answers what to keep on the user. */
export async function verifyTrialCard(
  deps: BillingDeps,
  card: Card,
  customer: { email: string; name: string },
) {
  const result = expiredByDate(card, deps.now()) ?? (await deps.gateway.verifyCard(card, customer));
  if (!result.ok) throw cardRefused(result);
  return { mpCustomerId: result.customerId, cardBrand: result.brand, cardLast4: result.last4 };
}

export async function subscriptionOf(deps: BillingDeps, userId: string): Promise<Subscription> {
  const [row] = await deps.db
    .select({ user: users, plan: { id: plans.id, name: plans.name, type: plans.type, price: plans.price } })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, userId));
  if (!row) throw notFound("Conta não encontrada.");
  const { user } = row;
  const refundable =
    user.firstChargeAt && user.subscriptionStatus === "active"
      ? new Date(user.firstChargeAt.getTime() + REFUND_GUARANTEE_DAYS * 86_400_000)
      : null;
  return {
    plan: row.plan?.id ? row.plan : null,
    status: user.subscriptionStatus as Subscription["status"],
    subscriptionActive: user.subscriptionActive,
    trialEndsAt: user.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: user.currentPeriodEnd?.toISOString() ?? null,
    last4: user.cardLast4,
    cardBrand: user.cardBrand,
    refundableUntil: refundable && refundable > deps.now() ? refundable.toISOString() : null,
  };
}

/**
 * Cancels. Within 30 days of the first charge the money goes back (SPEC §1's
 * guarantee) and access ends now; later, access runs to the end of the paid period.
 */
export async function cancel(
  deps: BillingDeps,
  userId: string,
): Promise<{ refunded: boolean; subscription: Subscription }> {
  const now = deps.now();
  // Not while a payment is under way: a checkout activating after this cancel would undo it.
  const { user, until } = await takeLease(deps.db, userId, now);
  try {
    return await cancelHeld(deps, user, now);
  } finally {
    await releaseLease(deps, userId, until);
  }
}

async function cancelHeld(
  deps: BillingDeps,
  user: typeof users.$inferSelect,
  now: Date,
): Promise<{ refunded: boolean; subscription: Subscription }> {
  const { db, gateway } = deps;
  const userId = user.id;
  if (!["active", "trialing"].includes(user.subscriptionStatus)) {
    throw new AppError(409, "NOTHING_TO_CANCEL", "Não há assinatura ativa para cancelar.");
  }
  if (user.mpSubscriptionId) await gateway.cancelSubscription(user.mpSubscriptionId);
  const withinGuarantee =
    !!user.firstChargeAt && daysBetween(user.firstChargeAt, now) <= REFUND_GUARANTEE_DAYS;
  let refunded = false;
  if (withinGuarantee) {
    const approved = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, "approved"), isNull(payments.refundedAt)))
      .orderBy(desc(payments.createdAt));
    for (const payment of approved) {
      if (!payment.gatewayId) continue;
      await gateway.refund(payment.gatewayId, payment.amountCents);
      await db
        .update(payments)
        .set({ status: "refunded", refundedAt: now })
        .where(eq(payments.id, payment.id));
      refunded = true;
    }
  }
  const endsNow = refunded || user.subscriptionStatus === "trialing";
  await db
    .update(users)
    .set({
      subscriptionStatus: "cancelled",
      subscriptionActive: !endsNow,
      currentPeriodEnd: endsNow ? now : user.currentPeriodEnd,
      trialEndsAt: null,
      mpSubscriptionId: null,
    })
    .where(eq(users.id, userId));
  return { refunded, subscription: await subscriptionOf(deps, userId) };
}
