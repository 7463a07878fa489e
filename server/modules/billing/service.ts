import { and, desc, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { subscriptionStatusSchema } from "../../../common/auth";
import {
  BILLING_CURRENCY,
  CARD_MESSAGES,
  type Card,
  expiryInFuture,
  type Subscription,
} from "../../../common/billing";
import { REFUND_GUARANTEE_DAYS } from "../../../common/constants";
import type { Db } from "../../db/open";
import { payments, plans, users } from "../../db/schema";
import { AppError, notFound } from "../../http/errors";
import type { Logger } from "../../logger";
import type { CardFailure, PaymentGateway } from "../../paymentGateway";
import { accessUntilOf, accountStatusOf, nextChargeAtOf } from "./accountState";
import { billingMails } from "./billingMails";
import { finishCancelRefund, markRefunding, refundingOf } from "./cancelRefund";
import { releaseLease, takeLease } from "./paymentLease";
import { daysBetween } from "./periods";

export type BillingDeps = {
  db: Db;
  gateway: PaymentGateway;
  now: () => Date;
  log?: Logger;
  /** The site's address, for the links in billing mails (APP_URL). */
  appUrl?: string;
  /** The support inbox the mails name (config.supportEmail). */
  supportEmail?: string | undefined;
  /** Wakes the mail outbox after a commit that queued a mail (it also polls). */
  wake?: () => void;
};

/** A refused card: 402 with the SPEC's message for that card. */
export const cardRefused = (failure: CardFailure) =>
  new AppError(402, `CARD_${failure.code.toUpperCase()}`, failure.message);

const EXPIRED: CardFailure = { ok: false, code: "expired", message: CARD_MESSAGES.expired };

/** An expiry date already gone is refused like the gateway's expired card, without asking the gateway. */
export const expiredByDate = (card: Card, now: Date): CardFailure | null =>
  expiryInFuture(card.cardExpiry, now) ? null : EXPIRED;

/** A verified card: what to keep on the user, and the gateway's fingerprint (one trial per card). */
export type VerifiedCard = {
  onFile: { mpCustomerId: string; cardBrand: string; cardLast4: string };
  fingerprint: string;
};

/** Verifies a card for a trial (no charge); answers what to keep on the user and its fingerprint. */
export async function verifyTrialCard(
  deps: BillingDeps,
  card: Card,
  customer: { email: string; name: string },
): Promise<VerifiedCard> {
  const result = expiredByDate(card, deps.now()) ?? (await deps.gateway.verifyCard(card, customer));
  if (!result.ok) throw cardRefused(result);
  return {
    onFile: { mpCustomerId: result.customerId, cardBrand: result.brand, cardLast4: result.last4 },
    fingerprint: result.fingerprint,
  };
}

export async function subscriptionOf(deps: BillingDeps, userId: string): Promise<Subscription> {
  const scheduled = alias(plans, "scheduled_plan");
  const [row] = await deps.db
    .select({
      user: users,
      plan: { id: plans.id, name: plans.name, type: plans.type, price: plans.price },
      scheduled: { id: scheduled.id, name: scheduled.name, price: scheduled.price },
    })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .leftJoin(scheduled, eq(scheduled.id, users.scheduledPlanId))
    .where(eq(users.id, userId));
  if (!row) throw notFound("Conta não encontrada.");
  const { user } = row;
  const now = deps.now();
  const refundable =
    user.firstChargeAt && user.subscriptionStatus === "active"
      ? new Date(user.firstChargeAt.getTime() + REFUND_GUARANTEE_DAYS * 86_400_000)
      : null;
  const plan = row.plan?.id ? row.plan : null;
  const nextChargeAt = nextChargeAtOf(user, now);
  // A downgrade waits for the period's end: the renewal then charges the scheduled plan (decision 030).
  const scheduledPlan = row.scheduled?.id && user.currentPeriodEnd ? row.scheduled : null;
  const nextPlan = scheduledPlan ?? plan;
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    plan,
    status: accountStatusOf(user, now),
    subscriptionStatus: subscriptionStatusSchema.catch("none").parse(user.subscriptionStatus),
    subscriptionActive: user.subscriptionActive,
    // The trial's end while the trial is what the account is on (kept on the row afterwards as history).
    trialEndsAt: user.firstChargeAt ? null : iso(user.trialEndsAt),
    currentPeriodEnd: iso(user.currentPeriodEnd),
    accessUntil: iso(accessUntilOf(user, now)),
    nextChargeAt: iso(nextChargeAt),
    nextChargeAmount: nextChargeAt && nextPlan ? nextPlan.price : null,
    currency: BILLING_CURRENCY,
    last4: user.cardLast4,
    cardBrand: user.cardBrand,
    cardLast4: user.cardLast4,
    refundableUntil: refundable && refundable > now ? refundable.toISOString() : null,
    scheduledPlan,
    scheduledPlanAt: scheduledPlan ? iso(user.currentPeriodEnd) : null,
  };
}

