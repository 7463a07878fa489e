import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/open";
import { users } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import type { BillingDeps } from "./service";

export const PAYMENT_IN_PROGRESS =
  "Já existe um pagamento em andamento para esta conta. Aguarde a confirmação.";

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

/**
 * One payment at a time per person, held by the database so it holds across
 * processes and instances: one conditional UPDATE takes the lease only when
 * it is free or ran out, and answers the account as it is now. Anything else
 * that changes what the person pays meanwhile (a second checkout, a cancel,
 * another instance) gets a 409; the renewal job, finding it held, leaves the
 * account for its next run.
 */
export async function takeLease(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ user: typeof users.$inferSelect; until: Date }> {
  const until = leaseUntil(now);
  const [user] = await db
    .update(users)
    .set({ checkoutLockedUntil: until })
    .where(and(eq(users.id, userId), leaseFree(now)))
    .returning();
  if (user) return { user, until };
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!exists) throw notFound("Conta não encontrada.");
  throw conflict("CHECKOUT_IN_PROGRESS", PAYMENT_IN_PROGRESS);
}

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
