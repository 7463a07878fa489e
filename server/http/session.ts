import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { z } from "../../common/zod";
import type { AppContext } from "../context";
import { crossSiteGuard } from "./crossSite";
import { unauthorized } from "./errors";
import { timedDb } from "./serverTiming";
import {
  deleteSessionRow,
  insertSessionRow,
  moveSessionExpiry,
  nextExpiry,
  purgeExpired,
  readSessionRow,
  SESSION_TIMES,
  type SessionData,
  type SessionRow,
  writeSessionData,
} from "./sessionStore";
import { hashToken, newToken } from "./tokens";

export { endAllSessionsOf } from "./sessionStore";
export type { SessionData };

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The signed-in session of this request, or null (set for every /api
     * request, except on routes with `config.sessionInQuery`, which read it
     * with their data through readSessionWithData).
     */
    session: SessionData | null;
  }
  interface FastifyContextConfig {
    /**
     * The route reads the session row in the same statement as its data
     * (readSessionWithData): the onRequest hook only checks the cookie's
     * signature, and the request makes one database round trip.
     */
    sessionInQuery?: boolean;
  }
}

export const SESSION_COOKIE = "pc_session";

const storedSessionSchema = z.looseObject({ userId: z.string().min(1), createdAt: z.number() });

/**
 * What the plugin remembers per request besides `request.session`: the row's
 * sid once the session is known good, and on sessionInQuery routes the sid of
 * the signed cookie still to be read, with its token (to renew the cookie).
 */
type SessionState = {
  ctx: AppContext;
  sid: string | null;
  unread: { sid: string; token: string } | null;
};
const states = new WeakMap<FastifyRequest, SessionState>();

function stateOf(request: FastifyRequest): SessionState {
  const state = states.get(request);
  if (!state) throw new Error("o plugin de sessões não está registrado");
  return state;
}

function setSessionCookie(reply: FastifyReply, ctx: AppContext, token: string, expire: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.config.secureCookies,
    signed: true,
    maxAge: Math.max(0, Math.floor((expire.getTime() - ctx.now().getTime()) / 1000)),
  });
}

function clearSessionCookie(reply: FastifyReply, ctx: AppContext): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.config.secureCookies,
  });
}

/** The token of the request's signed session cookie; a bad signature clears the cookie. */
function signedToken(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) {
    clearSessionCookie(reply, ctx);
    return null;
  }
  return unsigned.value;
}

/**
 * Accepts (or refuses) the session row read for this request. A good row
 * becomes `request.session`; an unknown, ended or expired one clears the
 * cookie (the purge removes the row). The sliding expiry is written at most
 * once an hour, in its own statement: a busy signed-in user costs no writes
 * (one request a session-hour waits for it, so the next request, however
 * soon and on whichever instance, sees the new expiry).
 */
async function acceptRow(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  found: { sid: string; token: string },
  row: SessionRow | undefined,
): Promise<SessionData | null> {
  const parsed = row ? storedSessionSchema.safeParse(row.sess) : undefined;
  const now = ctx.now();
  const expire = row && parsed?.success ? nextExpiry(parsed.data, row.expire, now) : null;
  if (!row || !parsed?.success || !expire) {
    clearSessionCookie(reply, ctx);
    return null;
  }
  request.session = parsed.data;
  stateOf(request).sid = found.sid;
  if (expire.getTime() - row.expire.getTime() >= SESSION_TIMES.touchEveryMs) {
    await moveSessionExpiry(ctx.database.db, found.sid, expire);
    setSessionCookie(reply, ctx, found.token, expire);
  }
  return parsed.data;
}

/** Reads the session of an /api request: one primary-key read. */
async function loadSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = signedToken(ctx, request, reply);
  if (!token) return;
  const sid = hashToken(token);
  const row = await timedDb(request, () => readSessionRow(ctx.database.db, sid));
  await acceptRow(ctx, request, reply, { sid, token }, row);
}

/**
 * On a `sessionInQuery` route: runs `read` (one statement that reads the
 * session row by `sid` together with the route's data) and accepts the row
 * it returns. Answers 401 "Faça login para continuar." without a good session,
 * without running anything when there is no signed cookie.
 */
export async function readSessionWithData<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  read: (sid: string) => Promise<T>,
  sessionRow: (result: T) => SessionRow | undefined,
): Promise<{ session: SessionData; result: T }> {
  const state = stateOf(request);
  const found = state.unread;
  if (!found) throw unauthorized();
  state.unread = null;
  const result = await timedDb(request, () => read(found.sid));
  const session = await acceptRow(state.ctx, request, reply, found, sessionRow(result));
  if (!session) throw unauthorized();
  return { session, result };
}