/**
 * Cancels (docs/decisions/022-honest-trial.md). During the trial it is free:
 * nothing was or will be charged, access runs to the trial's end. After a
 * charge, within 30 days of the FIRST charge the last charge is refunded
 * (SPEC §1's guarantee) and access ends now; later, access runs to the end
 * of the paid period. A refund is written down as an intent first (the
 * payment `refunding`), then the gateway refunds with the intent's key, then
 * one transaction writes the refund, the account and the mails; an intent
 * left unfinished is finished by reconciliation or by the person's retry
 * (cancelRefund.ts).
 */
export async function cancel(
  deps: BillingDeps,
  userId: string,
): Promise<{ refunded: boolean; subscription: Subscription }> {
  const now = deps.now();
  // Not while a payment is under way: a checkout activating after this cancel would undo it.
  const { user, until } = await takeLease(deps.db, userId, now);
  try {
    const refunded = await cancelHeld(deps, user, now);
    deps.wake?.();
    return { refunded, subscription: await subscriptionOf(deps, userId) };
  } finally {
    await releaseLease(deps, userId, until);
  }
}

async function cancelHeld(deps: BillingDeps, user: typeof users.$inferSelect, now: Date): Promise<boolean> {
  const { db, gateway } = deps;
  const userId = user.id;
  if (!["active", "trialing"].includes(user.subscriptionStatus)) {
    throw new AppError(409, "NOTHING_TO_CANCEL", "Não há assinatura ativa para cancelar.");
  }
  const [plan] = user.planId ? await db.select().from(plans).where(eq(plans.id, user.planId)) : [];
  const planName = plan?.name ?? "atual";
  if (user.mpSubscriptionId) await gateway.cancelSubscription(user.mpSubscriptionId);
  // A cancel cut off after its refund intent was written (a 503): this retry finishes it, refunding once.
  const unfinished = await refundingOf(db, userId);
  if (unfinished) {
    await finishCancelRefund(deps, user, unfinished, now);
    return true;
  }
  if (user.subscriptionStatus === "trialing") {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ subscriptionStatus: "cancelled", currentPeriodEnd: user.trialEndsAt, mpSubscriptionId: null })
        .where(eq(users.id, userId));
      await billingMails.cancellation(tx, deps, user, {
        planName,
        accessUntil: user.trialEndsAt,
        duringTrial: true,
        refunded: false,
      });
    });
    return false;
  }
  const withinGuarantee =
    !!user.firstChargeAt && daysBetween(user.firstChargeAt, now) <= REFUND_GUARANTEE_DAYS;
  const [last] = withinGuarantee
    ? await db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.status, "approved"), isNull(payments.refundedAt)))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(1)
    : [];
  const refund = last?.gatewayId ? last : undefined;
  if (refund) {
    // The intent first, durable before the gateway moves money (decision 028, "Cancel with refund").
    if (!(await markRefunding(db, refund.id))) {
      throw new AppError(
        409,
        "CANCEL_IN_PROGRESS",
        "O cancelamento já está em andamento. Aguarde alguns minutos.",
      );
    }
    await finishCancelRefund(deps, user, refund, now);
    return true;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        subscriptionStatus: "cancelled",
        subscriptionActive: true,
        currentPeriodEnd: user.currentPeriodEnd,
        mpSubscriptionId: null,
      })
      .where(eq(users.id, userId));
    await billingMails.cancellation(tx, deps, user, {
      planName,
      accessUntil: user.currentPeriodEnd,
      duringTrial: false,
      refunded: false,
    });
  });
  return false;
}
