import { and, eq, gt, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { receiptNumberOf } from "../../../common/billingAccount";
import { payments, plans, users } from "../../db/schema";
import type { CustomerCharge } from "../../paymentGateway";
import { findActivePlan } from "../plans/public";
import { billingMails } from "./billingMails";
import { leaseFree, leaseUntil, releaseLease } from "./paymentLease";
import { addMonth } from "./periods";
import { type PaymentAttempt, type PaymentOutcome, pendingPayment, recordPayment } from "./recordPayment";
import type { BillingDeps } from "./service";

/** Due dates: a trial whose end came, a paid period that ran out. */
const trialDue = (now: Date) => and(eq(users.subscriptionStatus, "trialing"), lte(users.trialEndsAt, now));
const periodDue = (now: Date) =>
  and(eq(users.subscriptionStatus, "active"), lte(users.currentPeriodEnd, now));
const switchedOn = eq(users.subscriptionActive, true);
/** A cancel's refund under way (cancelRefund.ts): the account is being cancelled, not renewed. */
const noRefundUnderWay = sql`not exists (select 1 from ${payments} where ${payments.userId} = ${users.id} and ${payments.status} = 'refunding')`;

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
    try {
      // Cancelled first: if the gateway fails, the row stays due and the next run tries again.
      if (row.mpSubscriptionId) await gateway.cancelSubscription(row.mpSubscriptionId);
      const done = await db
        .update(users)
        .set({ subscriptionStatus: "expired", mpSubscriptionId: null })
        .where(and(eq(users.id, row.id), due))
        .returning({ id: users.id });
      ended += done.length;
    } catch (error) {
      // One account's failure does not hold up the others' (nor the renewals after).
      deps.log?.error(
        { err: error, userId: row.id },
        "assinatura desligada não encerrada; tentaremos de novo",
      );
    }
  }
  return ended;
}

type Account = Pick<
  typeof users.$inferSelect,
  "id" | "email" | "firstName" | "mpCustomerId" | "cardBrand" | "cardLast4" | "firstChargeAt"
>;

/** One period to settle: a trial to convert or a paid month to renew, from periodStart. */
type DueCharge = {
  kind: "trial_conversion" | "renewal";
  account: Account;
  plan: { id: number; name: string; price: number } | null;
  periodStart: Date;
  /** The account still in the state it was read in, for this very period. */
  stillDue: SQL | undefined;
};

type Settled = "converted" | "renewed" | "expired" | "unchanged";

/**
 * The key of one charge intent, sent to the gateway and unique in payments:
 * the same period is charged once, however many runs or instances ask.
 */
export const idempotencyKeyOf = (charge: Pick<DueCharge, "kind" | "account" | "periodStart">) =>
  `${charge.kind}:${charge.account.id}:${charge.periodStart.toISOString()}`;

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  mpCustomerId: users.mpCustomerId,
  cardBrand: users.cardBrand,
  cardLast4: users.cardLast4,
  firstChargeAt: users.firstChargeAt,
  trialEndsAt: users.trialEndsAt,
  currentPeriodEnd: users.currentPeriodEnd,
};

