import { eq } from "drizzle-orm";
import { BILLING_CURRENCY, type Subscription } from "../../../common/billing";
import { type PlanChangeKind, type PlanChangePreview, receiptNumberOf } from "../../../common/billingAccount";
import type { Plan } from "../../../common/plans";
import { users } from "../../db/schema";
import { AppError, badRequest, conflict, notFound } from "../../http/errors";
import { dateBr } from "../../mail/templates/billingMails";
import { findActivePlan } from "../plans/public";
import { nextChargeAtOf, trialRunning } from "./accountState";
import { billingMails } from "./billingMails";
import { refundingOf } from "./cancelRefund";
import { releaseLease, takeLease } from "./paymentLease";
import { paidPeriodEndingAt, proratedCents } from "./proration";
import { pendingPayment, recordPayment } from "./recordPayment";
import { type BillingDeps, cardRefused, subscriptionOf } from "./service";

type UserRow = typeof users.$inferSelect;

type Decision = {
  kind: PlanChangeKind;
  plan: Plan;
  /** Cents charged now (an upgrade's prorated difference). */
  chargeToday: number;
  /** The paid period, when there is one. */
  period: { start: Date; end: Date } | null;
};

const NO_RUNNING_PLAN = () =>
  conflict(
    "NO_RUNNING_PLAN",
    "Você não tem um plano em andamento para mudar. Escolha um plano para assinar.",
  );

async function planOrThrow(deps: BillingDeps, planId: number): Promise<Plan> {
  const plan = await findActivePlan(deps.db, planId);
  if (!plan) throw badRequest("PLAN_NOT_FOUND", "Esse plano não existe ou não está disponível.");
  return plan;
}

/**
 * What changing to `plan` means for this account now (decision 030). During
 * the trial (nothing paid, docs/decisions/022-honest-trial.md) it is a plan
 * change and nothing else. While a paid period runs: a dearer plan is charged
 * the prorated difference and starts now; a cheaper one waits for the
 * period's end; the plan being paid drops a scheduled downgrade.
 */
async function decide(deps: BillingDeps, user: UserRow, plan: Plan, now: Date): Promise<Decision> {
  const running = ["trialing", "active"].includes(user.subscriptionStatus) && user.subscriptionActive;
  if (!running) throw NO_RUNNING_PLAN();
  const paying = user.subscriptionStatus === "active" && !!user.firstChargeAt && !!user.currentPeriodEnd;
  if (user.planId === plan.id) {
    if (paying && user.scheduledPlanId) return { kind: "keep", plan, chargeToday: 0, period: null };
    throw conflict("ALREADY_ON_PLAN", `Você já está no plano ${plan.name}.`);
  }
  if (!paying || trialRunning(user, now) || !user.currentPeriodEnd) {
    return { kind: "now", plan, chargeToday: 0, period: null };
  }
  const current = user.planId ? await findActivePlan(deps.db, user.planId) : undefined;
  const difference = plan.price - (current?.price ?? 0);
  const period = await paidPeriodEndingAt(deps.db, user.id, user.currentPeriodEnd);
  if (difference < 0) {
    if (user.scheduledPlanId === plan.id) {
      throw conflict(
        "PLAN_CHANGE_SCHEDULED",
        `A mudança para o plano ${plan.name} já está marcada para ${dateBr(period.end)}.`,
      );
    }
    return { kind: "downgrade", plan, chargeToday: 0, period };
  }
  const chargeToday = proratedCents(difference, period, now);
  return { kind: chargeToday > 0 ? "upgrade" : "now", plan, chargeToday, period };
}

/** GET /api/billing/plan-change-preview: what PUT /api/billing/plan would do now, nothing changed. */
export async function planChangePreview(
  deps: BillingDeps,
  userId: string,
  planId: number,
): Promise<PlanChangePreview> {
  const plan = await planOrThrow(deps, planId);
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("Conta não encontrada.");
  const now = deps.now();
  const decision = await decide(deps, user, plan, now);
  const sub = await subscriptionOf(deps, userId);
  const nextChargeAt = sub.nextChargeAt;
  return {
    planId: plan.id,
    planName: plan.name,
    kind: decision.kind,
    chargeToday: decision.chargeToday,
    currency: BILLING_CURRENCY,
    effectiveAt: decision.kind === "downgrade" && decision.period ? decision.period.end.toISOString() : null,
    nextChargeAt,
    nextChargeAmount: nextChargeAt ? plan.price : null,
  };
}

/**
 * PUT /api/billing/plan ("Mudar de plano" in Minha conta), under the
 * account's payment lease (one payment or change at a time): see decide.
 * An upgrade's charge goes the way of every keyed charge (pending row, the
 * kept card charged with the key, then one transaction with the outcome, the
 * new plan and the receipt mail); a refused card changes nothing but the
 * failed row.
 */
