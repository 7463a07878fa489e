import { and, asc, count, desc, eq, gt, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type BirthdayWindow, birthdayDays } from "../../../common/birthday";
import { BRAZILIAN_MOBILE_PATTERN } from "../../../common/customerPhone";
import {
  type BirthdayAudience,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_RETURN_DAYS,
  type CampaignGoal,
  type CampaignSummary,
  type CustomerMessage,
  type CustomerSegment,
  campaignGoalSchema,
  customerSegmentSchema,
  fillTemplate,
  messageStatusSchema,
} from "../../../common/customers";
import type { Db } from "../../db/open";
import { campaigns, customers, messages, restaurants } from "../../db/schema";
import { AppError, notFound } from "../../http/errors";
import type { CustomerScope } from "./service";

/**
 * Won back: the owner marked it, or the customer's last order (a "+1 pedido"
 * included) fell within CAMPAIGN_RETURN_DAYS from the day the message was sent.
 */
const orderedAgainSql: SQL<boolean> = sql<boolean>`(${messages.orderedAgainAt} is not null or (
  ${messages.sentAt} is not null
  and ${customers.lastOrderDate} >= (${messages.sentAt} at time zone 'America/Sao_Paulo')::date
  and ${customers.lastOrderDate} <= (${messages.sentAt} at time zone 'America/Sao_Paulo')::date + ${CAMPAIGN_RETURN_DAYS}::int
))`;

const messageColumns = {
  id: messages.id,
  campaignId: messages.campaignId,
  customerId: messages.customerId,
  customerName: customers.name,
  customerPhone: customers.phone,
  type: messages.type,
  template: messages.template,
  content: messages.content,
  status: messages.status,
  sentAt: messages.sentAt,
  orderedAgain: orderedAgainSql,
  createdAt: messages.createdAt,
};
type MessageRow = {
  id: number;
  campaignId: number | null;
  customerId: number | null;
  customerName: string | null;
  customerPhone: string | null;
  type: string;
  template: string | null;
  content: string;
  status: string;
  sentAt: Date | null;
  orderedAgain: boolean;
  createdAt: Date;
};

const toMessage = (row: MessageRow): CustomerMessage => ({
  ...row,
  type: campaignGoalSchema.catch("come-back").parse(row.type),
  status: messageStatusSchema.catch("pending").parse(row.status),
  sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
  orderedAgain: Boolean(row.orderedAgain),
  createdAt: new Date(row.createdAt).toISOString(),
});

/** The campaigns of the restaurant (one of them with `id`), with their counts, newest first. */
async function summaries(db: Db, restaurantId: number, id?: number): Promise<CampaignSummary[]> {
  const rows = await db
    .select({
      id: campaigns.id,
      segment: campaigns.segment,
      goal: campaigns.goal,
      template: campaigns.template,
      createdAt: campaigns.createdAt,
      total: sql<number>`count(${messages.id})`.mapWith(Number),
      sent: sql<number>`count(${messages.id}) filter (where ${messages.status} = 'sent')`.mapWith(Number),
      orderedAgain: sql<number>`count(${messages.id}) filter (where ${orderedAgainSql})`.mapWith(Number),
    })
    .from(campaigns)
    .leftJoin(messages, eq(messages.campaignId, campaigns.id))
    .leftJoin(customers, eq(customers.id, messages.customerId))
    .where(and(eq(campaigns.restaurantId, restaurantId), id !== undefined ? eq(campaigns.id, id) : undefined))
    .groupBy(campaigns.id)
    .orderBy(desc(campaigns.id));
  return rows.map((r) => ({
    id: r.id,
    segment: customerSegmentSchema.catch("Novo").parse(r.segment),
    goal: campaignGoalSchema.catch("come-back").parse(r.goal),
    template: r.template,
    total: r.total,
    sent: r.sent,
    pending: r.total - r.sent,
    orderedAgain: r.orderedAgain,
    createdAt: r.createdAt.toISOString(),
  }));
}

