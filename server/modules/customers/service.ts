import { and, count, eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { hasPaidAccess } from "../../../common/billing";
import {
  CUSTOMER_MESSAGES,
  CUSTOMER_SEGMENTS,
  type Customer,
  type SegmentCounts,
  type SegmentRules,
  segmentOf,
} from "../../../common/customers";
import { brazilDate } from "../../../common/week";
import type { Db } from "../../db/open";
import { customers, messages, plans, restaurants, users } from "../../db/schema";
import { AppError, conflict, notFound } from "../../http/errors";
import { type Actor, assertOwnerMay } from "../team/public";
import { assertMayGrantAgain, recordConsent } from "./consent";
import { toCustomer } from "./customerJson";
import { refreshSegmentsOnce, rulesOf, segmentSql } from "./segments";

/** Who acts on which restaurant's customers, on which day in Brazil, under which thresholds. */
export type CustomerScope = { restaurantId: number; today: string; rules: SegmentRules };

/**
 * The gate of every customer call: the acting restaurant's owner must have
 * customer management in a plan they may use (Pro, trial included); members
 * of that owner's team act under the owner's plan, whatever their own.
 * A Starter account gets a 403 that says what to do.
 */
export async function customerScope(
  db: Db,
  acting: { restaurantId: number; ownerId: string },
  now: Date,
): Promise<CustomerScope> {
  const [row] = await db
    .select({
      features: plans.features,
      subscriptionActive: users.subscriptionActive,
      subscriptionStatus: users.subscriptionStatus,
      trialEndsAt: users.trialEndsAt,
      currentPeriodEnd: users.currentPeriodEnd,
      rules: restaurants.customerSegmentRules,
      segmentsOn: restaurants.customerSegmentsOn,
    })
    .from(restaurants)
    .innerJoin(users, eq(users.id, restaurants.userId))
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(and(eq(restaurants.id, acting.restaurantId), eq(restaurants.userId, acting.ownerId)));
  if (!row) throw notFound("Restaurante não encontrado.");
  assertCustomerManagement(row.features, row, now);
  const today = brazilDate(now);
  const rules = rulesOf(row.rules);
  if (row.segmentsOn !== today) await refreshSegmentsOnce(db, acting.restaurantId, today, rules);
  return { restaurantId: acting.restaurantId, today, rules };
}

/**
 * The Pro gate of every customer call: customer management in a plan the
 * acting restaurant's owner may use now, else a 403 that says what to do.
 */
export function assertCustomerManagement(
  features: { customerManagement?: boolean } | null | undefined,
  access: Parameters<typeof hasPaidAccess>[0],
  now: Date,
): void {
  if (!features?.customerManagement || !hasPaidAccess(access, now)) {
    throw new AppError(403, "CUSTOMERS_REQUIRE_PRO", CUSTOMER_MESSAGES.requiresPro);
  }
}

/** The constraint a unique violation names, from PGlite or node-postgres, under Drizzle's wrapper or not. */
function violatedConstraint(error: unknown): string | undefined {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    const constraint = (e as { constraint?: unknown }).constraint;
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
  }
  return undefined;
}

/** A duplicate phone or email in the restaurant as the 409 people read; anything else as it was. */
export async function duplicatesAsConflict<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === "customers_restaurant_phone_idx") {
      throw conflict("CUSTOMER_DUPLICATE_PHONE", CUSTOMER_MESSAGES.duplicatePhone);
    }
    if (constraint === "customers_restaurant_email_idx") {
      throw conflict("CUSTOMER_DUPLICATE_EMAIL", CUSTOMER_MESSAGES.duplicateEmail);
    }
    throw error;
  }
}

export type CustomerInput = {
  name?: string | undefined;
  phone?: string | null | undefined;
  email?: string | null | undefined;
  lastOrderDate?: string | null | undefined;
  totalOrders?: number | undefined;
  consent?: boolean | undefined;
  consentSource?: string | null | undefined;
  consentDate?: string | null | undefined;
  notes?: string | null | undefined;
  birthday?: string | null | undefined;
};

const futureOrder = () => new AppError(400, "VALIDATION_FAILED", CUSTOMER_MESSAGES.futureDate);

export async function addCustomer(
  db: Db,
  scope: CustomerScope,
  actor: Actor,
  input: CustomerInput & { name: string },
): Promise<Customer> {
  if (input.lastOrderDate && input.lastOrderDate > scope.today) throw futureOrder();
  const totalOrders = input.totalOrders ?? (input.lastOrderDate ? 1 : 0);
  const lastOrderDate = input.lastOrderDate ?? null;
  const consent = input.consent ?? false;
  return db.transaction(async (tx) => {
    const [row] = await duplicatesAsConflict(
      tx
        .insert(customers)
        .values({
          restaurantId: scope.restaurantId,
          name: input.name,
          phone: input.phone ?? null,
          email: input.email ?? null,
          lastOrderDate,
          totalOrders,
          category: segmentOf({ totalOrders, lastOrderDate }, scope.today, scope.rules),
          consent,
          consentSource: input.consentSource ?? null,
          // The day the answer was given; today unless the owner says when.
          consentDate: input.consentDate ?? (input.consent !== undefined ? scope.today : null),
          notes: input.notes ?? null,
          birthday: input.birthday ?? null,
        })
        .returning(),
    );
    const saved = row!;
    if (saved.consent) {
      const answer = {
        consent: true,
        source: saved.consentSource,
        givenOn: saved.consentDate ?? scope.today,
      };
      await recordConsent(tx, scope, actor, saved.id, answer);
    }
    return toCustomer(saved);
  });
}