async function dueCharges(deps: BillingDeps, now: Date): Promise<DueCharge[]> {
  const { db } = deps;
  const trials = await db
    .select({ account: accountColumns, planId: plans.id, planName: plans.name, price: plans.price })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(and(switchedOn, trialDue(now)));
  // A scheduled downgrade takes effect here: the renewal charges that plan (decision 030).
  const renewals = await db
    .select({
      account: accountColumns,
      scheduledPlanId: users.scheduledPlanId,
      planId: plans.id,
      planName: plans.name,
      price: plans.price,
    })
    .from(users)
    .innerJoin(plans, eq(plans.id, sql`coalesce(${users.scheduledPlanId}, ${users.planId})`))
    .where(and(switchedOn, periodDue(now)));
  const due: DueCharge[] = [];
  for (const { account, planId, planName, price } of trials) {
    // trialDue matched, so trialEndsAt is set; the check only tells the compiler.
    if (!account.trialEndsAt) continue;
    due.push({
      kind: "trial_conversion",
      account,
      plan:
        planId !== null && price !== null && planName !== null ? { id: planId, name: planName, price } : null,
      periodStart: account.trialEndsAt,
      stillDue: and(
        eq(users.id, account.id),
        eq(users.subscriptionStatus, "trialing"),
        eq(users.trialEndsAt, account.trialEndsAt),
      ),
    });
  }
  for (const { account, scheduledPlanId, planId, planName, price } of renewals) {
    if (!account.currentPeriodEnd) continue;
    due.push({
      kind: "renewal",
      account,
      plan: { id: planId, name: planName, price },
      periodStart: account.currentPeriodEnd,
      stillDue: and(
        eq(users.id, account.id),
        eq(users.subscriptionStatus, "active"),
        eq(users.currentPeriodEnd, account.currentPeriodEnd),
        // Charged the plan read above: a downgrade dropped (or made) meanwhile waits for the next run.
        scheduledPlanId === null ? isNull(users.scheduledPlanId) : eq(users.scheduledPlanId, scheduledPlanId),
      ),
    });
  }
  return due;
}

/**
 * Settles one due period: write the payment as pending with the period's key
 * (or find the one a crashed run left), charge with that key, then in one
 * transaction record the outcome and move the account. A crash after the
 * charge leaves the account due and the row pending; the next run asks the
 * gateway again with the same key, which answers the same payment, and settles.
 */
async function settleDue(deps: BillingDeps, due: DueCharge, now: Date): Promise<Settled> {
  const { db, gateway } = deps;
  const { account, plan } = due;
  if (!plan || (due.kind === "trial_conversion" && !account.mpCustomerId)) {
    // A trial that never got a card (or has no plan): nothing to charge, access ends at its end.
    return (await expire(deps, due)) ? "expired" : "unchanged";
  }
  const duePlan = { ...due, plan };
  const idempotencyKey = idempotencyKeyOf(due);
  const attempt: PaymentAttempt & { idempotencyKey: string } = {
    userId: account.id,
    planId: plan.id,
    kind: due.kind,
    amountCents: plan.price,
    cardBrand: account.cardBrand,
    last4: account.cardLast4,
    idempotencyKey,
    periodStart: due.periodStart,
    periodEnd: addMonth(due.periodStart),
    at: now,
  };
  const customerId = account.mpCustomerId;
  // No card kept (an account the admin switched on, say): nothing was refused, the period just ends.
  if (!customerId) return (await expire(deps, due)) ? "expired" : "unchanged";
  // Decided in one statement that locks the account: still due, still switched on, and no
  // other payment of this person under way (a checkout, another instance's run); the
  // payment lease is taken, and the pending row written, in the same transaction.
  const until = leaseUntil(now);
  const payment = await db.transaction(async (tx) => {
    const [still] = await tx
      .update(users)
      .set({ checkoutLockedUntil: until })
      .where(and(due.stillDue, switchedOn, leaseFree(now), noRefundUnderWay))
      .returning({ id: users.id });
    return still ? pendingPayment(tx, attempt) : undefined;
  });
  if (!payment) return "unchanged";
  try {
    if (payment.status !== "pending") {
      deps.log?.warn(
        { userId: account.id, payment: payment.id, status: payment.status },
        "período já cobrado e registrado, mas a conta não avançou; verifique",
      );
      return "unchanged";
    }
    const charge: CustomerCharge = await gateway.chargeCustomer(customerId, plan.price, idempotencyKey);
    if (!charge.ok) return await settle(deps, duePlan, attempt, { ok: false, code: charge.code }, now);
    const subscriptionId =
      due.kind === "trial_conversion"
        ? (await gateway.startSubscription(customerId, plan.id, plan.price, `${idempotencyKey}:subscription`))
            .subscriptionId
        : undefined;
    return await settle(
      deps,
      duePlan,
      attempt,
      { ok: true, paymentId: charge.paymentId },
      now,
      subscriptionId,
    );
  } finally {
    await releaseLease(deps, account.id, until);
  }
}

