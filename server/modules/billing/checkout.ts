import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { BILLING_CURRENCY, type Card, lastFourOf, type PaymentResult } from "../../../common/billing";
import { receiptNumberOf } from "../../../common/billingAccount";
import { isConnectionError } from "../../db/connectionErrors";
import type { Db } from "../../db/open";
import { payments, users } from "../../db/schema";
import { AppError, badRequest } from "../../http/errors";
import { dateBr } from "../../mail/templates/billingMails";
import type { ChargeOk } from "../../paymentGateway";
import { findActivePlan } from "../plans/public";
import { alreadySubscribed, trialRunning } from "./accountState";
import { billingMails } from "./billingMails";
import { displayNameOf } from "./names";
import { PAYMENT_IN_PROGRESS, PAYMENT_LEASE_MS, releaseLease, takeLease } from "./paymentLease";
import { addMonth } from "./periods";
import { pendingPayment, recordPayment } from "./recordPayment";
import { type BillingDeps, cardRefused, expiredByDate, verifyTrialCard } from "./service";
import { cardClaim, claimTrial, takenClaim, trialUsed } from "./trialClaims";

type UserRow = typeof users.$inferSelect;
type Plan = { id: number; name: string; price: number };

async function planOrThrow(db: Db, planId: number): Promise<Plan> {
  const plan = await findActivePlan(db, planId);
  if (!plan) throw badRequest("PLAN_NOT_FOUND", "Esse plano não existe ou não está disponível.");
  return plan;
}

/** One key per checkout charge: the intent's row and the gateway's charge share it. */
const chargeKeyOf = (userId: string) => `charge:${userId}:${randomUUID()}`;

/** The subscription a keyed charge starts, keyed after it (reconciliation starts the same one). */
export const subscriptionKeyOf = (chargeKey: string) => `${chargeKey}:subscription`;

/** A checkout holds the account this long at most (see paymentLease). */
export const CHECKOUT_LEASE_MS = PAYMENT_LEASE_MS;
export const CHECKOUT_IN_PROGRESS = PAYMENT_IN_PROGRESS;

/**
 * The checkout (docs/decisions/022-honest-trial.md). While the account's
 * trial runs, the card is verified with a zero-amount authorisation and kept
 * with the chosen plan: R$ 0 today, the first charge on the trial's end (the
 * renewal job). After the trial (or once charged before), the plan's price is
 * charged now and the account turns into a paid period. An account already
 * paying, or on a trial with a card, gets a 409 and nothing is charged.
 * Every charge attempt, approved or not (an expiry in the past included), is
 * recorded in payments (never the card); a verification is not a charge and
 * writes nothing when refused. It holds the account's payment lease
 * throughout (takeLease): a second checkout or a cancel meanwhile is a 409
 * that changes nothing.
 */
export async function checkout(
  deps: BillingDeps,
  userId: string,
  planId: number,
  card: Card,
  options: { payNow?: boolean | undefined } = {},
): Promise<PaymentResult> {
  const plan = await planOrThrow(deps.db, planId);
  const { user, until } = await takeLease(deps.db, userId, deps.now());
  try {
    const now = deps.now();
    if (alreadySubscribed(user, now)) throw await alreadyOnPlan(deps.db, user);
    // "Assinar agora" after a refused trial (TRIAL_USED): the trial ends here, charged at once.
    if (trialRunning(user, now) && !options.payNow) return await keepCardForTrial(deps, user, plan, card);
    return await chargeAndActivate(deps, user, plan, card);
  } finally {
    await releaseLease(deps, userId, until);
  }
}

async function alreadyOnPlan(db: Db, user: UserRow): Promise<AppError> {
  const current = user.planId ? await findActivePlan(db, user.planId) : undefined;
  const name = current?.name ?? "atual";
  if (user.subscriptionStatus === "cancelled" && user.currentPeriodEnd) {
    return new AppError(
      409,
      "ALREADY_ON_PLAN",
      `Sua assinatura do plano ${name} foi cancelada, mas está paga até ${dateBr(user.currentPeriodEnd)}. Nada foi cobrado. Para voltar a renovar, toque em Reativar em Minha conta.`,
    );
  }
  const what =
    user.subscriptionStatus === "trialing"
      ? `Você já está no teste grátis do plano ${name}, com cartão cadastrado.`
      : `Você já está no plano ${name} e ele está pago.`;
  return new AppError(
    409,
    "ALREADY_ON_PLAN",
    `${what} Nada foi cobrado. Para mudar de plano ou de cartão, abra Minha conta.`,
  );
}

