import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { SegmentRules } from "../../common/customers";
import type { PlanFeatures, PlanType } from "../../common/plans";

/*
 * The entities of SPEC §3 plus the tables later issues need (tokens, payments,
 * generations, checklists, contact messages, admin audit). Deletion rules:
 * a user's data goes with the user (cascade); a plan in use cannot be deleted
 * (restrict); history rows that point at optional parents keep the row and
 * lose the link (set null).
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
    sid: varchar("sid", { length: 64 }).primaryKey(),
    sess: jsonb("sess").$type<Record<string, unknown>>().notNull(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("sessions_expire_idx").on(t.expire),
    index("sessions_user_idx").on(sql`(${t.sess}->>'userId')`),
  ],
);

export const plans = pgTable(
  "plans",
  {
    id: integer("id").primaryKey(),
    name: varchar("name", { length: 50 }).notNull(),
    type: varchar("type", { length: 20 }).$type<PlanType>().notNull(),
    price: integer("price").notNull(),
    originalPrice: integer("original_price"),
    features: jsonb("features").$type<PlanFeatures>().notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("plans_type_check", sql`${t.type} in ('starter', 'pro')`),
    check("plans_price_check", sql`${t.price} >= 0`),
  ],
);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: varchar("email", { length: 255 }).notNull(),
    password: varchar("password", { length: 255 }).notNull(),
    firstName: varchar("first_name", { length: 100 }),
    lastName: varchar("last_name", { length: 100 }),
    profileImageUrl: text("profile_image_url"),
    isEmailVerified: boolean("is_email_verified").notNull().default(false),
    /** SHA-256 of the pending verification token (never the token itself). */
    emailVerificationToken: varchar("email_verification_token", { length: 64 }),
    emailVerificationExpiresAt: timestamp("email_verification_expires_at", { withTimezone: true }),
    planId: integer("plan_id").references(() => plans.id, { onDelete: "restrict" }),
    /**
     * A downgrade waiting for the end of the paid period (currentPeriodEnd):
     * the renewal charges this plan and makes it planId (decision 030).
     */
    scheduledPlanId: integer("scheduled_plan_id").references(() => plans.id, { onDelete: "restrict" }),
    subscriptionActive: boolean("subscription_active").notNull().default(false),
    /** trialing | active | cancelled | expired | none */
    subscriptionStatus: varchar("subscription_status", { length: 20 }).notNull().default("none"),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    firstChargeAt: timestamp("first_charge_at", { withTimezone: true }),
    cardBrand: varchar("card_brand", { length: 20 }),
    cardLast4: varchar("card_last4", { length: 4 }),
    mpCustomerId: varchar("mp_customer_id", { length: 255 }),
    mpSubscriptionId: varchar("mp_subscription_id", { length: 255 }),
    /**
     * A checkout in progress holds this until it ends (or the lease runs out):
     * one checkout at a time per person, across processes and instances.
     */
    checkoutLockedUntil: timestamp("checkout_locked_until", { withTimezone: true }),
    /** When the "trial ends in 2 days" mail was queued: once per trial (an account has one trial). */
    trialReminderSentAt: timestamp("trial_reminder_sent_at", { withTimezone: true }),
    /** Opt-in: the weekly performance report mailed every Monday morning (issue 27). */
    weeklyReportEmail: boolean("weekly_report_email").notNull().default(false),
    /** Opt-in: a daily mail of the reviews whose reply is due (issue 28). */
    reviewDigestEmail: boolean("review_digest_email").notNull().default(false),
    /** The Monday of the last week whose report was mailed: once per week, whatever the job's restarts. */
    weeklyReportSentWeek: date("weekly_report_sent_week", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    index("users_plan_idx").on(t.planId),
    index("users_created_idx").on(t.createdAt),
    index("users_verification_idx").on(t.emailVerificationToken),
  ],
);

