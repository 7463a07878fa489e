import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { hasPaidAccess } from "../../../common/billing";
import {
  TEAM_MAX_MEMBERS,
  TEAM_MESSAGES,
  type Team,
  type TeamInvitation,
  type TeamMember,
  teamMemberStatusSchema,
} from "../../../common/team";
import type { Db } from "../../db/open";
import { restaurants, teamMembers, users } from "../../db/schema";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../http/errors";
import { accountWithPlan } from "../plans/service";
import type { ActingRestaurant } from "../restaurants/service";

type MemberRow = typeof teamMembers.$inferSelect;

const toMember = (row: MemberRow): TeamMember => ({
  id: row.id,
  email: row.email,
  role: row.role,
  status: teamMemberStatusSchema.catch("pending").parse(row.status),
  joinedAt: row.joinedAt ? row.joinedAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

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

async function membersOf(db: Db, restaurantId: number): Promise<MemberRow[]> {
  return db
    .select()
    .from(teamMembers)
    .where(
      and(eq(teamMembers.restaurantId, restaurantId), inArray(teamMembers.status, ["pending", "active"])),
    )
    .orderBy(asc(teamMembers.createdAt), asc(teamMembers.id));
}

export async function teamOf(db: Db, acting: ActingRestaurant, now: Date): Promise<Team> {
  const [account, rows] = await Promise.all([
    ownerAccount(db, acting.ownerId, now),
    membersOf(db, acting.restaurant.id),
  ]);
  return {
    members: rows.map(toMember),
    teamPlan: account.teamPlan,
    canInvite: account.teamPlan && rows.length < TEAM_MAX_MEMBERS,
    max: TEAM_MAX_MEMBERS,
  };
}

export type SentInvite = { member: TeamMember; restaurantName: string; invitedByName: string };

/**
 * Adds a pending member. The restaurant row is locked for the count, so two
 * invites at the same moment cannot pass the limit or repeat an email.
 */
export async function inviteMember(
  db: Db,
  acting: ActingRestaurant,
  email: string,
  now: Date,
): Promise<SentInvite> {
  const account = await ownerAccount(db, acting.ownerId, now);
  if (!account.teamPlan) throw new AppError(402, "TEAM_REQUIRES_PRO", TEAM_MESSAGES.requiresPro);
  if (account.email.toLowerCase() === email.toLowerCase()) {
    throw badRequest("TEAM_SELF_INVITE", TEAM_MESSAGES.self);
  }
  const row = await db.transaction(async (tx) => {
    await tx
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.id, acting.restaurant.id))
      .for("update");
    const [same] = await tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(
        and(
          eq(teamMembers.restaurantId, acting.restaurant.id),
          sql`lower(${teamMembers.email}) = lower(${email})`,
        ),
      );
    if (same) throw conflict("TEAM_MEMBER_EXISTS", TEAM_MESSAGES.duplicate);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(teamMembers)
      .where(
        and(
          eq(teamMembers.restaurantId, acting.restaurant.id),
          inArray(teamMembers.status, ["pending", "active"]),
        ),
      );
    if (total >= TEAM_MAX_MEMBERS) throw conflict("TEAM_FULL", TEAM_MESSAGES.full);
    const [created] = await tx
      .insert(teamMembers)
      .values({ restaurantId: acting.restaurant.id, email, invitedBy: acting.ownerId })
      .returning();
    return created!;
  });
  return { member: toMember(row), restaurantName: acting.restaurant.name, invitedByName: fullName(account) };
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

/** Pending invites addressed to the user's email, in any restaurant, newest first. */
export async function invitesFor(db: Db, userId: string): Promise<TeamInvitation[]> {
  const user = await userOf(db, userId);
  const rows = await db
    .select({
      id: teamMembers.id,
      restaurantName: restaurants.name,
      firstName: users.firstName,
      lastName: users.lastName,
      ownerEmail: users.email,
      createdAt: teamMembers.createdAt,
    })
    .from(teamMembers)
    .innerJoin(restaurants, eq(restaurants.id, teamMembers.restaurantId))
    .innerJoin(users, eq(users.id, restaurants.userId))
    .where(and(eq(teamMembers.status, "pending"), sql`lower(${teamMembers.email}) = lower(${user.email})`))
    .orderBy(desc(teamMembers.createdAt), desc(teamMembers.id));
  return rows.map((r) => ({
    id: r.id,
    restaurantName: r.restaurantName,
    invitedByName: fullName({ firstName: r.firstName, lastName: r.lastName, email: r.ownerEmail }),
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * Joins the team: only the invited address (any case), once it is confirmed.
 * Accepting again answers the membership as it is.
 */
export async function acceptInvite(db: Db, userId: string, id: number, now: Date): Promise<TeamMember> {
  const user = await userOf(db, userId);
  const mine = and(eq(teamMembers.id, id), sql`lower(${teamMembers.email}) = lower(${user.email})`);
  const [invite] = await db.select().from(teamMembers).where(mine);
  if (!invite) throw notFound(TEAM_MESSAGES.inviteNotFound);
  if (!user.isEmailVerified) throw forbidden(TEAM_MESSAGES.verifyFirst);
  if (invite.status === "active") return toMember(invite);
  const [joined] = await db
    .update(teamMembers)
    .set({ status: "active", joinedAt: now })
    .where(and(mine, eq(teamMembers.status, "pending")))
    .returning();
  if (joined) return toMember(joined);
  // Accepted by a second tab between the read and the update: answer what is there now.
  const [current] = await db.select().from(teamMembers).where(mine);
  if (!current) throw notFound(TEAM_MESSAGES.inviteNotFound);
  return toMember(current);
}
