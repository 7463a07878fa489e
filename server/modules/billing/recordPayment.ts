import { eq } from "drizzle-orm";
import type { Db } from "../../db/open";
import { payments } from "../../db/schema";

/** "upgrade": the prorated difference of a move to a dearer plan mid-period (decision 030). */
export type PaymentKind = "charge" | "trial_conversion" | "renewal" | "upgrade";

/**
 * approved, failed, refunded; "pending" only while a keyed charge is in flight
 * (see pendingPayment); "void" for an intent the gateway never got (reconcile.ts);
 * "refunding" for an approved charge a cancel is giving back (cancelRefund.ts).
 */
export type PaymentStatus = "pending" | "approved" | "failed" | "refunded" | "void" | "refunding";

export type PaymentRow = typeof payments.$inferSelect;

/** What was charged, for whom and why; never a card number or CVC. */
export type PaymentAttempt = {
  userId: string;
  planId: number;
  kind: PaymentKind;
  amountCents: number;
  cardBrand?: string | null;
  last4?: string | null;
  /** One per charge intent (a trial conversion or renewal: user + period start). */
  idempotencyKey?: string;
  periodStart?: Date;
  periodEnd?: Date;
  /** When it happened, on the app's clock (ctx.now); the database's now otherwise. */
  at?: Date;
};

/** What the gateway answered: its payment id, or the refusal's code (null when nothing could be charged). */
export type PaymentOutcome =
  | { ok: true; paymentId: string; cardBrand?: string | null; last4?: string | null }
  | { ok: false; code: string | null; last4?: string | null };

const columnsOf = (attempt: PaymentAttempt) => ({
  userId: attempt.userId,
  planId: attempt.planId,
  kind: attempt.kind,
  amountCents: attempt.amountCents,
  cardBrand: attempt.cardBrand ?? null,
  last4: attempt.last4 ?? null,
  idempotencyKey: attempt.idempotencyKey ?? null,
  periodStart: attempt.periodStart ?? null,
  periodEnd: attempt.periodEnd ?? null,
  ...(attempt.at ? { createdAt: attempt.at } : {}),
});

const outcomeColumns = (outcome: PaymentOutcome) =>
  outcome.ok
    ? {
        status: "approved" as const,
        failureCode: null,
        gatewayId: outcome.paymentId,
        ...(outcome.cardBrand !== undefined ? { cardBrand: outcome.cardBrand } : {}),
        ...(outcome.last4 !== undefined ? { last4: outcome.last4 } : {}),
      }
    : {
        status: "failed" as const,
        failureCode: outcome.code,
        gatewayId: null,
        ...(outcome.last4 !== undefined ? { last4: outcome.last4 } : {}),
      };

/**
 * The one way a charge's outcome is written down (checkout, trial
 * conversion, renewal). Without a key, a new row. With a key, the key's row
 * goes from pending to the outcome (or is written with it when there was no
 * pending row), once: a row already settled stays as it is and the answer is
 * undefined, so a caller that lost a race, or repeats a settled period, moves
 * nothing else. Pass the transaction that also moves the account.
 */
export async function recordPayment(
  db: Db,
  attempt: PaymentAttempt,
  outcome: PaymentOutcome,
): Promise<PaymentRow | undefined> {
  const values = { ...columnsOf(attempt), ...outcomeColumns(outcome) };
  if (!attempt.idempotencyKey) {
    const [row] = await db.insert(payments).values(values).returning();
    return row;
  }
  const [row] = await db
    .insert(payments)
    .values(values)
    .onConflictDoUpdate({
      target: payments.idempotencyKey,
      set: outcomeColumns(outcome),
      setWhere: eq(payments.status, "pending"),
    })
    .returning();
  return row;
}

/**
 * The row of a keyed charge before the gateway is asked: written "pending",
 * or the one already there for this key (a run that crashed after charging,
 * or another instance on the same period). Whoever finds it pending asks the
 * gateway with the same key, which charges at most once.
 */
export async function pendingPayment(
  db: Db,
  attempt: PaymentAttempt & { idempotencyKey: string },
): Promise<PaymentRow> {
  const [created] = await db
    .insert(payments)
    .values({ ...columnsOf(attempt), status: "pending" })
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  if (created) return created;
  const [existing] = await db
    .select()
    .from(payments)
    .where(eq(payments.idempotencyKey, attempt.idempotencyKey));
  if (!existing) throw new Error(`payment ${attempt.idempotencyKey}: conflict without a row`);
  return existing;
}