/**
 * Changes the fields sent (null clears); the segment follows the new orders
 * and date. A change of consent is one outcome (LGPD): the customer's row,
 * on withdrawal the end of their pending campaign messages, and the answer in
 * their history commit together or not at all. After a withdrawal only the
 * owner may turn consent back on, with its source (consent.ts).
 */
export async function updateCustomer(
  db: Db,
  scope: CustomerScope,
  actor: Actor,
  id: number,
  patch: CustomerInput,
): Promise<Customer> {
  if (patch.lastOrderDate && patch.lastOrderDate > scope.today) throw futureOrder();
  const set: PgUpdateSetSource<typeof customers> = {};
  for (const key of [
    "name",
    "phone",
    "email",
    "lastOrderDate",
    "totalOrders",
    "notes",
    "birthday",
  ] as const) {
    if (patch[key] !== undefined) (set as Record<string, unknown>)[key] = patch[key];
  }
  if (patch.consentSource !== undefined) set.consentSource = patch.consentSource;
  if (patch.consent !== undefined) {
    set.consent = patch.consent;
    // A changed answer is dated: when it was given, or when it was withdrawn.
    set.consentDate =
      patch.consentDate ??
      sql`case when ${customers.consent} = ${patch.consent} then ${customers.consentDate} else ${scope.today}::date end`;
  } else if (patch.consentDate !== undefined) {
    set.consentDate = patch.consentDate;
  }
  const totalOrders =
    patch.totalOrders !== undefined ? sql`${patch.totalOrders}::int` : customers.totalOrders;
  const lastOrderDate =
    patch.lastOrderDate !== undefined ? sql`${patch.lastOrderDate}::date` : customers.lastOrderDate;
  set.category = segmentSql(totalOrders, lastOrderDate, scope.today, scope.rules);
  const ofRestaurant = and(eq(customers.id, id), eq(customers.restaurantId, scope.restaurantId));
  return db.transaction(async (tx) => {
    // The row locked first: a campaign being created waits for this answer, and two changes never cross.
    const [before] = await tx
      .select({ consent: customers.consent })
      .from(customers)
      .where(ofRestaurant)
      .for("update");
    if (!before) throw notFound(CUSTOMER_MESSAGES.notFound);
    const granting = patch.consent === true && !before.consent;
    const withdrawing = patch.consent === false && before.consent;
    if (granting) await assertMayGrantAgain(tx, actor, id, patch.consentSource);
    const [row] = await duplicatesAsConflict(tx.update(customers).set(set).where(ofRestaurant).returning());
    if (!row) throw notFound(CUSTOMER_MESSAGES.notFound);
    if (patch.consent === false) {
      // "Não quer mais receber": out of every campaign; what was already sent stays as history.
      await tx
        .delete(messages)
        .where(
          and(
            eq(messages.customerId, id),
            eq(messages.restaurantId, scope.restaurantId),
            eq(messages.status, "pending"),
          ),
        );
    }
    if (granting || withdrawing) {
      await recordConsent(tx, scope, actor, id, {
        consent: row.consent,
        source: granting ? row.consentSource : null,
        givenOn: row.consentDate ?? scope.today,
      });
    }
    return toCustomer(row);
  });
}

/** Deletes a customer of this restaurant and, through the foreign key, their messages (LGPD). Owner only. */
export async function removeCustomer(db: Db, scope: CustomerScope, actor: Actor, id: number): Promise<void> {
  const [exists] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.restaurantId, scope.restaurantId)));
  if (!exists) throw notFound(CUSTOMER_MESSAGES.notFound);
  assertOwnerMay(actor, "deleteCustomer");
  await db.delete(customers).where(and(eq(customers.id, id), eq(customers.restaurantId, scope.restaurantId)));
}

/** "+1 pedido hoje": one more order, the last one today, in one statement (two taps count twice). */
export async function recordOrder(db: Db, scope: CustomerScope, id: number): Promise<Customer> {
  const [row] = await db
    .update(customers)
    .set({
      totalOrders: sql`${customers.totalOrders} + 1`,
      lastOrderDate: scope.today,
      category: segmentSql(
        sql`${customers.totalOrders} + 1`,
        sql`${scope.today}::date`,
        scope.today,
        scope.rules,
      ),
    })
    .where(and(eq(customers.id, id), eq(customers.restaurantId, scope.restaurantId)))
    .returning();
  if (!row) throw notFound(CUSTOMER_MESSAGES.notFound);
  return toCustomer(row);
}

/** How many customers in each segment (every segment listed, zeros included) and how many agreed to messages. */
export async function segmentCounts(db: Db, scope: CustomerScope): Promise<SegmentCounts> {
  const rows = await db
    .select({
      segment: customers.category,
      n: count(),
      withConsent: sql<number>`count(*) filter (where ${customers.consent})`.mapWith(Number),
    })
    .from(customers)
    .where(eq(customers.restaurantId, scope.restaurantId))
    .groupBy(customers.category);
  const bySegment = new Map(rows.map((r) => [r.segment, r.n]));
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    withConsent: rows.reduce((sum, r) => sum + r.withConsent, 0),
    segments: CUSTOMER_SEGMENTS.map((segment) => ({ segment, count: bySegment.get(segment) ?? 0 })),
    rules: scope.rules,
  };
}