/** In one transaction: the payment's outcome (once per key) and the account's next state. */
async function settle(
  deps: BillingDeps,
  due: DueCharge & { plan: NonNullable<DueCharge["plan"]> },
  attempt: PaymentAttempt,
  outcome: PaymentOutcome,
  now: Date,
  subscriptionId?: string,
): Promise<Settled> {
  const result = await deps.db
    .transaction(async (tx): Promise<Settled | "stale" | "moved"> => {
      const recorded = await recordPayment(tx, attempt, outcome);
      // Settled already (another instance got here first): nothing more to move.
      if (!recorded) return "unchanged";
      const card = { brand: due.account.cardBrand, last4: due.account.cardLast4 };
      if (!outcome.ok) {
        const ended = await tx
          .update(users)
          .set({ subscriptionStatus: "expired", subscriptionActive: false })
          .where(due.stillDue)
          .returning({ id: users.id });
        if (!ended.length) return "stale";
        // Access ends at the period's end; the owner learns why and that nothing was charged.
        await billingMails.accessEnded(tx, deps, due.account, {
          planName: due.plan.name,
          reason: "declined",
          amount: due.plan.price,
          card,
        });
        return "expired";
      }
      const next = addMonth(due.periodStart);
      const moved = await tx
        .update(users)
        .set(
          due.kind === "trial_conversion"
            ? {
                subscriptionStatus: "active",
                currentPeriodEnd: next,
                firstChargeAt: due.account.firstChargeAt ?? now,
                ...(subscriptionId ? { mpSubscriptionId: subscriptionId } : {}),
              }
            : { currentPeriodEnd: next, planId: due.plan.id, scheduledPlanId: null },
        )
        .where(due.stillDue)
        .returning({ id: users.id });
      // Money taken for a period the account has left (its lease ran out mid-charge, an admin
      // moved it): never "approved" without access. Rolled back, the intent stays pending, refunded below.
      if (!moved.length) throw new Rollback("moved" as const);
      await billingMails.charge(tx, deps, due.account, {
        planName: due.plan.name,
        amount: due.plan.price,
        card,
        periodStart: due.periodStart,
        periodEnd: next,
        receiptNumber: receiptNumberOf(recorded.id),
        paidAt: now,
      });
      return due.kind === "trial_conversion" ? "converted" : "renewed";
    })
    .catch((error: unknown) => {
      if (error instanceof Rollback) return error.answer as "moved";
      throw error;
    });
  if (result === "moved" && outcome.ok)
    return refundMovedOn(deps, due, attempt, outcome.paymentId, now, subscriptionId);
  if (result !== "stale" && result !== "moved") return result;
  // The payment is the truth (the money moved or was refused); the account had left this period meanwhile.
  deps.log?.warn(
    { userId: due.account.id, kind: due.kind, approved: outcome.ok },
    "pagamento registrado, mas a conta mudou de estado durante a cobrança; verifique",
  );
  return "unchanged";
}

/** Thrown to roll a transaction back with an answer. */
class Rollback<T> extends Error {
  constructor(readonly answer: T) {
    super("rollback");
  }
}

/**
 * An approved renewal charge whose account left the period meanwhile gives
 * the money back (decision 028): the refund with a key of the intent, then
 * the intent pending → refunded. Should either fail, the intent stays pending
 * and reconciliation refunds it (the same key: given back once).
 */
async function refundMovedOn(
  deps: BillingDeps,
  due: DueCharge,
  attempt: PaymentAttempt,
  paymentId: string,
  now: Date,
  subscriptionId?: string,
): Promise<Settled> {
  const key = attempt.idempotencyKey;
  if (!key) return "unchanged";
  // A trial conversion's new subscription would bill an account that no longer has it.
  if (subscriptionId) await deps.gateway.cancelSubscription(subscriptionId);
  await deps.gateway.refund(paymentId, attempt.amountCents, `refund:${key}`);
  await deps.db
    .update(payments)
    .set({ status: "refunded", refundedAt: now, gatewayId: paymentId })
    .where(and(eq(payments.idempotencyKey, key), eq(payments.status, "pending")));
  deps.log?.warn(
    { userId: due.account.id, kind: due.kind, gatewayPayment: paymentId },
    "conta mudou de estado durante a cobrança; cobrança estornada",
  );
  return "unchanged";
}