/** Single-use tokens mailed to people (password reset). Only the hash is kept. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 20 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("auth_tokens_hash_idx").on(t.tokenHash), index("auth_tokens_user_idx").on(t.userId)],
);

/**
 * One trial per person (issue 25): every card fingerprint ("card:…", the
 * gateway's, never the number) and normalised mailbox ("mailbox:…") that
 * started a trial, claimed once. A deleted account keeps its claims.
 */
export const trialClaims = pgTable(
  "trial_claims",
  {
    claim: varchar("claim", { length: 300 }).primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("trial_claims_user_idx").on(t.userId)],
);

export const restaurants = pgTable(
  "restaurants",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 120 }).notNull(),
    type: varchar("type", { length: 40 }).notNull(),
    /** The logo's own URL (/api/logos/<hash>.webp, restaurant_logos), never its bytes. */
    logoUrl: text("logo_url"),
    isOnboarded: boolean("is_onboarded").notNull().default(false),
    /** The owner's customer segment thresholds (common/customers.ts SegmentRules); null: the defaults. */
    customerSegmentRules: jsonb("customer_segment_rules").$type<SegmentRules>(),
    /** The day (in Brazil) segments were last brought up to date as days pass (customers/segments.ts). */
    customerSegmentsOn: date("customer_segments_on", { mode: "string" }),
    /*
     * The owner's own facts (issue 28): the contact channels replies may offer
     * (by value, never a channel the owner does not have), the claims texts may
     * make (common/restaurantFacts.ts), and the marketplace's reply window.
     */
    contactWhatsapp: varchar("contact_whatsapp", { length: 20 }),
    contactPhone: varchar("contact_phone", { length: 20 }),
    contactEmail: varchar("contact_email", { length: 254 }),
    confirmedClaims: jsonb("confirmed_claims").$type<string[]>().notNull().default([]),
    reviewReplyDays: integer("review_reply_days").notNull().default(5),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("restaurants_user_idx").on(t.userId)],
);

/** Raw bytes (PGlite gives a Uint8Array, pg a Buffer: read them through Buffer.from). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Logos, stored once by the SHA-256 of their bytes and served from
 * /api/logos/<hash>.webp (restaurants.logo_url holds that URL; issue 25).
 * Uploads are re-encoded to a 256 px WebP ("image/webp"); rows moved from the
 * old data URLs ("legacy/<type>") are re-encoded on their first read.
 */
export const restaurantLogos = pgTable("restaurant_logos", {
  hash: varchar("hash", { length: 64 }).primaryKey(),
  contentType: varchar("content_type", { length: 40 }).notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAt(),
});

