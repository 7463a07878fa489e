import { and, eq, isNull, lt, or } from "drizzle-orm";
import { users } from "../../db/schema";
import type { BillingDeps } from "./service";

/**
 * How long a payment in progress (a checkout, a renewal) holds the account
 * through users.checkoutLockedUntil. Freed when the payment ends; the lease
 * only matters when a process dies midway, and then the account is free again
 * after this, not locked forever.
 */
export const PAYMENT_LEASE_MS = 2 * 60 * 1000;

export const leaseUntil = (now: Date) => new Date(now.getTime() + PAYMENT_LEASE_MS);

/** Nobody holds the account's lease, or whoever did ran out of time. */
export const leaseFree = (now: Date) =>
  or(isNull(users.checkoutLockedUntil), lt(users.checkoutLockedUntil, now));

/** Frees the lease this payment took (never one another payment took after ours ran out). */
export async function releaseLease(deps: BillingDeps, userId: string, until: Date): Promise<void> {
  await deps.db
    .update(users)
    .set({ checkoutLockedUntil: null })
    .where(and(eq(users.id, userId), eq(users.checkoutLockedUntil, until)))
    .catch((error: unknown) => {
      // Not fatal: the lease runs out by itself.
      deps.log?.error({ err: error, userId }, "trava de pagamento não liberada; expira sozinha");
    });
}