/** A trial that has not ended: verify the card (no charge), keep it and the plan; the job charges on the trial's end. */
async function keepCardForTrial(
  deps: BillingDeps,
  user: UserRow,
  plan: Plan,
  card: Card,
): Promise<PaymentResult> {
  const trialEndsAt = user.trialEndsAt;
  if (!trialEndsAt) throw new Error("trialRunning without trialEndsAt");
  const verified = await verifyTrialCard(deps, card, { email: user.email, name: displayNameOf(user) });
  const kept = verified.onFile;
  // One trial per card (issue 25): a card that carried another account's trial cannot carry this one.
  const claims = [cardClaim(verified.fingerprint)];
  const taken = await takenClaim(deps.db, claims, user.id);
  if (taken) throw trialUsed(taken);
  await deps.db.transaction(async (tx) => {
    await claimTrial(tx, user.id, claims);
    await tx
      .update(users)
      .set({
        ...kept,
        planId: plan.id,
        subscriptionStatus: "trialing",
        subscriptionActive: true,
        currentPeriodEnd: null,
      })
      .where(eq(users.id, user.id));
    await billingMails.trialStarted(
      tx,
      deps,
      user,
      {
        planName: plan.name,
        price: plan.price,
        trialEndsAt,
        card: { brand: kept.cardBrand, last4: kept.cardLast4 },
      },
      "trial_card_saved",
    );
  });
  deps.wake?.();
  return {
    payment: { status: "approved", last4: kept.cardLast4 },
    chargeToday: 0,
    firstChargeAt: trialEndsAt.toISOString(),
    currency: BILLING_CURRENCY,
  };
}

/** Seconds the checkout asks to wait when its activation is left to reconciliation. */
const ACTIVATION_RETRY_AFTER_SECONDS = 60;

/**
 * Charges the plan's price now. The intent (key, account, plan, amount) is
 * written as a pending payment before the gateway is asked, with the same key;
 * the approved outcome and the account's activation commit in one
 * transaction. A database lost in between (a backend ended, a restart) leaves
 * the intent pending and the request answers 503: reconciliation (reconcile.ts,
 * at start and every few minutes) finds it and activates or refunds, once
 * (docs/decisions/028-charge-reconciliation.md). Any other failure after the
 * money moved is refunded here and now.
 */
async function chargeAndActivate(
  deps: BillingDeps,
  user: UserRow,
  plan: Plan,
  card: Card,
): Promise<PaymentResult> {
  const { db, gateway } = deps;
  const userId = user.id;
  const now = deps.now();
  const name = displayNameOf(user);
  const periodEnd = addMonth(now);
  const attempt = {
    userId,
    planId: plan.id,
    kind: "charge" as const,
    amountCents: plan.price,
    last4: lastFourOf(card.cardNumber),
    periodStart: now,
    periodEnd,
    at: now,
  };
  const expired = expiredByDate(card, now);
  if (expired) {
    await recordPayment(db, attempt, { ok: false, code: expired.code });
    throw cardRefused(expired);
  }
  const intent = { ...attempt, idempotencyKey: chargeKeyOf(userId) };
  await pendingPayment(db, intent);
  const customer = { email: user.email, name, customerId: user.mpCustomerId };
  const result = await gateway.charge(card, customer, plan.price, intent.idempotencyKey);
  if (!result.ok) {
    await recordPayment(db, intent, { ok: false, code: result.code });
    throw cardRefused(result);
  }
  // The money has moved: from here, the account activates with it or the money goes back.
  let started: string | undefined;
  try {
    const subscriptionId = (
      await gateway.startSubscription(
        result.customerId,
        plan.id,
        plan.price,
        subscriptionKeyOf(intent.idempotencyKey),
      )
    ).subscriptionId;
    started = subscriptionId;
    // The payment's outcome, the account's move and its receipt commit together.
    await db.transaction(async (tx) => {
      const payment = await recordPayment(tx, intent, {
        ok: true,
        paymentId: result.paymentId,
        cardBrand: result.brand,
        last4: result.last4,
      });
      // Settled already (reconciliation got there first): nothing more to move.
      if (!payment) return;
      await activate(tx, user, plan, result, subscriptionId, now);
      await billingMails.charge(tx, deps, user, {
        planName: plan.name,
        amount: plan.price,
        card: { brand: result.brand, last4: result.last4 },
        periodStart: now,
        periodEnd,
        receiptNumber: receiptNumberOf(payment.id),
        paidAt: now,
      });
    });
    deps.wake?.();
  } catch (error) {
    if (isConnectionError(error)) throw activationPending(deps, userId, result.paymentId, error);
    await compensate(deps, {
      userId,
      key: intent.idempotencyKey,
      result,
      plan,
      subscriptionId: started,
      now,
      cause: error,
    });
  }
  await cancelReplaced(deps, user, started);
  return {
    payment: { status: "approved", last4: result.last4 },
    chargeToday: plan.price,
    firstChargeAt: null,
    currency: BILLING_CURRENCY,
  };
}