export const listCampaigns = async (db: Db, scope: CustomerScope) => ({
  campaigns: await summaries(db, scope.restaurantId),
});

/** GET /api/messages?campaignId= : the campaign and its messages, those still to send first, then by name. */
export async function campaignMessages(db: Db, scope: CustomerScope, campaignId: number) {
  const [campaign] = await summaries(db, scope.restaurantId, campaignId);
  if (!campaign) throw notFound(CAMPAIGN_MESSAGES.campaignNotFound);
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .leftJoin(customers, eq(customers.id, messages.customerId))
    .where(and(eq(messages.campaignId, campaignId), eq(messages.restaurantId, scope.restaurantId)))
    .orderBy(
      sql`case when ${messages.status} = 'pending' then 0 else 1 end`,
      asc(sql`lower(${customers.name})`),
      asc(messages.id),
    );
  return { campaign, messages: rows.map(toMessage) };
}

/**
 * The same campaign posted again within this window (a double tap, a retry,
 * parallel posts) is the one already made, not a second message per customer
 * (docs/decisions/032-limits-by-network.md).
 */
export const CAMPAIGN_REPEAT_WINDOW_MS = 10 * 60_000;

async function countWithBirthday(db: Db, restaurantId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.restaurantId, restaurantId), isNotNull(customers.birthday)));
  return row?.n ?? 0;
}

/**
 * GET /api/customers/birthdays: how many customers have a birthday set, and
 * how many a birthday campaign to this segment would reach in the window
 * (consent, a mobile, the day in the window): the page says it before the
 * owner writes the text, and says so plainly when nobody has a birthday.
 */
export async function birthdayAudience(
  db: Db,
  scope: CustomerScope,
  query: { segment: CustomerSegment; window: BirthdayWindow },
): Promise<BirthdayAudience> {
  const [row] = await db
    .select({
      inWindow: count(),
    })
    .from(customers)
    .where(
      and(
        eq(customers.restaurantId, scope.restaurantId),
        eq(customers.category, query.segment),
        eq(customers.consent, true),
        sql`${customers.phone} ~ ${BRAZILIAN_MOBILE_PATTERN}`,
        inArray(customers.birthday, birthdayDays(query.window, scope.today)),
      ),
    );
  return { withBirthday: await countWithBirthday(db, scope.restaurantId), inWindow: row?.inWindow ?? 0 };
}

/**
 * POST /api/messages: the campaign and one pending message per customer of
 * the segment who agreed to receive messages and has a phone for the wa.me
 * link, `{nome}` filled with each one's first name. Written in one
 * transaction, the messages in one statement however many customers.
 * Idempotent by its natural key: an identical campaign (segment, goal, text)
 * of this restaurant made in the last CAMPAIGN_REPEAT_WINDOW_MS is answered
 * instead (`created: false`). Campaigns of one restaurant are created one at
 * a time (its row locked), so parallel identical posts make one campaign.
 */
