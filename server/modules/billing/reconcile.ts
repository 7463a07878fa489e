import { and, asc, eq, isNotNull, lt } from "drizzle-orm";
import { receiptNumberOf } from "../../../common/billingAccount";
import { payments, users } from "../../db/schema";
import type { FoundCharge } from "../../paymentGateway";
import { findActivePlan } from "../plans/public";
import { alreadySubscribed } from "./accountState";
import { billingMails } from "./billingMails";
import { finishCancelRefund } from "./cancelRefund";
import { activate, cancelReplaced, subscriptionKeyOf } from "./checkout";
import { leaseFree, leaseUntil, releaseLease } from "./paymentLease";
import { addMonth } from "./periods";
import type { PaymentRow } from "./recordPayment";
import type { BillingDeps } from "./service";

/**
 * A charge intent still pending this long after it was written has no one
 * working on it: longer than a payment's lease (2 min) and any gateway timeout.
 */
export const RECONCILE_AFTER_MS = 5 * 60 * 1000;

/** A checkout's approved charge found later than this is refunded, not turned into a month the person may no longer want. */
export const ACTIVATE_WITHIN_MS = 24 * 60 * 60 * 1000;

/** How many intents one run looks at (the rest wait for the next run). */
const BATCH = 200;

export type Reconciled = "activated" | "refunded" | "failed" | "void" | "left";

type Outcome = Record<Reconciled, number>;

/**
 * Settles the charge intents whose outcome was never written down (the
 * database or the process went away between the gateway's answer and the
 * commit): asks the gateway what happened to each by its key, never charging,
 * and writes it down with what it implies for the account
 * (docs/decisions/028-charge-reconciliation.md). Idempotent: every write is
 * conditional on the intent still being pending, under the account's payment
 * lease, so two runs or two instances settle an intent once.
 */
export async function reconcileCharges(deps: BillingDeps): Promise<Outcome> {
  const now = deps.now();
  const stale = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "pending"),
        isNotNull(payments.idempotencyKey),
        lt(payments.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);
  const outcome: Outcome = { activated: 0, refunded: 0, failed: 0, void: 0, left: 0 };
  await settleEach(
    deps,
    outcome,
    stale,
    (intent) => reconcileIntent(deps, intent, now),
    "cobrança pendente não reconciliada; tentaremos de novo",
  );
  const refunding = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.status, "refunding"))
    .orderBy(asc(payments.id))
    .limit(BATCH);
  await settleEach(
    deps,
    outcome,
    refunding,
    (intent) => finishRefundIntent(deps, intent, now),
    "estorno de cancelamento não concluído; tentaremos de novo",
  );
  if (stale.length || refunding.length) deps.log?.info(outcome, "cobranças pendentes reconciliadas");
  return outcome;
}

/** Settles intents one by one; one intent's failure does not hold up the others: it stays for the next run. */
async function settleEach(
  deps: BillingDeps,
  outcome: Outcome,
  intents: PaymentRow[],
  settle: (intent: PaymentRow) => Promise<Reconciled>,
  failure: string,
): Promise<void> {
  for (const intent of intents) {
    try {
      outcome[await settle(intent)]++;
    } catch (error) {
      outcome.left++;
      deps.log?.error({ err: error, payment: intent.id }, failure);
    }
  }
}

/**
 * A cancel's refund intent left `refunding` (the database lost after it was
 * written): under the account's lease, the gateway's subscription cancelled,
 * the refund made with the intent's key (given once, however often asked),
 * then the cancel's outcome committed (cancelRefund.ts). No age needed: the
 * cancel holds the lease while it works, and the commit is conditional.
 */
async function finishRefundIntent(deps: BillingDeps, intent: PaymentRow, now: Date): Promise<Reconciled> {
  const until = leaseUntil(now);
  const [user] = await deps.db
    .update(users)
    .set({ checkoutLockedUntil: until })
    .where(and(eq(users.id, intent.userId), leaseFree(now)))
    .returning();
  if (!user) return "left";
  try {
    if (user.mpSubscriptionId) await deps.gateway.cancelSubscription(user.mpSubscriptionId);
    if (!(await finishCancelRefund(deps, user, intent, now))) return "left";
    deps.wake?.();
    deps.log?.warn(
      { userId: user.id, payment: intent.id },
      "cancelamento com estorno concluído na reconciliação",
    );
    return "refunded";
  } finally {
    await releaseLease(deps, user.id, until);
  }
}