export const customers = pgTable(
  "customers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 120 }).notNull(),
    /** Always normalised: "+5511987654321" (common/customerPhone.ts); one customer per number. */
    phone: varchar("phone", { length: 30 }),
    /** Lower-cased; one customer per address. */
    email: varchar("email", { length: 255 }),
    /** The day (in Brazil) of the last order. */
    lastOrderDate: date("last_order_date", { mode: "string" }),
    totalOrders: integer("total_orders").notNull().default(0),
    /** The segment (common/customers.ts segmentOf), rewritten on each change and daily as days pass. */
    category: varchar("category", { length: 40 }).notNull().default("Novo"),
    /** LGPD: the customer agreed to receive messages; only they are offered to campaigns. */
    consent: boolean("consent").notNull().default(false),
    consentSource: varchar("consent_source", { length: 60 }),
    consentDate: date("consent_date", { mode: "string" }),
    notes: text("notes"),
    /** Day and month of birth, "MM-DD" (no year: we only need the day to say parabéns; issue 30). */
    birthday: varchar("birthday", { length: 5 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("customers_restaurant_idx").on(t.restaurantId),
    index("customers_restaurant_name_idx").on(t.restaurantId, sql`lower(${t.name})`),
    uniqueIndex("customers_restaurant_phone_idx").on(t.restaurantId, t.phone),
    uniqueIndex("customers_restaurant_email_idx").on(t.restaurantId, sql`lower(${t.email})`),
    index("customers_restaurant_category_idx").on(t.restaurantId, t.category),
    index("customers_restaurant_last_order_idx").on(
      t.restaurantId,
      t.lastOrderDate.desc().nullsLast(),
      t.id.desc(),
    ),
    // Trigram indexes, per restaurant, for the list's `like '%x%'` search (pg_trgm + btree_gin, migration 0007);
    // fastupdate off: PGlite has no autovacuum to merge GIN's pending list, which every search would read.
    index("customers_restaurant_name_trgm_idx")
      .using("gin", t.restaurantId, sql`lower(${t.name}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("customers_restaurant_email_trgm_idx")
      .using("gin", t.restaurantId, sql`lower(${t.email}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    index("customers_restaurant_phone_trgm_idx")
      .using("gin", t.restaurantId, sql`${t.phone} gin_trgm_ops`)
      .with({ fastupdate: false }),
    check("customers_total_orders_non_negative", sql`${t.totalOrders} >= 0`),
  ],
);

/**
 * LGPD: every answer a customer gave about messages, newest last: consent
 * given (with where and when) or withdrawn. A withdrawal is sticky: only the
 * owner may record a new consent after it (customers/consent.ts).
 */
export const customerConsentEvents = pgTable(
  "customer_consent_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    /** The customer's history goes with them (deleting a customer leaves nothing of theirs). */
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** true: agreed to receive messages; false: withdrew. */
    consent: boolean("consent").notNull(),
    /** Where the customer said it ("pedido pelo WhatsApp", "balcão"…). */
    source: varchar("source", { length: 60 }),
    /** The day (in Brazil) the customer said it. */
    givenOn: date("given_on", { mode: "string" }).notNull(),
    /** Who wrote it down; null once that account is gone. */
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    /** The owner wrote it down (a member may withdraw, never re-grant after a withdrawal). */
    byOwner: boolean("by_owner").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("customer_consent_events_customer_idx").on(t.customerId, t.id)],
);

export const dishes = pgTable(
  "dishes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 120 }).notNull(),
    description: text("description"),
    /** Kept as text like the SPEC, always normalised to "29.90". */
    price: varchar("price", { length: 20 }),
    category: varchar("category", { length: 60 }),
    views: integer("views").notNull().default(0),
    sales: integer("sales").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("dishes_restaurant_idx").on(t.restaurantId)],
);

export const promotions = pgTable(
  "promotions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    title: varchar("title", { length: 200 }).notNull(),
    description: text("description"),
    /** The kind of discount: "percentual", "valor" or "outro" (combo, brinde, frete). */
    discountType: varchar("discount_type", { length: 30 }),
    /** The discount as the owner reads it ("20% no segundo prato"). */
    discountValue: varchar("discount_value", { length: 60 }),
    /** When it runs, in words ("sexta a domingo, 18h às 23h"); startDate/endDate when dated. */
    period: varchar("period", { length: 120 }),
    isActive: boolean("is_active").notNull().default(false),
    startDate: timestamp("start_date", { withTimezone: true }),
    endDate: timestamp("end_date", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("promotions_restaurant_idx").on(t.restaurantId)],
);

/** A WhatsApp campaign (issue 15): one segment, one goal, the text the owner approved, one message per customer. */
export const campaigns = pgTable(
  "campaigns",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    segment: varchar("segment", { length: 20 }).notNull(),
    /** A key of common/customers.ts CAMPAIGN_GOALS. */
    goal: varchar("goal", { length: 40 }).notNull(),
    /** The approved text, with `{nome}`. */
    template: text("template").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("campaigns_restaurant_idx").on(t.restaurantId, t.id)],
);