export async function createCampaign(
  db: Db,
  scope: CustomerScope,
  input: {
    segment: CustomerSegment;
    goal: CampaignGoal;
    template: string;
    birthdayWindow?: BirthdayWindow | undefined;
  },
  now: Date,
) {
  const { birthdayWindow, ...fields } = input;
  const outcome = await db.transaction(async (tx) => {
    // "no key update" queues campaign creation without blocking rows that merely reference the restaurant.
    await tx
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.id, scope.restaurantId))
      .for("no key update");
    const [same] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(
        and(
          eq(campaigns.restaurantId, scope.restaurantId),
          eq(campaigns.segment, input.segment),
          eq(campaigns.goal, input.goal),
          eq(campaigns.template, input.template),
          gt(campaigns.createdAt, new Date(now.getTime() - CAMPAIGN_REPEAT_WINDOW_MS)),
        ),
      )
      .orderBy(desc(campaigns.id))
      .limit(1);
    if (same) return { id: same.id, created: false };
    const audience = await tx
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(
        and(
          eq(customers.restaurantId, scope.restaurantId),
          eq(customers.category, input.segment),
          eq(customers.consent, true),
          isNotNull(customers.phone),
          // WhatsApp only reaches a mobile: a landline gets no message (issue 30).
          sql`${customers.phone} ~ ${BRAZILIAN_MOBILE_PATTERN}`,
          // "Parabéns pelo seu dia!" only to those whose day it is (issue 30).
          input.goal === "birthday"
            ? inArray(customers.birthday, birthdayDays(birthdayWindow ?? "7-dias", scope.today))
            : undefined,
        ),
      )
      .orderBy(asc(customers.id))
      // A withdrawal being saved (updateCustomer locks the row) is waited for, then seen.
      .for("share");
    if (audience.length === 0 && input.goal === "birthday") {
      // Said in order: nobody of the segment to message at all, nobody with a birthday, nobody in the window.
      const [reachable] = await tx
        .select({ n: count() })
        .from(customers)
        .where(
          and(
            eq(customers.restaurantId, scope.restaurantId),
            eq(customers.category, input.segment),
            eq(customers.consent, true),
            sql`${customers.phone} ~ ${BRAZILIAN_MOBILE_PATTERN}`,
          ),
        );
      if ((reachable?.n ?? 0) > 0) {
        const known = await countWithBirthday(tx, scope.restaurantId);
        throw known === 0
          ? new AppError(400, "NO_BIRTHDAYS", CAMPAIGN_MESSAGES.noBirthdays)
          : new AppError(400, "NO_BIRTHDAYS_IN_WINDOW", CAMPAIGN_MESSAGES.noBirthdaysInWindow);
      }
    }
    if (audience.length === 0)
      throw new AppError(400, "NO_CONSENTING_CUSTOMERS", CAMPAIGN_MESSAGES.noCustomers);
    const [campaign] = await tx
      .insert(campaigns)
      .values({ restaurantId: scope.restaurantId, ...fields, createdAt: now })
      .returning({ id: campaigns.id });
    const rows = audience.map((c) => ({ customer_id: c.id, content: fillTemplate(input.template, c.name) }));
    await tx.execute(sql`
      insert into messages (restaurant_id, campaign_id, customer_id, type, template, content, status)
      select ${scope.restaurantId}, ${campaign!.id}, v.customer_id, ${input.goal}, ${input.template}, v.content, 'pending'
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(customer_id int, content text)`);
    return { id: campaign!.id, created: true };
  });
  return { created: outcome.created, list: await campaignMessages(db, scope, outcome.id) };
}

/**
 * PATCH /api/messages/{id}: "sent" when the owner tapped the WhatsApp link
 * (the first tap's time is kept; back to "pending" clears it), and whether
 * the customer ordered again.
 */
export async function updateMessage(
  db: Db,
  scope: CustomerScope,
  id: number,
  patch: { status?: "pending" | "sent" | undefined; orderedAgain?: boolean | undefined },
  now: Date,
): Promise<CustomerMessage> {
  const set: PgUpdateSetSource<typeof messages> = {};
  if (patch.status === "sent") {
    set.status = "sent";
    set.sentAt = sql`coalesce(${messages.sentAt}, ${now.toISOString()}::timestamptz)`;
  } else if (patch.status === "pending") {
    set.status = "pending";
    set.sentAt = null;
  }
  if (patch.orderedAgain !== undefined) {
    set.orderedAgainAt = patch.orderedAgain
      ? sql`coalesce(${messages.orderedAgainAt}, ${now.toISOString()}::timestamptz)`
      : null;
  }
  const [updated] = await db
    .update(messages)
    .set(set)
    .where(and(eq(messages.id, id), eq(messages.restaurantId, scope.restaurantId)))
    .returning({ id: messages.id });
  if (!updated) throw notFound(CAMPAIGN_MESSAGES.messageNotFound);
  const [row] = await db
    .select(messageColumns)
    .from(messages)
    .leftJoin(customers, eq(customers.id, messages.customerId))
    .where(eq(messages.id, id));
  return toMessage(row!);
}