export async function changePlan(deps: BillingDeps, userId: string, planId: number): Promise<Subscription> {
  const plan = await planOrThrow(deps, planId);
  const now = deps.now();
  const { user, until } = await takeLease(deps.db, userId, now);
  try {
    // A cancel's refund under way (cancelRefund.ts): the account is being cancelled, charge nothing.
    if (await refundingOf(deps.db, userId)) {
      throw conflict(
        "CANCEL_IN_PROGRESS",
        "O cancelamento com estorno está em andamento. Aguarde alguns minutos.",
      );
    }
    const decision = await decide(deps, user, plan, now);
    if (decision.kind === "upgrade") await chargeUpgrade(deps, user, decision, now);
    else {
      const set =
        decision.kind === "downgrade"
          ? { scheduledPlanId: plan.id }
          : decision.kind === "keep"
            ? { scheduledPlanId: null }
            : { planId: plan.id, scheduledPlanId: null };
      const facts = await changeMailFacts(deps, user, decision, now);
      await deps.db.transaction(async (tx) => {
        await tx.update(users).set(set).where(eq(users.id, userId));
        await billingMails.planChanged(tx, deps, user, facts);
      });
    }
  } finally {
    await releaseLease(deps, userId, until);
  }
  deps.wake?.();
  return subscriptionOf(deps, userId);
}

/** DELETE /api/billing/plan/scheduled: drops a scheduled downgrade; the paid plan renews as it is. */
export async function cancelScheduledChange(deps: BillingDeps, userId: string): Promise<Subscription> {
  const { user, until } = await takeLease(deps.db, userId, deps.now());
  try {
    if (!user.scheduledPlanId) {
      throw new AppError(409, "NO_SCHEDULED_CHANGE", "Não há mudança de plano marcada para desfazer.");
    }
    const kept = user.planId ? await findActivePlan(deps.db, user.planId) : undefined;
    const facts = kept
      ? await changeMailFacts(
          deps,
          user,
          { kind: "keep", plan: kept, chargeToday: 0, period: null },
          deps.now(),
        )
      : null;
    await deps.db.transaction(async (tx) => {
      await tx.update(users).set({ scheduledPlanId: null }).where(eq(users.id, userId));
      if (facts) await billingMails.planChanged(tx, deps, user, facts);
    });
  } finally {
    await releaseLease(deps, userId, until);
  }
  deps.wake?.();
  return subscriptionOf(deps, userId);
}

async function chargeUpgrade(deps: BillingDeps, user: UserRow, decision: Decision, now: Date): Promise<void> {
  const { plan, chargeToday, period } = decision;
  if (!period) throw new Error("upgrade without a paid period");
  const customerId = user.mpCustomerId;
  if (!customerId) {
    throw conflict("CARD_REQUIRED", "Cadastre um cartão em Minha conta para mudar para um plano maior.");
  }
  // One key per upgrade asked (the lease makes them one at a time; once on the plan, a second is a 409).
  const idempotencyKey = `upgrade:${user.id}:${now.toISOString()}`;
  const attempt = {
    userId: user.id,
    planId: plan.id,
    kind: "upgrade" as const,
    amountCents: chargeToday,
    cardBrand: user.cardBrand,
    last4: user.cardLast4,
    idempotencyKey,
    periodStart: now,
    periodEnd: period.end,
    at: now,
  };
  await pendingPayment(deps.db, attempt);
  const charge = await deps.gateway.chargeCustomer(customerId, chargeToday, idempotencyKey);
  if (!charge.ok) {
    await recordPayment(deps.db, attempt, { ok: false, code: charge.code });
    throw cardRefused(charge);
  }
  // Read before the transaction: one connection (PGlite) cannot serve a read outside it meanwhile.
  const facts = await changeMailFacts(deps, user, decision, now);
  await deps.db.transaction(async (tx) => {
    const recorded = await recordPayment(tx, attempt, { ok: true, paymentId: charge.paymentId });
    await tx.update(users).set({ planId: plan.id, scheduledPlanId: null }).where(eq(users.id, user.id));
    if (!recorded) return;
    await billingMails.charge(tx, deps, user, {
      planName: plan.name,
      amount: chargeToday,
      card: { brand: user.cardBrand, last4: user.cardLast4 },
      periodStart: now,
      periodEnd: period.end,
      receiptNumber: receiptNumberOf(recorded.id),
      paidAt: now,
    });
    await billingMails.planChanged(tx, deps, user, facts);
  });
}

/** What the plan change mail tells: the new monthly price, what was charged today and when the next charge comes. */
async function changeMailFacts(deps: BillingDeps, user: UserRow, decision: Decision, now: Date) {
  const previous = user.planId ? await findActivePlan(deps.db, user.planId) : undefined;
  return {
    kind: decision.kind,
    planName: decision.plan.name,
    price: decision.plan.price,
    previousPlanName: previous?.name ?? null,
    chargeToday: decision.chargeToday,
    nextChargeAt: nextChargeAtOf(user, now),
    effectiveAt: decision.kind === "downgrade" ? (decision.period?.end ?? null) : null,
    card: user.mpCustomerId ? { brand: user.cardBrand, last4: user.cardLast4 } : null,
    inTrial: trialRunning(user, now),
  };
}
