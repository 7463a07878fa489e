import { and, desc, eq, isNull, lte, or } from "drizzle-orm";
import {
  CARD_MESSAGES,
  type Card,
  expiryInFuture,
  lastFourOf,
  type Subscription,
} from "../../../common/billing";
import { REFUND_GUARANTEE_DAYS } from "../../../common/constants";
import type { Db } from "../../db/open";
import { payments, plans, users } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../http/errors";
import type { Logger } from "../../logger";
import { findActivePlan } from "../plans/service";
import type { CardFailure, PaymentGateway } from "./gateway";
import { addMonth, daysBetween } from "./periods";

export type BillingDeps = { db: Db; gateway: PaymentGateway; now: () => Date; log?: Logger };

/** A refused card: 402 with the SPEC's message for that card. */
export const cardRefused = (failure: CardFailure) =>
  new AppError(402, `CARD_${failure.code.toUpperCase()}`, failure.message);

const EXPIRED: CardFailure = { ok: false, code: "expired", message: CARD_MESSAGES.expired };

/** An expiry date already gone is refused like the gateway's expired card, without asking the gateway. */
const expiredByDate = (card: Card, now: Date): CardFailure | null =>
  expiryInFuture(card.cardExpiry, now) ? null : EXPIRED;

async function planOrThrow(db: Db, planId: number) {
  const plan = await findActivePlan(db, planId);
  if (!plan) throw badRequest("PLAN_NOT_FOUND", "Esse plano não existe ou não está disponível.");
  return plan;
}

/**
 * Charges the plan's price now and turns the account into a paid period.
 * Every attempt, approved or not (an expiry in the past included), is
 * recorded in payments (never the card). A plan change cancels the previous
 * gateway subscription before the new one starts, so nobody is billed twice.
 */
export async function checkout(deps: BillingDeps, userId: string, planId: number, card: Card) {
  const { db, gateway } = deps;
  const now = deps.now();
  const plan = await planOrThrow(db, planId);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("Conta não encontrada.");
  // Paying again for the plan already paid would charge twice and restart the month.
  if (
    user.subscriptionStatus === "active" &&
    user.subscriptionActive &&
    user.planId === plan.id &&
    user.currentPeriodEnd &&
    user.currentPeriodEnd > now
  ) {
    throw new AppError(
      409,
      "ALREADY_ON_PLAN",
      `Você já está no plano ${plan.name} e ele está pago. Nada foi cobrado.`,
    );
  }
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
  const result =
    expiredByDate(card, now) ??
    (await gateway.charge(card, { email: user.email, name, customerId: user.mpCustomerId }, plan.price));
  if (!result.ok) {
    await db.insert(payments).values({
      userId,
      planId,
      kind: "charge",
      amountCents: plan.price,
      status: "failed",
      failureCode: result.code,
      last4: lastFourOf(card.cardNumber),
    });
    throw cardRefused(result);
  }
  // The money has moved: record it before anything else can fail.
  const [payment] = await db
    .insert(payments)
    .values({
      userId,
      planId,
      kind: "charge",
      amountCents: plan.price,
      status: "approved",
      cardBrand: result.brand,
      last4: result.last4,
      gatewayId: result.paymentId,
    })
    .returning({ id: payments.id });
  try {
    await activatePaidPlan(deps, user, plan, result, now);
  } catch (error) {
    // Charged but not activated: give the money back rather than keep it for nothing.
    deps.log?.error({ err: error, userId }, "assinatura não ativada depois da cobrança; estornando");
    await gateway.refund(result.paymentId, plan.price);
    await db
      .update(payments)
      .set({ status: "refunded", refundedAt: now })
      .where(eq(payments.id, payment!.id));
    throw new AppError(
      502,
      "ACTIVATION_FAILED",
      "Não conseguimos ativar sua assinatura agora. O valor foi estornado no seu cartão; tente de novo em instantes.",
    );
  }
  return { payment: { status: "approved" as const, last4: result.last4 } };
}

async function activatePaidPlan(
  deps: BillingDeps,
  user: typeof users.$inferSelect,
  plan: { id: number; price: number },
  result: { customerId: string; brand: string; last4: string },
  now: Date,
): Promise<void> {
  const { db, gateway } = deps;
  if (user.mpSubscriptionId) await gateway.cancelSubscription(user.mpSubscriptionId);
  const { subscriptionId } = await gateway.startSubscription(result.customerId, plan.id, plan.price);
  await db
    .update(users)
    .set({
      planId: plan.id,
      subscriptionActive: true,
      subscriptionStatus: "active",
      currentPeriodEnd: addMonth(now),
      trialEndsAt: null,
      firstChargeAt: user.firstChargeAt ?? now,
      cardBrand: result.brand,
      cardLast4: result.last4,
      mpCustomerId: result.customerId,
      mpSubscriptionId: subscriptionId,
    })
    .where(eq(users.id, user.id));
}

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
  const { db, gateway } = deps;
  const now = deps.now();
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("Conta não encontrada.");
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