async function reconcileIntent(deps: BillingDeps, intent: PaymentRow, now: Date): Promise<Reconciled> {
  const { db } = deps;
  const key = intent.idempotencyKey;
  if (!key) return "left";
  // The account's payment lease: no checkout, cancel or renewal of this person meanwhile.
  const until = leaseUntil(now);
  const [user] = await db
    .update(users)
    .set({ checkoutLockedUntil: until })
    .where(and(eq(users.id, intent.userId), leaseFree(now)))
    .returning();
  if (!user) return "left";
  try {
    // A renewal whose period is still due is the renewal run's: it charges again with the same key.
    if (intent.kind !== "charge" && renewalStillDue(user, intent)) return "left";
    const found = await deps.gateway.findCharge(key);
    if (!found) return (await markPending(deps, intent, { status: "void" })) ? "void" : "left";
    if (!found.ok) {
      const done = await markPending(deps, intent, { status: "failed", failureCode: found.code });
      return done ? "failed" : "left";
    }
    if (!found.refunded && intent.kind === "charge" && (await wantsPlan(deps, user, intent, now))) {
      return await activateIntent(deps, user, intent, found, now);
    }
    if (!found.refunded) await deps.gateway.refund(found.paymentId, intent.amountCents, `refund:${key}`);
    const done = await markPending(deps, intent, {
      status: "refunded",
      refundedAt: now,
      gatewayId: found.paymentId,
      ...(found.brand ? { cardBrand: found.brand } : {}),
      ...(found.last4 ? { last4: found.last4 } : {}),
    });
    if (done) {
      deps.log?.warn(
        { userId: user.id, payment: intent.id, gatewayPayment: found.paymentId },
        "cobrança aprovada sem ativação estornada na reconciliação",
      );
    }
    return done ? "refunded" : "left";
  } finally {
    await releaseLease(deps, user.id, until);
  }
}

type UserRow = typeof users.$inferSelect;

/** The account still in the period this renewal (or trial conversion) intent was for. */
function renewalStillDue(user: UserRow, intent: PaymentRow): boolean {
  const start = intent.periodStart?.getTime();
  if (intent.kind === "trial_conversion") {
    return user.subscriptionStatus === "trialing" && user.trialEndsAt?.getTime() === start;
  }
  return user.subscriptionStatus === "active" && user.currentPeriodEnd?.getTime() === start;
}

/**
 * A checkout's approved charge becomes access when the account still wants
 * it: the plan is still sold, the account has not paid (or kept a card for a
 * trial) since, and the charge is recent enough that access now is what the
 * person paid for. Otherwise the money goes back.
 */
async function wantsPlan(deps: BillingDeps, user: UserRow, intent: PaymentRow, now: Date): Promise<boolean> {
  if (now.getTime() - intent.createdAt.getTime() > ACTIVATE_WITHIN_MS) return false;
  if (alreadySubscribed(user, now)) return false;
  return Boolean(await findActivePlan(deps.db, intent.planId));
}

/** Writes the intent's outcome only while it is pending; true when this call wrote it. */
async function markPending(
  deps: BillingDeps,
  intent: PaymentRow,
  set: Partial<typeof payments.$inferInsert>,
): Promise<boolean> {
  const done = await deps.db
    .update(payments)
    .set(set)
    .where(and(eq(payments.id, intent.id), eq(payments.status, "pending")))
    .returning({ id: payments.id });
  return done.length > 0;
}

/**
 * The checkout finished late: the same subscription the checkout would have
 * started (same key), then in one transaction the payment approved for a
 * month from now and the account on the plan, with its receipt.
 */
async function activateIntent(
  deps: BillingDeps,
  user: UserRow,
  intent: PaymentRow,
  found: Extract<FoundCharge, { ok: true }>,
  now: Date,
): Promise<Reconciled> {
  const plan = await findActivePlan(deps.db, intent.planId);
  if (!plan || !intent.idempotencyKey) return "left";
  const { subscriptionId } = await deps.gateway.startSubscription(
    found.customerId,
    plan.id,
    intent.amountCents,
    subscriptionKeyOf(intent.idempotencyKey),
  );
  const periodEnd = addMonth(now);
  const card = { brand: found.brand ?? user.cardBrand ?? "", last4: found.last4 ?? user.cardLast4 ?? "" };
  const activated = await deps.db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({
        status: "approved",
        gatewayId: found.paymentId,
        cardBrand: card.brand || null,
        last4: card.last4 || null,
        periodStart: now,
        periodEnd,
      })
      .where(and(eq(payments.id, intent.id), eq(payments.status, "pending")))
      .returning();
    if (!payment) return false;
    await activate(tx, user, plan, { ...card, customerId: found.customerId }, subscriptionId, now);
    await billingMails.charge(tx, deps, user, {
      planName: plan.name,
      amount: intent.amountCents,
      card,
      periodStart: now,
      periodEnd,
      receiptNumber: receiptNumberOf(payment.id),
      paidAt: now,
    });
    return true;
  });
  if (!activated) return "left";
  deps.wake?.();
  await cancelReplaced(deps, user, subscriptionId);
  deps.log?.warn(
    { userId: user.id, payment: intent.id, gatewayPayment: found.paymentId },
    "cobrança aprovada sem ativação: conta ativada na reconciliação",
  );
  return "activated";
}