/**
 * The old subscription ends only once the new one is in place; a failure here
 * leaves an extra gateway subscription to cancel by hand, never a paid plan lost.
 */
export async function cancelReplaced(
  deps: BillingDeps,
  user: Pick<UserRow, "id" | "mpSubscriptionId">,
  started: string | undefined,
): Promise<void> {
  if (!user.mpSubscriptionId || user.mpSubscriptionId === started) return;
  await deps.gateway.cancelSubscription(user.mpSubscriptionId).catch((error: unknown) => {
    deps.log?.error(
      { err: error, userId: user.id, subscription: user.mpSubscriptionId },
      "assinatura antiga não cancelada",
    );
  });
}

/** The database went away after the charge: the pending intent is reconciliation's now; say so, and not to pay again. */
function activationPending(
  deps: BillingDeps,
  userId: string,
  gatewayPayment: string,
  cause: unknown,
): AppError {
  deps.log?.error(
    { err: cause, userId, gatewayPayment },
    "cobrança aprovada, ativação não gravada (banco indisponível); a reconciliação conclui",
  );
  return new AppError(
    503,
    "ACTIVATION_PENDING",
    "Seu pagamento foi aprovado, mas não conseguimos ativar sua assinatura agora. Vamos concluir a ativação em alguns minutos, sem nova cobrança: não pague de novo.",
    { "retry-after": String(ACTIVATION_RETRY_AFTER_SECONDS) },
  );
}

/** The account on the paid plan from `now`, with the card and the subscription of this charge. */
export async function activate(
  db: Db,
  user: UserRow,
  plan: Plan,
  result: Pick<ChargeOk, "brand" | "last4" | "customerId">,
  subscriptionId: string,
  now: Date,
) {
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
      // A downgrade scheduled on a period that ended does not outlive it (decision 030).
      scheduledPlanId: null,
    })
    .where(eq(users.id, user.id));
}

/**
 * Charged but not activated: cancel what was started, refund, mark the
 * payment, and say so. A refund that fails leaves the intent pending, logged
 * with the gateway's payment id: reconciliation settles it (activates the
 * account if it still wants the plan, refunds otherwise), and the answer says so.
 */
async function compensate(
  deps: BillingDeps,
  f: {
    userId: string;
    key: string;
    result: ChargeOk;
    plan: Plan;
    subscriptionId: string | undefined;
    now: Date;
    cause: unknown;
  },
): Promise<never> {
  const { db, gateway, log } = deps;
  const context = { userId: f.userId, gatewayPayment: f.result.paymentId };
  log?.error({ err: f.cause, ...context }, "assinatura não ativada depois da cobrança; estornando");
  if (f.subscriptionId) {
    await gateway.cancelSubscription(f.subscriptionId).catch((error: unknown) => {
      log?.error({ err: error, ...context, subscription: f.subscriptionId }, "assinatura nova não cancelada");
    });
  }
  const refunded = await gateway.refund(f.result.paymentId, f.plan.price).then(
    () => true,
    (error: unknown) => {
      log?.error({ err: error, ...context }, "estorno falhou; a cobrança fica pendente para a reconciliação");
      return false;
    },
  );
  if (refunded) {
    await db
      .update(payments)
      .set({
        status: "refunded",
        refundedAt: f.now,
        gatewayId: f.result.paymentId,
        cardBrand: f.result.brand,
        last4: f.result.last4,
      })
      .where(and(eq(payments.idempotencyKey, f.key), eq(payments.status, "pending")))
      // Left pending, reconciliation reads the refund from the gateway and writes it down.
      .catch((error: unknown) => log?.error({ err: error, ...context }, "estorno feito, mas não registrado"));
  }
  throw new AppError(
    502,
    "ACTIVATION_FAILED",
    refunded
      ? "Não conseguimos ativar sua assinatura agora. O valor foi estornado no seu cartão; tente de novo em instantes."
      : "Não conseguimos ativar sua assinatura agora. Em alguns minutos ela será ativada ou o valor estornado, automaticamente: não pague de novo.",
  );
}