export const messages = pgTable(
  "messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    /** The campaign the message belongs to; deleting a campaign deletes its messages. */
    campaignId: integer("campaign_id").references(() => campaigns.id, { onDelete: "cascade" }),
    /** A customer's messages go with them (LGPD: deleting a customer leaves nothing of theirs). */
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    type: varchar("type", { length: 40 }).notNull(),
    template: text("template"),
    content: text("content").notNull(),
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The owner marked that the customer ordered again after this message. */
    orderedAgainAt: timestamp("ordered_again_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_restaurant_idx").on(t.restaurantId),
    index("messages_customer_idx").on(t.customerId),
    index("messages_campaign_idx").on(t.campaignId),
  ],
);

export const analytics = pgTable(
  "analytics",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    /**
     * Money in integer cents of R$. bigint: a day may hold up to R$ 100 mi
     * (common/metrics.ts), past int4's R$ 21 mi; a safe integer in JS all the same.
     */
    totalSales: bigint("total_sales", { mode: "number" }).notNull().default(0),
    orderCount: integer("order_count").notNull().default(0),
    /** Cents; bigint like the sales it divides (R$ 100 mi in one order is valid input). */
    averageTicket: bigint("average_ticket", { mode: "number" }),
    repeatCustomers: integer("repeat_customers").notNull().default(0),
    rating: real("rating"),
    /** "manual": typed by the owner; "orders": summed from imported orders (issue 27). */
    source: varchar("source", { length: 10 }).notNull().default("manual"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("analytics_restaurant_date_idx").on(t.restaurantId, t.date),
    check(
      "analytics_non_negative",
      sql`${t.totalSales} >= 0 and ${t.orderCount} >= 0 and ${t.repeatCustomers} >= 0`,
    ),
    check("analytics_rating_range", sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`),
  ],
);

export const teamMembers = pgTable(
  "team_members",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    email: varchar("email", { length: 255 }).notNull(),
    role: varchar("role", { length: 20 }).notNull().default("member"),
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    /** SHA-256 (hex) of the token mailed with the invitation; the token itself is never stored. */
    inviteToken: varchar("invite_token", { length: 64 }),
    inviteExpiresAt: timestamp("invite_expires_at", { withTimezone: true }),
    /** When the invitation mail last went out (a re-invite resends at most once an hour). */
    inviteSentAt: timestamp("invite_sent_at", { withTimezone: true }),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("team_members_restaurant_idx").on(t.restaurantId),
    index("team_members_invited_by_idx").on(t.invitedBy),
    // One row per address and restaurant, whatever the status: the database holds the rule.
    uniqueIndex("team_members_restaurant_email_idx").on(t.restaurantId, sql`lower(${t.email})`),
    uniqueIndex("team_members_invite_token_idx").on(t.inviteToken),
    // The teams a signed-in person acts for, found by their email on every dashboard read.
    index("team_members_active_email_idx").on(sql`lower(${t.email})`).where(sql`${t.status} = 'active'`),
  ],
);

/**
 * Every invitation mail sent, kept when the invitation is deleted: the quota
 * per account and per restaurant (10 an hour, 30 a day) counts these rows.
 */
export const teamInviteMails = pgTable(
  "team_invite_mails",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    email: varchar("email", { length: 255 }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("team_invite_mails_owner_idx").on(t.ownerId, t.sentAt),
    index("team_invite_mails_restaurant_idx").on(t.restaurantId, t.sentAt),
  ],
);

/** Every charge attempt (issue: billing). Never a card number or CVC. */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id, { onDelete: "restrict" }),
    kind: varchar("kind", { length: 20 }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: varchar("status", { length: 20 }).notNull(),
    failureCode: varchar("failure_code", { length: 40 }),
    cardBrand: varchar("card_brand", { length: 20 }),
    last4: varchar("last4", { length: 4 }),
    gatewayId: varchar("gateway_id", { length: 255 }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /**
     * One key per charge intent (a renewal: user + period start), sent to the
     * gateway too: a crash between charge and update is settled by charging
     * again with the same key, which the gateway answers without a second charge.
     */
    idempotencyKey: varchar("idempotency_key", { length: 120 }),
    periodStart: timestamp("period_start", { withTimezone: true }),
    periodEnd: timestamp("period_end", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("payments_user_idx").on(t.userId),
    index("payments_plan_idx").on(t.planId),
    uniqueIndex("payments_idempotency_idx").on(t.idempotencyKey),
    // Reconciliation's lookup of charge intents left pending (0009).
    index("payments_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** Texts produced by the content engine, kept per restaurant. */
export const generations = pgTable(
  "generations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    kind: varchar("kind", { length: 20 }).notNull(),
    input: jsonb("input").$type<Record<string, unknown>>().notNull(),
    output: jsonb("output").$type<Record<string, unknown>>().notNull(),
    source: varchar("source", { length: 120 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("generations_restaurant_created_idx").on(t.restaurantId, t.createdAt)],
);

export type ChecklistItem = { id: string; text: string; completed: boolean; priority: "Alta" | "Média" };

/** The weekly checklist of a restaurant; a new week starts from the defaults. */
export const checklists = pgTable(
  "checklists",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    weekStart: date("week_start", { mode: "string" }).notNull(),
    items: jsonb("items").$type<ChecklistItem[]>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("checklists_restaurant_week_idx").on(t.restaurantId, t.weekStart)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: varchar("name", { length: 120 }).notNull(),
    email: varchar("email", { length: 255 }).notNull(),
    phone: varchar("phone", { length: 30 }),
    company: varchar("company", { length: 120 }),
    subject: varchar("subject", { length: 40 }).notNull(),
    message: text("message").notNull(),
    businessType: varchar("business_type", { length: 40 }),
    ip: varchar("ip", { length: 64 }),
    /**
     * Sent signed in by an account whose plan has priority support (Pro) and
     * paid access (issue 30): the team's mail says so and it is answered first.
     */
    priority: boolean("priority").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);

export const adminAudit = pgTable(
  "admin_audit",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    action: varchar("action", { length: 60 }).notNull(),
    target: varchar("target", { length: 255 }),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    ip: varchar("ip", { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index("admin_audit_created_idx").on(t.createdAt)],
);

/**
 * Rate-limit counters when RATE_LIMIT_STORE=database: one row per limited key
 * (route + client address or email), so every instance on this database
 * counts together. Expired rows are purged by the store itself.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: varchar("key", { length: 512 }).primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_reset_idx").on(t.resetAt)],
);

/**
 * Mails waiting to leave (issue: no request waits on mail). Each row is
 * written in the same transaction as what caused it; a worker claims rows
 * with FOR UPDATE SKIP LOCKED, sends, and retries with backoff. The body of
 * a sent mail is cleared: links with tokens do not stay in the database.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** What the mail is for ("verify_email", "reset_password", "team_invite", "contact"…). */
    kind: varchar("kind", { length: 40 }).notNull(),
    to: varchar("to", { length: 255 }).notNull(),
    replyTo: varchar("reply_to", { length: 255 }),
    subject: varchar("subject", { length: 300 }).notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** pending → sent, or failed after the last attempt. */
    status: varchar("status", { length: 20 }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A held mail is not sent before this (the app's clock): the no-card trial
     * mail waits for the checkout that usually follows /register, which drops
     * it (decision 043). Null: send now.
     */
    sendAfter: timestamp("send_after", { withTimezone: true }),
    /** A worker that claimed the row holds it until then (a crashed worker's claim runs out). */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: varchar("last_error", { length: 500 }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    check("mail_outbox_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * One marketplace order report (or our CSV template) imported by the owner
 * (issue 27): what came in, for which period, and by whom.
 */
export const orderImports = pgTable(
  "order_imports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    fileName: varchar("file_name", { length: 200 }).notNull(),
    /** "ifood" (the Partner Portal's export) | "template" (our CSV) */
    format: varchar("format", { length: 20 }).notNull(),
    firstDate: date("first_date", { mode: "string" }),
    lastDate: date("last_date", { mode: "string" }),
    orderCount: integer("order_count").notNull().default(0),
    newCount: integer("new_count").notNull().default(0),
    updatedCount: integer("updated_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("order_imports_restaurant_idx").on(t.restaurantId, t.createdAt)],
);

/**
 * A marketplace order, keyed by its id within the restaurant: a re-import
 * updates it (a later cancellation) and never counts it twice (issue 27).
 * Money in integer cents of R$, minutes and km as the report gives them.
 */
export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    importId: integer("import_id").references(() => orderImports.id, { onDelete: "set null" }),
    /** "ID COMPLETO DO PEDIDO" (or the template's order id): the key. */
    externalId: varchar("external_id", { length: 80 }).notNull(),
    shortId: varchar("short_id", { length: 40 }),
    storeName: varchar("store_name", { length: 160 }),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull(),
    /** The order's day in America/Sao_Paulo (weeks and days are Brazil's). */
    localDate: date("local_date", { mode: "string" }).notNull(),
    /** TURNO as the Portal writes it ("Almoço", "Jantar", …). */
    shift: varchar("shift", { length: 40 }),
    paymentMethod: varchar("payment_method", { length: 80 }),
    salesChannel: varchar("sales_channel", { length: 80 }),
    logistics: varchar("logistics", { length: 80 }),
    /** "completed" | "cancelled" | "partially_cancelled" */
    status: varchar("status", { length: 20 }).notNull(),
    cancelReason: varchar("cancel_reason", { length: 300 }),
    /** "store" | "customer" | "logistics" | "other" (ORIGEM DO CANCELAMENTO) */
    cancelOrigin: varchar("cancel_origin", { length: 20 }),
    cancelledItemsCents: bigint("cancelled_items_cents", { mode: "number" }),
    itemsCents: bigint("items_cents", { mode: "number" }),
    totalPaidCents: bigint("total_paid_cents", { mode: "number" }),
    deliveryFeeCents: bigint("delivery_fee_cents", { mode: "number" }),
    marketplaceIncentiveCents: bigint("marketplace_incentive_cents", { mode: "number" }),
    storeIncentiveCents: bigint("store_incentive_cents", { mode: "number" }),
    chainIncentiveCents: bigint("chain_incentive_cents", { mode: "number" }),
    serviceFeeCents: bigint("service_fee_cents", { mode: "number" }),
    feesCents: bigint("fees_cents", { mode: "number" }),
    netCents: bigint("net_cents", { mode: "number" }),
    prepMinutes: real("prep_minutes"),
    promisedMinutes: real("promised_minutes"),
    deliveryMinutes: real("delivery_minutes"),
    delayMinutes: real("delay_minutes"),
    distanceKm: real("distance_km"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("orders_restaurant_external_idx").on(t.restaurantId, t.externalId),
    index("orders_restaurant_date_idx").on(t.restaurantId, t.localDate),
  ],
);

/**
 * A place the owner competes with (issue 29). The link is kept as text and
 * shown as a link: nothing is ever fetched from a marketplace.
 */
export const competitionRivals = pgTable(
  "competition_rivals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 120 }).notNull(),
    /** "iFood" | "99Food" | "Keeta" | "Rappi" | "site próprio" */
    marketplace: varchar("marketplace", { length: 20 }).notNull(),
    link: varchar("link", { length: 500 }),
    neighbourhood: varchar("neighbourhood", { length: 120 }),
    createdAt: createdAt(),
  },
  (t) => [index("competition_rivals_restaurant_idx").on(t.restaurantId)],
);

/** What was seen on a rival's page on a day, and in which context (place, Clube/coupon). History is kept. */
export const competitionObservations = pgTable(
  "competition_observations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    rivalId: integer("rival_id")
      .notNull()
      .references(() => competitionRivals.id, { onDelete: "cascade" }),
    observedOn: date("observed_on", { mode: "string" }).notNull(),
    rating: real("rating"),
    deliveryFeeCents: integer("delivery_fee_cents"),
    deliveryMinutes: integer("delivery_minutes"),
    minimumOrderCents: integer("minimum_order_cents"),
    promotions: text("promotions"),
    place: varchar("place", { length: 120 }),
    withClub: boolean("with_club").notNull().default(false),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("competition_observations_rival_idx").on(t.rivalId, t.observedOn)],
);

/**
 * A dish on a rival's menu, keyed by its normalised name and size within the
 * rival (a later paste updates it), and the one of ours it is (or none).
 */
export const competitionDishes = pgTable(
  "competition_dishes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    rivalId: integer("rival_id")
      .notNull()
      .references(() => competitionRivals.id, { onDelete: "cascade" }),
    nameKey: varchar("name_key", { length: 220 }).notNull(),
    name: varchar("name", { length: 160 }).notNull(),
    section: varchar("section", { length: 120 }),
    size: varchar("size", { length: 40 }),
    description: text("description"),
    priceCents: integer("price_cents").notNull(),
    priceNote: varchar("price_note", { length: 20 }),
    ourDishId: integer("our_dish_id").references(() => dishes.id, { onDelete: "set null" }),
    /** "pendente" (suggested or none yet) | "confirmado" | "sem equivalente" */
    matchState: varchar("match_state", { length: 20 }).notNull().default("pendente"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("competition_dishes_rival_key_idx").on(t.rivalId, t.nameKey)],
);

/** Every price a rival's dish was seen at: a paste or an edit that changes it adds a row. */
export const competitionPrices = pgTable(
  "competition_prices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    rivalDishId: integer("rival_dish_id")
      .notNull()
      .references(() => competitionDishes.id, { onDelete: "cascade" }),
    priceCents: integer("price_cents").notNull(),
    seenOn: date("seen_on", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("competition_prices_dish_idx").on(t.rivalDishId, t.createdAt)],
);

/**
 * The competition page's own settings per restaurant: the "mais caro"
 * threshold and the fee profile (the price calculator keeps its profile in
 * the browser only), the margin and our delivery fee; food cost per dish in
 * `food_costs` ({ "<dishId>": cents }).
 */
export const competitionSettings = pgTable("competition_settings", {
  restaurantId: integer("restaurant_id")
    .primaryKey()
    .references(() => restaurants.id, { onDelete: "cascade" }),
  thresholdPercent: real("threshold_percent").notNull().default(10),
  presetId: varchar("preset_id", { length: 40 }).notNull().default("ifood-basico"),
  commissionPercent: real("commission_percent").notNull().default(12),
  paymentPercent: real("payment_percent").notNull().default(3.2),
  marginPercent: integer("margin_percent").notNull().default(60),
  ourDeliveryFeeCents: integer("our_delivery_fee_cents"),
  foodCosts: jsonb("food_costs").$type<Record<string, number>>().notNull().default({}),
  updatedAt: updatedAt(),
});

/*
 * The review inbox (issue 28): marketplace reviews brought in by paste, the
 * iFood "Avaliações" export or our CSV, each with its status and reply. The
 * deadline is not stored: it is the review's day plus the restaurant's
 * review_reply_days, read at query time (common/reviews.ts reviewDeadline),
 * so a changed window moves every open review's deadline.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    /** "paste" | "ifood" | "csv" */
    source: varchar("source", { length: 10 }).notNull(),
    /** The export's own id of the review, when it has one. */
    externalId: varchar("external_id", { length: 80 }),
    /**
     * What makes a re-import land on the same row: "ext:<externalId>" when the
     * file has an id, else a SHA-256 of day, grade, order and text.
     */
    dedupeKey: varchar("dedupe_key", { length: 100 }).notNull(),
    stars: integer("stars"),
    text: text("text").notNull(),
    /** The review's day in America/Sao_Paulo. */
    reviewDate: date("review_date", { mode: "string" }).notNull(),
    orderId: varchar("order_id", { length: 80 }),
    orderShortId: varchar("order_short_id", { length: 40 }),
    positiveTags: jsonb("positive_tags").$type<string[]>().notNull().default([]),
    negativeTags: jsonb("negative_tags").$type<string[]>().notNull().default([]),
    /** "new" | "draft" | "answered" | "moderation" | "archived" (common/reviews.ts) */
    status: varchar("status", { length: 12 }).notNull().default("new"),
    reply: text("reply"),
    /** The topics of the points the reply answers (common/reviewPoints.ts), for the topic filter. */
    topics: jsonb("topics").$type<string[]>().notNull().default([]),
    moderationReason: varchar("moderation_reason", { length: 20 }),
    moderationText: text("moderation_text"),
    handledBy: uuid("handled_by").references(() => users.id, { onDelete: "set null" }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** When it was first marked answered (the "answered in time" share). */
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("reviews_restaurant_dedupe_idx").on(t.restaurantId, t.dedupeKey),
    index("reviews_restaurant_date_idx").on(t.restaurantId, t.reviewDate),
    index("reviews_handled_by_idx").on(t.handledBy),
    check("reviews_stars_range", sql`${t.stars} IS NULL OR ${t.stars} BETWEEN 1 AND 5`),
  ],
);

/**
 * One row per user and Brazilian day the review digest went out: the daily job
 * inserts it with the mail, so two instances (or a restart) never send twice.
 */
export const reviewDigests = pgTable(
  "review_digests",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("review_digests_user_day_idx").on(t.userId, t.day)],
);

/**
 * The orders summed per store, day and TURNO (issue 27 item 6): the weekly
 * report reads ~20 of these rows instead of a week's orders, and the list of
 * weeks a few hundred instead of two years of orders. Written only by the
 * statement triggers on orders (migration 0015, "hand-written below"): every
 * insert, update or delete of orders recomputes the days it touched, so no
 * code path (the import, a test, a fix by hand) can leave it behind. Sums are
 * null where no order of the day carried the column, like the report's figures.
 */
export const orderDays = pgTable(
  "order_days",
  {
    restaurantId: integer("restaurant_id")
      .notNull()
      .references(() => restaurants.id, { onDelete: "cascade" }),
    localDate: date("local_date", { mode: "string" }).notNull(),
    /** TURNO, '' when the report had none. */
    shift: varchar("shift", { length: 40 }).notNull(),
    total: integer("total").notNull(),
    orders: integer("orders").notNull(),
    grossCents: bigint("gross_cents", { mode: "number" }).notNull(),
    cancelled: integer("cancelled").notNull(),
    cancelledCents: bigint("cancelled_cents", { mode: "number" }).notNull(),
    cancelStore: integer("cancel_store").notNull(),
    cancelCustomer: integer("cancel_customer").notNull(),
    cancelLogistics: integer("cancel_logistics").notNull(),
    cancelOther: integer("cancel_other").notNull(),
    storeDiscountCents: bigint("store_discount_cents", { mode: "number" }),
    marketplaceDiscountCents: bigint("marketplace_discount_cents", { mode: "number" }),
    feesCents: bigint("fees_cents", { mode: "number" }),
    netCents: bigint("net_cents", { mode: "number" }),
    prepSum: doublePrecision("prep_sum"),
    prepCount: integer("prep_count").notNull(),
    timed: integer("timed").notNull(),
    late: integer("late").notNull(),
    delaySum: doublePrecision("delay_sum"),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.localDate, t.shift] })],
);