/** A trial (or a period) without a card ends, and its owner is told, in one transaction. */
async function expire(deps: BillingDeps, due: DueCharge): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const ended = await tx
      .update(users)
      .set({ subscriptionStatus: "expired", subscriptionActive: false })
      .where(and(due.stillDue, switchedOn))
      .returning({ id: users.id });
    if (!ended.length) return false;
    await billingMails.accessEnded(tx, deps, due.account, {
      planName: due.plan?.name ?? "escolhido",
      reason: due.kind === "trial_conversion" ? "no_card" : "no_card_renewal",
      amount: due.plan?.price ?? 0,
      card: null,
    });
    return true;
  });
}

/** The reminder goes this long before a trial ends. */
export const TRIAL_REMINDER_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * "Your trial ends in 2 days", once per trial: one conditional UPDATE marks
 * the trials that reach the 2-day mark and were not reminded yet, and their
 * mails are queued in the same transaction (two runs at once mail once).
 */
export async function remindEndingTrials(deps: BillingDeps, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const reminded = await tx
      .update(users)
      .set({ trialReminderSentAt: now })
      .where(
        and(
          eq(users.subscriptionStatus, "trialing"),
          switchedOn,
          isNull(users.trialReminderSentAt),
          gt(users.trialEndsAt, now),
          lte(users.trialEndsAt, new Date(now.getTime() + TRIAL_REMINDER_MS)),
        ),
      )
      .returning();
    for (const user of reminded) {
      const plan = user.planId ? await findActivePlan(tx, user.planId) : undefined;
      if (!plan || !user.trialEndsAt) continue;
      await billingMails.trialEnding(tx, deps, user, {
        planName: plan.name,
        price: plan.price,
        trialEndsAt: user.trialEndsAt,
        card: user.mpCustomerId ? { brand: user.cardBrand, last4: user.cardLast4 } : null,
      });
    }
    return reminded.length;
  });
}

/**
 * Moves subscriptions whose date has come: a trial with a card on file becomes
 * a paid period (charged), one without expires; a paid period renews on the
 * kept customer or, refused, expires; a cancelled period that ended expires.
 * Only accounts the admin has not switched off are charged (see
 * endSwitchedOff). Each period is settled on its own (see settleDue): a
 * failure on one account is logged and the others go on; run again, it
 * charges no period twice, from one instance or several at once.
 */
export async function processDueSubscriptions(
  deps: BillingDeps,
): Promise<{ converted: number; expired: number }> {
  const now = deps.now();
  let converted = 0;
  let expired = await endSwitchedOff(deps, now);
  const reminded = await remindEndingTrials(deps, now).catch((error: unknown) => {
    deps.log?.error({ err: error }, "lembretes de fim de teste não enviados; tentaremos de novo");
    return 0;
  });
  for (const due of await dueCharges(deps, now)) {
    try {
      const settled = await settleDue(deps, due, now);
      if (settled === "converted") converted++;
      if (settled === "expired") expired++;
    } catch (error) {
      // Left due (and its payment pending, if charged): the next run settles it with the same key.
      deps.log?.error(
        { err: error, userId: due.account.id, kind: due.kind },
        "assinatura vencida não processada; tentaremos de novo",
      );
    }
  }
  const ended = await deps.db
    .update(users)
    .set({ subscriptionStatus: "expired", subscriptionActive: false })
    .where(and(eq(users.subscriptionStatus, "cancelled"), lte(users.currentPeriodEnd, now)))
    .returning({ id: users.id });
  expired += ended.length;
  deps.wake?.();
  deps.log?.info({ converted, expired, reminded }, "assinaturas vencidas processadas");
  return { converted, expired };
}
