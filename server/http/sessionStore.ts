import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/open";
import { authTokens, sessions, users } from "../db/schema";

/** What a session row's `sess` holds (ARCHITECTURE §4); other modules may add keys. */
export type SessionData = {
  userId: string;
  /** When the session began (ms since epoch): the 90-day absolute limit counts from here. */
  createdAt: number;
  currentRestaurantId?: number;
  paidUserId?: string;
  [key: string]: unknown;
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Sliding idle expiry, absolute limit, and how often the sliding expiry may be written. */
export const SESSION_TIMES = {
  idleMs: 30 * DAY_MS,
  absoluteMs: 90 * DAY_MS,
  touchEveryMs: HOUR_MS,
} as const;

export type SessionRow = { sess: Record<string, unknown>; expire: Date };

/** Joins a session row to its user (statements that read both at once). */
export const userOfSession = sql`${users.id} = (${sessions.sess}->>'userId')::uuid`;

/** One primary-key read: the whole cost of a signed-in request. */
export async function readSessionRow(db: Db, sid: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({ sess: sessions.sess, expire: sessions.expire })
    .from(sessions)
    .where(eq(sessions.sid, sid));
  return row;
}

export async function insertSessionRow(db: Db, sid: string, sess: SessionData, expire: Date): Promise<void> {
  await db.insert(sessions).values({ sid, sess, expire });
}

export async function writeSessionData(db: Db, sid: string, sess: SessionData): Promise<void> {
  await db.update(sessions).set({ sess }).where(eq(sessions.sid, sid));
}

export async function moveSessionExpiry(db: Db, sid: string, expire: Date): Promise<void> {
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
}

export async function deleteSessionRow(db: Db, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

/** Signs a user out everywhere (password reset). Uses the index on sess->>'userId'. */
export async function endAllSessionsOf(db: Db, userId: string): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(sql`(${sessions.sess}->>'userId') = ${userId}`)
    .returning({ sid: sessions.sid });
  return gone.length;
}

/** Deletes expired sessions and mailed tokens; both are useless once past their time. */
export async function purgeExpired(db: Db, now: Date): Promise<{ sessions: number; tokens: number }> {
  const deadSessions = await db
    .delete(sessions)
    .where(lt(sessions.expire, now))
    .returning({ sid: sessions.sid });
  const deadTokens = await db
    .delete(authTokens)
    .where(lt(authTokens.expiresAt, now))
    .returning({ id: authTokens.id });
  return { sessions: deadSessions.length, tokens: deadTokens.length };
}

/**
 * The expiry a session should have now: idle time from now, never past the
 * absolute limit. Answers null when the session is over either way.
 */
export function nextExpiry(sess: SessionData, storedExpire: Date, now: Date): Date | null {
  const absolute = sess.createdAt + SESSION_TIMES.absoluteMs;
  if (storedExpire.getTime() <= now.getTime() || absolute <= now.getTime()) return null;
  return new Date(Math.min(now.getTime() + SESSION_TIMES.idleMs, absolute));
}
