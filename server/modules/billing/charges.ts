import { and, desc, eq, inArray } from "drizzle-orm";
import { BILLING_CURRENCY } from "../../../common/billing";
import { type Charge, type ChargeStatus, receiptNumberOf } from "../../../common/billingAccount";
import type { Db } from "../../db/open";
import { payments, plans } from "../../db/schema";

/** A refund under way (a cancel's intent, cancelRefund.ts) reads refunded, without refundedAt until it is done. */
const STATUS: Record<string, ChargeStatus> = {
  approved: "paid",
  refunded: "refunded",
  refunding: "refunded",
  failed: "failed",
};

/**
 * The caller's charges, newest first (GET /api/billing/charges). A pending
 * row (a renewal in flight) is not shown until it is settled; a refund reads
 * on its charge ("refunded", refundedAt). Only this user's rows, ever.
 */
export async function chargesOf(db: Db, userId: string): Promise<Charge[]> {
  const rows = await db
    .select({ payment: payments, planName: plans.name })
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .where(and(eq(payments.userId, userId), inArray(payments.status, Object.keys(STATUS))))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map(({ payment: p, planName }) => ({
    id: p.id,
    receiptNumber: receiptNumberOf(p.id),
    createdAt: p.createdAt.toISOString(),
    amount: p.amountCents,
    currency: BILLING_CURRENCY,
    status: STATUS[p.status] ?? "failed",
    cardBrand: p.cardBrand,
    cardLast4: p.last4,
    planName,
    periodStart: p.periodStart?.toISOString() ?? null,
    periodEnd: p.periodEnd?.toISOString() ?? null,
    refundedAt: p.refundedAt?.toISOString() ?? null,
  }));
}