/**
 * Sessions on the `sessions` table (ARCHITECTURE §4): a random 256-bit token
 * in the HttpOnly, SameSite=Lax `pc_session` cookie (signed, Secure under
 * https); the table keeps only its SHA-256 as `sid`. Also refuses cross-site
 * state-changing calls and purges expired rows every hour.
 */
export function sessionPlugin(ctx: AppContext) {
  return fp(
    async (app: FastifyInstance) => {
      app.decorateRequest("session", null);
      const refuseCrossSite = crossSiteGuard(ctx.config.appUrl);
      app.addHook("onRequest", async (request, reply) => {
        states.set(request, { ctx, sid: null, unread: null });
        if (!request.url.startsWith("/api/")) return;
        refuseCrossSite(request);
        if (request.routeOptions.config.sessionInQuery) {
          const token = signedToken(ctx, request, reply);
          if (token) stateOf(request).unread = { sid: hashToken(token), token };
          return;
        }
        await loadSession(ctx, request, reply);
      });

      const purge = async () => {
        try {
          const gone = await purgeExpired(ctx.database.db, ctx.now());
          if (gone.sessions || gone.tokens) app.log.info(gone, "sessões e links vencidos apagados");
        } catch (error) {
          app.log.warn({ err: error }, "não foi possível apagar sessões vencidas");
        }
      };
      let timer: NodeJS.Timeout | undefined;
      app.addHook("onReady", async () => {
        void purge();
        timer = setInterval(purge, SESSION_TIMES.touchEveryMs);
        timer.unref();
      });
      app.addHook("onClose", async () => {
        if (timer) clearInterval(timer);
      });
    },
    { name: "sessions", dependencies: ["@fastify/cookie"] },
  );
}

/** The sid of the session this request's read accepted (for reading again after a write). */
export function acceptedSid(request: FastifyRequest): string {
  const sid = stateOf(request).sid;
  if (!sid) throw unauthorized();
  return sid;
}

/** The signed-in user's id, or 401 "Faça login para continuar." */
export function requireUserId(request: FastifyRequest): string {
  if (!request.session) throw unauthorized();
  return request.session.userId;
}

/** Signs `userId` in with a brand-new token; the request's old session, if any, stops working. */
export async function startSession(
  reply: FastifyReply,
  request: FastifyRequest,
  userId: string,
): Promise<void> {
  const state = stateOf(request);
  const { ctx } = state;
  const previous = request.session;
  if (state.sid) await deleteSessionRow(ctx.database.db, state.sid);
  // Keys other modules keep (a paid checkout, the chosen restaurant) survive a
  // re-login of the same person, never a switch to someone else.
  const kept = previous && previous.userId === userId ? previous : {};
  const now = ctx.now();
  const sess: SessionData = { ...kept, userId, createdAt: now.getTime() };
  const token = newToken();
  const sid = hashToken(token);
  const expire = new Date(now.getTime() + SESSION_TIMES.idleMs);
  await insertSessionRow(ctx.database.db, sid, sess, expire);
  setSessionCookie(reply, ctx, token, expire);
  request.session = sess;
  state.sid = sid;
}

/**
 * What a sign-up with an email that already has an account answers instead
 * of startSession (issue 25, no account enumeration): the request's old
 * session ends the same way and a fresh cookie of the same shape is set, but
 * it names no stored session, so the next request simply reads as signed out.
 */
export async function startDecoySession(reply: FastifyReply, request: FastifyRequest): Promise<void> {
  const state = stateOf(request);
  const { ctx } = state;
  if (state.sid) await deleteSessionRow(ctx.database.db, state.sid);
  state.sid = null;
  request.session = null;
  setSessionCookie(reply, ctx, newToken(), new Date(ctx.now().getTime() + SESSION_TIMES.idleMs));
}

/** Ends the request's session (logout): the row is deleted and the cookie cleared. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const state = stateOf(request);
  if (state.sid) await deleteSessionRow(state.ctx.database.db, state.sid);
  state.sid = null;
  request.session = null;
  clearSessionCookie(reply, state.ctx);
}

/** Merges `patch` into the signed-in session and saves it; 401 when signed out. */
export async function updateSession(
  request: FastifyRequest,
  patch: Partial<SessionData>,
): Promise<SessionData> {
  const state = stateOf(request);
  if (!request.session || !state.sid) throw unauthorized();
  const next: SessionData = { ...request.session, ...patch };
  await writeSessionData(state.ctx.database.db, state.sid, next);
  request.session = next;
  return next;
}
