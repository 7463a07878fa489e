import { and, asc, eq } from "drizzle-orm";
import { CONSENT_MESSAGES, type ConsentHistory } from "../../../common/customers";
import type { Db } from "../../db/open";
import { customerConsentEvents, customers } from "../../db/schema";
import { AppError, badRequest, notFound } from "../../http/errors";
import type { Actor } from "../team/public";
import type { CustomerScope } from "./service";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A customer's answer about messages, as it is written down in their history. */
export type ConsentAnswer = { consent: boolean; source: string | null; givenOn: string };

export const isOwner = (actor: Actor) => actor.userId === actor.ownerId;

export async function recordConsent(
  tx: Db | Tx,
  scope: CustomerScope,
  actor: Actor,
  customerId: number,
  answer: ConsentAnswer,
): Promise<void> {
  await tx.insert(customerConsentEvents).values({
    restaurantId: scope.restaurantId,
    customerId,
    consent: answer.consent,
    source: answer.source,
    givenOn: answer.givenOn,
    recordedBy: actor.userId,
    byOwner: isOwner(actor),
  });
}

/** The customer ever withdrew consent (LGPD: from then on, only the owner records a new one). */
async function hasWithdrawn(tx: Db | Tx, customerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: customerConsentEvents.id })
    .from(customerConsentEvents)
    .where(and(eq(customerConsentEvents.customerId, customerId), eq(customerConsentEvents.consent, false)))
    .limit(1);
  return Boolean(row);
}

/**
 * Turning consent back on for a customer who withdrew it: a member never may
 * (403); the owner may, saying where the customer agreed again (400 without
 * a source), so the new consent is on record with its source and date.
 */
export async function assertMayGrantAgain(
  tx: Db | Tx,
  actor: Actor,
  customerId: number,
  source: string | null | undefined,
): Promise<void> {
  if (!(await hasWithdrawn(tx, customerId))) return;
  if (!isOwner(actor)) throw new AppError(403, "CONSENT_WITHDRAWN", CONSENT_MESSAGES.memberMayNotGrant);
  if (!source?.trim()) {
    throw badRequest("CONSENT_SOURCE_REQUIRED", CONSENT_MESSAGES.sourceRequired);
  }
}

/** GET /api/customers/{id}/consent-history: the customer's answers, oldest first. */
export async function consentHistory(
  db: Db,
  scope: CustomerScope,
  customerId: number,
): Promise<ConsentHistory> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.restaurantId, scope.restaurantId)));
  if (!customer) throw notFound(CONSENT_MESSAGES.customerNotFound);
  const rows = await db
    .select({
      consent: customerConsentEvents.consent,
      source: customerConsentEvents.source,
      givenOn: customerConsentEvents.givenOn,
      byOwner: customerConsentEvents.byOwner,
      recordedAt: customerConsentEvents.createdAt,
    })
    .from(customerConsentEvents)
    .where(
      and(
        eq(customerConsentEvents.customerId, customerId),
        eq(customerConsentEvents.restaurantId, scope.restaurantId),
      ),
    )
    .orderBy(asc(customerConsentEvents.id));
  return { events: rows.map((r) => ({ ...r, recordedAt: r.recordedAt.toISOString() })) };
}
