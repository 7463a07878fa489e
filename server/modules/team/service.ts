import { and, count, desc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { hasPaidAccess } from "../../../common/billing";
import {
  TEAM_INVITE_LIMITS,
  TEAM_MAX_MEMBERS,
  TEAM_MESSAGES,
  type TeamInvitation,
  type TeamInviteLookup,
  type TeamMember,
  type TeamMembership,
  teamMemberSchema,
  waitText,
} from "../../../common/team";
import { isoTimestamp } from "../../db/isoTimestamp";
import { jsonArrayText } from "../../db/jsonText";
import type { Db } from "../../db/open";
import { storedRowJson } from "../../db/rowJson";
import { rowShape } from "../../db/rowShape";
import { plans, restaurants, sessions, teamInviteMails, teamMembers, users } from "../../db/schema";
import { isUniqueViolation, sanitized, withoutSecrets } from "../../db/withoutSecrets";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../http/errors";
import { hashToken, newToken } from "../../http/tokens";
import { enqueueMail } from "../../mail/outbox";
import { teamInviteMail } from "../../mail/templates/teamInvite";
import type { ActingRestaurant } from "../../requestContext/actingStore";
import { contextFields, sessionActingRestaurant, userOfSession } from "../../requestContext/contextRead";
import { teamOpen } from "../../requestContext/planAccess";
import { accountWithPlan } from "../plans/public";

/**
 * A member as GET /api/team writes it, declared once from teamMemberSchema and
 * the table (issue 26). The reads let only the schema's two statuses through.
 */
export const TEAM_MEMBER_JSON = rowShape(teamMembers, teamMemberSchema);
const toMember = TEAM_MEMBER_JSON.toAnswer;

const fullName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(" ").trim() || u.email;

/** Only the restaurant's owner manages its team; a member acting on it gets a 403. */
export function assertOwner(acting: ActingRestaurant, userId: string): void {
  if (acting.ownerId !== userId) throw forbidden(TEAM_MESSAGES.ownerOnly);
}

async function ownerAccount(db: Db, ownerId: string, now: Date) {
  const row = await accountWithPlan(db, ownerId);
  if (!row) throw notFound("Conta não encontrada.");
  // The team is the Pro plan's, and only while the account may use the product at all.
  const teamPlan = !!row.features?.teamCollaboration && hasPaidAccess(row, now);
  return { ...row, teamPlan };
}

/** The restaurant's pending and active members, oldest first (from and order of the members' JSON text). */
const pendingOrActive = (restaurantId: SQL) =>
  sql`from ${teamMembers} m where m.restaurant_id = ${restaurantId} and m.status in ('pending', 'active')`;

/**
 * The restaurant's pending and active members as the API's JSON text, oldest
 * first, joined by the database in the same statement from each row's stored
 * text (one row per request, sent as is; decisions 023 and 027).
 */
const membersJsonText = (restaurantId: SQL) =>
  jsonArrayText(storedRowJson("m", TEAM_MEMBER_JSON), pendingOrActive(restaurantId), sql`m.created_at, m.id`);

/**
 * GET /api/team in one statement: session, user, acting restaurant, its
 * owner's account and plan (the access facts) and its pending and active members.
 */
export function prepareTeamRead(db: Db) {
  const acting = sessionActingRestaurant(db);
  const owner = alias(users, "owner");
  return db
    .select({
      ...contextFields(acting),
      owner: {
        isEmailVerified: owner.isEmailVerified,
        subscriptionActive: owner.subscriptionActive,
        subscriptionStatus: owner.subscriptionStatus,
        trialEndsAt: owner.trialEndsAt,
        currentPeriodEnd: owner.currentPeriodEnd,
      },
      features: plans.features,
      members: membersJsonText(sql`${acting.id}`),
      memberCount: sql<number>`(select count(*)::int ${pendingOrActive(sql`${acting.id}`)})`,
    })
    .from(sessions)
    .leftJoin(users, userOfSession)
    .leftJoinLateral(acting, sql`true`)
    .leftJoin(owner, eq(owner.id, acting.ownerId))
    .leftJoin(plans, eq(plans.id, owner.planId))
    .where(eq(sessions.sid, sql.placeholder("sid")))
    .prepare("read_team");
}

type TeamReadRow = Awaited<ReturnType<ReturnType<typeof prepareTeamRead>["execute"]>>[number];

/**
 * GET /api/team's answer from prepareTeamRead's (single) row, as JSON text in
 * teamSchema's key order (the serializer's bytes): the members as the database
 * wrote them, the rest worked out here (same answer as teamOf).
 */
export function teamJsonText(rows: TeamReadRow[], now: Date): string {
  const first = rows[0];
  const owner = first?.owner;
  if (!owner || owner.isEmailVerified === null || owner.subscriptionActive === null) {
    throw notFound("Conta não encontrada.");
  }
  const facts = {
    subscriptionActive: owner.subscriptionActive,
    subscriptionStatus: owner.subscriptionStatus ?? "none",
    trialEndsAt: owner.trialEndsAt,
    currentPeriodEnd: owner.currentPeriodEnd,
  };
  const teamPlan = !!first.features?.teamCollaboration && hasPaidAccess(facts, now);
  const canInvite = teamPlan && owner.isEmailVerified && first.memberCount < TEAM_MAX_MEMBERS;
  return `{"members":${first.members},"teamPlan":${teamPlan},"emailVerified":${owner.isEmailVerified},"canInvite":${canInvite},"max":${TEAM_MAX_MEMBERS}}`;
}

export type InviteOutcome = { member: TeamMember; resent: boolean };

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

const tooMany = (message: string, waitMs: number) =>
  new AppError(429, "TEAM_INVITE_LIMIT", message, {
    "retry-after": String(Math.max(1, Math.ceil(waitMs / 1000))),
  });

/**
 * Refuses one more invitation mail when the owner (every restaurant of the
 * account) or this restaurant already sent the hour's or the day's share.
 * Counts team_invite_mails, which deleting an invitation leaves in place.
 */
async function assertInviteQuota(tx: Db, ownerId: string, restaurantId: number, now: Date): Promise<void> {
  const scopes = [eq(teamInviteMails.ownerId, ownerId), eq(teamInviteMails.restaurantId, restaurantId)];
  const windows = [
    { limit: TEAM_INVITE_LIMITS.perHour, ms: HOUR_MS, message: TEAM_MESSAGES.quotaHour },
    { limit: TEAM_INVITE_LIMITS.perDay, ms: DAY_MS, message: TEAM_MESSAGES.quotaDay },
  ];
  for (const scope of scopes) {
    for (const window of windows) {
      const recent = await tx
        .select({ sentAt: teamInviteMails.sentAt })
        .from(teamInviteMails)
        .where(and(scope, gt(teamInviteMails.sentAt, new Date(now.getTime() - window.ms))))
        .orderBy(desc(teamInviteMails.sentAt))
        .limit(window.limit);
      const leaving = recent[window.limit - 1];
      // The window holds `limit` mails: one more is allowed when the oldest of them leaves it.
      if (leaving) {
        const waitMs = leaving.sentAt.getTime() + window.ms - now.getTime();
        throw tooMany(window.message(waitText(waitMs)), waitMs);
      }
    }
  }
}

/**
 * Invites an address to the restaurant's team, or mails a pending invitation
 * again, with a fresh token. Everything happens in one transaction that first
 * locks the owner's users row, so the checks (confirmed email, team size,
 * quotas, one invitation per address, resend once an hour) hold against
 * concurrent requests on any instance; the quota row and the mail commit with
 * the invitation. The unique index (restaurant_id, lower(email)) backs it.
 */
export async function inviteMember(
  db: Db,
  acting: ActingRestaurant,
  email: string,
  options: { now: Date; inviteLink: (token: string) => string },
): Promise<InviteOutcome> {
  const { now } = options;
  const account = await ownerAccount(db, acting.ownerId, now);
  if (!account.teamPlan) throw new AppError(402, "TEAM_REQUIRES_PRO", TEAM_MESSAGES.requiresPro);
  if (account.email.toLowerCase() === email.toLowerCase()) {
    throw badRequest("TEAM_SELF_INVITE", TEAM_MESSAGES.self);
  }
  const restaurantId = acting.restaurant.id;
  try {
    return await db.transaction(async (tx) => {
      const [owner] = await tx
        .select({ verified: users.isEmailVerified })
        .from(users)
        .where(eq(users.id, acting.ownerId))
        .for("update");
      if (!owner) throw notFound("Conta não encontrada.");
      if (!owner.verified) throw new AppError(403, "EMAIL_NOT_VERIFIED", TEAM_MESSAGES.ownerVerifyFirst);

      const [same] = await tx
        .select()
        .from(teamMembers)
        .where(
          and(eq(teamMembers.restaurantId, restaurantId), sql`lower(${teamMembers.email}) = lower(${email})`),
        );
      if (same && same.status !== "pending") throw conflict("TEAM_MEMBER_EXISTS", TEAM_MESSAGES.duplicate);
      if (same?.inviteSentAt) {
        const waitMs = same.inviteSentAt.getTime() + TEAM_INVITE_LIMITS.resendAfterMs - now.getTime();
        if (waitMs > 0) throw tooMany(TEAM_MESSAGES.resendWait(waitText(waitMs)), waitMs);
      }
      if (!same) {
        const [{ total } = { total: 0 }] = await tx
          .select({ total: count() })
          .from(teamMembers)
          .where(
            and(
              eq(teamMembers.restaurantId, restaurantId),
              inArray(teamMembers.status, ["pending", "active"]),
            ),
          );
        if (total >= TEAM_MAX_MEMBERS) throw conflict("TEAM_FULL", TEAM_MESSAGES.full);
      }
      await assertInviteQuota(tx, acting.ownerId, restaurantId, now);

      const token = newToken();
      const invitation = {
        inviteToken: hashToken(token),
        inviteExpiresAt: new Date(now.getTime() + TEAM_INVITE_LIMITS.validDays * DAY_MS),
        inviteSentAt: now,
      };
      const [row] = same
        ? await tx.update(teamMembers).set(invitation).where(eq(teamMembers.id, same.id)).returning()
        : await tx
            .insert(teamMembers)
            .values({ restaurantId, email, invitedBy: acting.ownerId, ...invitation })
            .returning();
      await tx.insert(teamInviteMails).values({ ownerId: acting.ownerId, restaurantId, email, sentAt: now });
      await enqueueMail(tx, {
        kind: "team_invite",
        to: email,
        ...teamInviteMail({
          invitedByName: fullName(account),
          restaurantName: acting.restaurant.name,
          link: options.inviteLink(token),
          validDays: TEAM_INVITE_LIMITS.validDays,
        }),
      });
      return { member: toMember(row!), resent: !!same };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The same address invited by another path at the same moment: the unique index decided.
    const clean = sanitized(error);
    if (isUniqueViolation(clean)) throw conflict("TEAM_MEMBER_EXISTS", TEAM_MESSAGES.duplicate);
    throw clean;
  }
}

/** Removes a member or invite of this restaurant; any other id is a 404 and removes nothing. */
export async function removeMember(db: Db, restaurantId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(teamMembers)
    .where(and(eq(teamMembers.id, id), eq(teamMembers.restaurantId, restaurantId)))
    .returning({ id: teamMembers.id });
  if (deleted.length === 0) throw notFound(TEAM_MESSAGES.memberNotFound);
}

async function userOf(db: Db, userId: string) {
  const [user] = await db
    .select({ email: users.email, isEmailVerified: users.isEmailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound("Conta não encontrada.");
  return user;
}

/**
 * GET /api/team/invites in one statement: session, user (and the acting
 * restaurant, unused, that every context read carries) and the pending
 * invites to the user's email whose link still works at `now`, newest first,
 * as JSON built by the database; invitedByName is composed in JS by fullName.
 */
export function prepareInvitesRead(db: Db) {
  const acting = sessionActingRestaurant(db);
  const invites = sql<
    {
      id: number;
      restaurantName: string;
      firstName: string | null;
      lastName: string | null;
      ownerEmail: string;
      createdAt: string;
    }[]
  >`coalesce((
    select json_agg(json_build_object(
      'id', m.id, 'restaurantName', r.name, 'firstName', o.first_name, 'lastName', o.last_name,
      'ownerEmail', o.email, 'createdAt', ${isoTimestamp(sql`m.created_at`)}
    ) order by m.created_at desc, m.id desc)
    from ${teamMembers} m
    join ${restaurants} r on r.id = m.restaurant_id
    join ${users} o on o.id = r.user_id
    where m.status = 'pending' and m.invite_expires_at > ${sql.placeholder("now")}::timestamptz
      and lower(m.email) = lower(${users.email}) and ${users.isEmailVerified}), '[]'::json)`;
  return db
    .select({ ...contextFields(acting), invites })
    .from(sessions)
    .leftJoin(users, userOfSession)
    .leftJoinLateral(acting, sql`true`)
    .where(eq(sessions.sid, sql.placeholder("sid")))
    .prepare("read_invites");
}

type InvitesReadRow = Awaited<ReturnType<ReturnType<typeof prepareInvitesRead>["execute"]>>[number];

/** The invitations of prepareInvitesRead's (single) row. */
export const invitesFromRows = (rows: InvitesReadRow[]): TeamInvitation[] =>
  (rows[0]?.invites ?? []).map((r) => ({
    id: r.id,
    restaurantName: r.restaurantName,
    invitedByName: fullName({ firstName: r.firstName, lastName: r.lastName, email: r.ownerEmail }),
    createdAt: r.createdAt,
  }));

/** The pending, unexpired invitation whose mailed token this is (only its hash is stored). */
const byToken = (token: string, now: Date) =>
  and(
    eq(teamMembers.inviteToken, hashToken(token)),
    eq(teamMembers.status, "pending"),
    gt(teamMembers.inviteExpiresAt, now),
  );

const inviteInvalid = () => new AppError(404, "INVITE_INVALID", TEAM_MESSAGES.inviteInvalid);

/** What the invitation page shows: who invited which address to which restaurant. */
export async function lookupInvite(db: Db, token: string, now: Date): Promise<TeamInviteLookup> {
  const [row] = await withoutSecrets(
    db
      .select({
        email: teamMembers.email,
        restaurantName: restaurants.name,
        firstName: users.firstName,
        lastName: users.lastName,
        ownerEmail: users.email,
      })
      .from(teamMembers)
      .innerJoin(restaurants, eq(restaurants.id, teamMembers.restaurantId))
      .innerJoin(users, eq(users.id, restaurants.userId))
      .where(byToken(token, now)),
  );
  if (!row) throw inviteInvalid();
  return {
    email: row.email,
    restaurantName: row.restaurantName,
    invitedByName: fullName({ firstName: row.firstName, lastName: row.lastName, email: row.ownerEmail }),
  };
}

/**
 * Joins the team with the token of the invitation mail: only the account
 * with the invited address (any case), once that account confirmed its email
 * through its own link (issue 25), and only while the inviting owner's plan
 * includes the team (decision 030; the invitation waits otherwise). The
 * token works once.
 */
export async function acceptInvite(
  db: Db,
  userId: string,
  token: string,
  now: Date,
): Promise<TeamMembership> {
  const user = await userOf(db, userId);
  return db.transaction(async (tx) => {
    const [invite] = await withoutSecrets(
      tx.select().from(teamMembers).where(byToken(token, now)).for("update"),
    );
    if (!invite) throw inviteInvalid();
    if (invite.email.toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError(403, "INVITE_OTHER_ACCOUNT", TEAM_MESSAGES.wrongAccount(invite.email));
    }
    if (!user.isEmailVerified) {
      throw new AppError(403, "EMAIL_NOT_VERIFIED", TEAM_MESSAGES.confirmToSeeInvites);
    }
    const [open] = await tx
      .select({ open: teamOpen(sql`${restaurants.id}`) })
      .from(restaurants)
      .where(eq(restaurants.id, invite.restaurantId));
    if (!open?.open) throw new AppError(403, "TEAM_REQUIRES_PRO", TEAM_MESSAGES.inviteNeedsPro);
    const [joined] = await tx
      .update(teamMembers)
      .set({ status: "active", joinedAt: now, inviteToken: null, inviteExpiresAt: null })
      .where(eq(teamMembers.id, invite.id))
      .returning();
    const [restaurant] = await tx
      .select({ name: restaurants.name })
      .from(restaurants)
      .where(eq(restaurants.id, invite.restaurantId));
    return {
      ...toMember(joined!),
      restaurantId: invite.restaurantId,
      restaurantName: restaurant?.name ?? "",
    };
  });
}
