import { eq } from "drizzle-orm";
import { BILLING_CURRENCY, type Card, lastFourOf, type PaymentResult } from "../../../common/billing";
import { receiptNumberOf } from "../../../common/billingAccount";
import type { Db } from "../../db/open";
import { payments, users } from "../../db/schema";
import { AppError, badRequest } from "../../http/errors";
import { dateBr } from "../../mail/templates/billingMails";
import type { ChargeOk } from "../../paymentGateway";
import { findActivePlan } from "../plans/service";
import { alreadySubscribed, trialRunning } from "./accountState";
import { billingMails } from "./billingMails";
import { displayNameOf } from "./names";
import { PAYMENT_IN_PROGRESS, PAYMENT_LEASE_MS, releaseLease, takeLease } from "./paymentLease";
import { addMonth } from "./periods";
import { recordPayment } from "./recordPayment";
import { type BillingDeps, cardRefused, expiredByDate, verifyTrialCard } from "./service";
import { cardClaim, claimTrial, takenClaim, trialUsed } from "./trialClaims";

type UserRow = typeof users.$inferSelect;
type Plan = { id: number; name: string; price: number };

async function planOrThrow(db: Db, planId: number): Promise<Plan> {
  const plan = await findActivePlan(db, planId);
  if (!plan) throw badRequest("PLAN_NOT_FOUND", "Esse plano não existe ou não está disponível.");
  return plan;
}

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
  const result =
    expiredByDate(card, now) ??
    (await gateway.charge(card, { email: user.email, name, customerId: user.mpCustomerId }, plan.price));
  const periodEnd = addMonth(now);
  const attempt = {
    userId,
    planId: plan.id,
    kind: "charge" as const,
    amountCents: plan.price,
    periodStart: now,
    periodEnd,
    at: now,
  };
  if (!result.ok) {
    await recordPayment(db, attempt, { ok: false, code: result.code, last4: lastFourOf(card.cardNumber) });
    throw cardRefused(result);
  }
  // The money has moved: from here, any failure gives it back.
  let started: string | undefined;
  try {
    const payment = await recordPayment(db, attempt, {
      ok: true,
      paymentId: result.paymentId,
      cardBrand: result.brand,
      last4: result.last4,
    });
    const subscriptionId = (await gateway.startSubscription(result.customerId, plan.id, plan.price))
      .subscriptionId;
    started = subscriptionId;
    // The account moves and its receipt is queued together.
    await db.transaction(async (tx) => {
      await activate(tx, user, plan, result, subscriptionId, now);
      if (payment) {
        await billingMails.charge(tx, deps, user, {
          planName: plan.name,
          amount: plan.price,
          card: { brand: result.brand, last4: result.last4 },
          periodStart: now,
          periodEnd,
          receiptNumber: receiptNumberOf(payment.id),
          paidAt: now,
        });
      }
    });
    deps.wake?.();
  } catch (error) {
    await compensate(deps, { userId, result, plan, subscriptionId: started, now, cause: error });
  }
  // The old subscription ends only once the new one is in place; a failure here
  // leaves an extra gateway subscription to cancel by hand, never a paid plan lost.
  if (user.mpSubscriptionId && user.mpSubscriptionId !== started) {
    await gateway.cancelSubscription(user.mpSubscriptionId).catch((error: unknown) => {
      deps.log?.error(
        { err: error, userId, subscription: user.mpSubscriptionId },
        "assinatura antiga não cancelada",
      );
    });
  }
  return {
    payment: { status: "approved", last4: result.last4 },
    chargeToday: plan.price,
    firstChargeAt: null,
    currency: BILLING_CURRENCY,
  };
}

async function activate(
  db: Db,
  user: UserRow,
  plan: Plan,
  result: ChargeOk,
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
    })
    .where(eq(users.id, user.id));
}

/**
 * Charged but not activated: cancel what was started, refund, mark the
 * payment, and say so. A refund that fails is logged with the gateway's
 * payment id for a person to finish, and the answer says it is pending.
 */
async function compensate(
  deps: BillingDeps,
  f: {
    userId: string;
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
      log?.error(
        { err: error, ...context },
        "ESTORNO PENDENTE: devolva este pagamento pelo painel do gateway",
      );
      return false;
    },
  );
  if (refunded) {
    await db
      .update(payments)
      .set({ status: "refunded", refundedAt: f.now })
      .where(eq(payments.gatewayId, f.result.paymentId))
      .catch((error: unknown) => log?.error({ err: error, ...context }, "estorno feito, mas não registrado"));
  }
  throw new AppError(
    502,
    "ACTIVATION_FAILED",
    refunded
      ? "Não conseguimos ativar sua assinatura agora. O valor foi estornado no seu cartão; tente de novo em instantes."
      : "Não conseguimos ativar sua assinatura agora. O estorno do valor está pendente e será feito pela nossa equipe; fale com o suporte se precisar.",
  );
}
