import { asc, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Restaurant } from "../../common/restaurant";
import { PAUSED_TEAM_MESSAGE, type PausedTeam } from "../../common/team";
import type { Db } from "../db/open";
import { restaurants, sessions, users } from "../db/schema";
import { AppError, unauthorized } from "../http/errors";
import { acceptedSid, endSession, readSessionWithData } from "../http/session";
import { type SessionRow, userOfSession } from "../http/sessionStore";
import { pausedTeamsJson } from "./pausedTeam";
import { accessibleRestaurantIds } from "./planAccess";
import { RESTAURANT_REQUIRED } from "./requireRestaurant";

/*
 * One round trip per authenticated dashboard read
 * (docs/decisions/023-one-round-trip-reads.md): each hot GET route has ONE
 * prepared statement that reads, by the cookie's sid, the session row, its
 * user, the restaurant the session acts on, and the route's data, joined.
 * Nothing is cached between requests, so a logout, a password reset, a team
 * removal or an admin switch shows on the very next request, from any instance.
 */

/**
 * The restaurant the session acts on, as a LATERAL subquery of a statement
 * that joins `sessions` and `users`: the one the session picked
 * (sess.currentRestaurantId) while the user may still act on it, else their
 * own first, then teams where they are an ACTIVE member (email compared
 * without regard to case) and whose owner's plan still includes the team
 * (planAccess.ts); oldest first within each. The candidate ids come
 * from an array built once (own by user_id, teams by email), so restaurants is
 * read by primary key, never scanned, however many other restaurants exist.
 */
export function sessionActingRestaurant(db: Db) {
  const picked = sql`coalesce(${restaurants.id} = (${sessions.sess}->>'currentRestaurantId')::int, false)`;
  return db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      type: restaurants.type,
      logoUrl: restaurants.logoUrl,
      isOnboarded: restaurants.isOnboarded,
      ownerId: restaurants.userId,
    })
    .from(restaurants)
    .where(sql`${restaurants.id} = any(${accessibleRestaurantIds(sql`${users.id}`, sql`${users.email}`)})`)
    .orderBy(sql`${picked} desc`, sql`${restaurants.userId} <> ${users.id}`, asc(restaurants.id))
    .limit(1)
    .as("acting");
}

export type SessionActing = ReturnType<typeof sessionActingRestaurant>;

export { userOfSession };

/**
 * The columns every context read selects, besides its data. `pausedTeam` is
 * only worked out when there is no acting restaurant (CASE leaves the
 * subquery alone otherwise): a member whose team's owner left Pro gets a 403
 * saying so rather than "register your restaurant" (decision 030).
 */
export function contextFields(acting: SessionActing) {
  return {
    pausedTeam: sql<PausedTeam | null>`case when ${acting.id} is null and ${users.id} is not null
      then ${pausedTeamsJson(sql`${users.id}`, sql`${users.email}`)}->0 end`,
    sess: sessions.sess,
    expire: sessions.expire,
    userId: users.id,
    restaurant: {
      id: acting.id,
      name: acting.name,
      type: acting.type,
      logoUrl: acting.logoUrl,
      isOnboarded: acting.isOnboarded,
    },
    ownerId: acting.ownerId,
  };
}

/** A row of a context read: the session, its user and acting restaurant (null when none). */
export type ContextRow = SessionRow & {
  userId: string | null;
  pausedTeam: PausedTeam | null;
  restaurant: {
    id: number | null;
    name: string | null;
    type: string | null;
    logoUrl: string | null;
    isOnboarded: boolean | null;
  } | null;
  ownerId: string | null;
};

/** A prepared statement taking the session's `sid` (and the route's own placeholders). */
export type ContextStatement<R extends ContextRow> = {
  execute: (placeholders: Record<string, unknown>) => Promise<R[]>;
};

/**
 * Runs a context read: 401 without a good session (a session whose user is
 * gone is ended), `null` restaurant when the user may act on none.
 */
export async function readContext<R extends ContextRow>(
  request: FastifyRequest,
  reply: FastifyReply,
  statement: ContextStatement<R>,
  placeholders: Record<string, unknown> = {},
): Promise<{ userId: string; acting: { restaurant: Restaurant; ownerId: string } | null; rows: R[] }> {
  const { result } = await readSessionWithData(
    request,
    reply,
    (sid) => statement.execute({ ...placeholders, sid }),
    (rows) => rows[0],
  );
  const first = result[0]!;
  if (!first.userId) {
    await endSession(request, reply);
    throw unauthorized();
  }
  const r = first.restaurant;
  const acting =
    r && r.id !== null && first.ownerId
      ? {
          restaurant: {
            id: r.id,
            name: r.name ?? "",
            type: r.type ?? "",
            logoUrl: r.logoUrl,
            isOnboarded: r.isOnboarded ?? false,
          },
          ownerId: first.ownerId,
        }
      : null;
  return { userId: first.userId, acting, rows: result };
}

/**
 * The same read again in this request, after a write its answer must show
 * (the session was accepted by the first read: no second session check).
 */
export async function readAgain<R extends ContextRow>(
  request: FastifyRequest,
  statement: ContextStatement<R>,
  placeholders: Record<string, unknown> = {},
): Promise<R[]> {
  return statement.execute({ ...placeholders, sid: acceptedSid(request) });
}

/** readContext on a route that needs a restaurant: 409 "Cadastre seu restaurante para continuar." without one. */
export async function readActingContext<R extends ContextRow>(
  request: FastifyRequest,
  reply: FastifyReply,
  statement: ContextStatement<R>,
  placeholders: Record<string, unknown> = {},
): Promise<{ userId: string; restaurant: Restaurant; ownerId: string; rows: R[] }> {
  const { userId, acting, rows } = await readContext(request, reply, statement, placeholders);
  const paused = rows[0]?.pausedTeam;
  if (!acting)
    throw paused ? new AppError(403, "TEAM_PAUSED", PAUSED_TEAM_MESSAGE(paused)) : RESTAURANT_REQUIRED();
  return { userId, ...acting, rows };
}
