import { eq } from "drizzle-orm";
import { type Card, lastFourOf } from "../../../common/billing";
import type { Db } from "../../db/open";
import { payments, users } from "../../db/schema";
import { AppError, badRequest } from "../../http/errors";
import { findActivePlan } from "../plans/service";
import type { ChargeOk } from "./gateway";
import { PAYMENT_IN_PROGRESS, PAYMENT_LEASE_MS, releaseLease, takeLease } from "./paymentLease";
import { addMonth } from "./periods";
import { recordPayment } from "./recordPayment";
import { type BillingDeps, cardRefused, expiredByDate } from "./service";

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
 * Charges the plan's price now and turns the account into a paid period.
 * Every attempt, approved or not (an expiry in the past included), is
 * recorded in payments (never the card). A plan change starts the new gateway
 * subscription, then cancels the previous one, so nobody is billed twice.
 * It holds the account's payment lease throughout (takeLease): a second
 * checkout or a cancel meanwhile is a 409 that changes nothing.
 */
export async function checkout(deps: BillingDeps, userId: string, planId: number, card: Card) {
  const plan = await planOrThrow(deps.db, planId);
  const { user, until } = await takeLease(deps.db, userId, deps.now());
  try {
    return await chargeAndActivate(deps, user, plan, card);
  } finally {
    await releaseLease(deps, userId, until);
  }
}

async function chargeAndActivate(deps: BillingDeps, user: UserRow, plan: Plan, card: Card) {
  const { db, gateway } = deps;
  const userId = user.id;
  const now = deps.now();
  if (alreadyPaid(user, plan, now)) {
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
  const attempt = { userId, planId: plan.id, kind: "charge" as const, amountCents: plan.price };
  if (!result.ok) {
    await recordPayment(db, attempt, { ok: false, code: result.code, last4: lastFourOf(card.cardNumber) });
    throw cardRefused(result);
  }
  // The money has moved: from here, any failure gives it back.
  let started: string | undefined;
  try {
    await recordPayment(db, attempt, {
      ok: true,
      paymentId: result.paymentId,
      cardBrand: result.brand,
      last4: result.last4,
    });
    started = (await gateway.startSubscription(result.customerId, plan.id, plan.price)).subscriptionId;
    await activate(db, user, plan, result, started, now);
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
  return { payment: { status: "approved" as const, last4: result.last4 } };
}

/** Active on this plan with the month still running: a second charge would only restart it. */
function alreadyPaid(user: UserRow, plan: Plan, now: Date): boolean {
  return (
    user.subscriptionStatus === "active" &&
    user.subscriptionActive &&
    user.planId === plan.id &&
    !!user.currentPeriodEnd &&
    user.currentPeriodEnd > now
  );
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
