import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { type RegisterInput, subscriptionStatusSchema, type User } from "../../../common/auth";
import type { Db } from "../../db/open";
import { authTokens, sessions, users } from "../../db/schema";
import { isUniqueViolation, sanitized, withoutSecrets } from "../../db/withoutSecrets";
import { AppError, badRequest, conflict } from "../../http/errors";
import { userOfSession } from "../../http/sessionStore";
import { hashToken, newToken } from "../../http/tokens";
import { findActivePlan } from "../plans/public";
import { hashPassword, verifyPassword } from "./passwords";

export const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;
const RESET_KIND = "password_reset";

type UserRow = typeof users.$inferSelect;

/**
 * The columns toPublicUser reads. GET /api/user selects only these: pg builds
 * a parser per column of every result and Drizzle maps each one, so reading
 * the whole users row (hash and tokens included) cost CPU on every request
 * for columns nobody sends (decision 023).
 */
const publicUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isEmailVerified: users.isEmailVerified,
  planId: users.planId,
  subscriptionActive: users.subscriptionActive,
  subscriptionStatus: users.subscriptionStatus,
  trialEndsAt: users.trialEndsAt,
  createdAt: users.createdAt,
};
type PublicUserRow = Pick<UserRow, keyof typeof publicUserColumns>;

/** The public shape of SPEC §3's user: never the password, its hash or a token. */
export function toPublicUser(row: PublicUserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    isEmailVerified: row.isEmailVerified,
    planId: row.planId,
    subscriptionActive: row.subscriptionActive,
    // A status this schema does not know yet reads as "none" rather than failing the answer.
    subscriptionStatus: subscriptionStatusSchema.catch("none").parse(row.subscriptionStatus),
    trialEndsAt: row.trialEndsAt ? row.trialEndsAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Emails are compared without regard to case (the unique index is on lower(email)). */
const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** GET /api/user in one statement: the session row and its user (null when gone). */
export function prepareUserRead(db: Db) {
  return db
    .select({ sess: sessions.sess, expire: sessions.expire, user: publicUserColumns })
    .from(sessions)
    .leftJoin(users, userOfSession)
    .where(eq(sessions.sid, sql.placeholder("sid")))
    .prepare("read_user");
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sameEmail(email));
  return row;
}

export const emailTaken = () =>
  conflict("EMAIL_TAKEN", "Já existe uma conta com este email. Entre nela ou redefina sua senha.");

/** The plan exists, or why not: checked before anything costly (hashing, a card at the gateway). */
export async function assertPlanToRegister(db: Db, planId: number): Promise<void> {
  if (!(await findActivePlan(db, planId))) {
    throw badRequest("INVALID_PLAN", "Escolha um dos planos disponíveis.");
  }
}

/**
 * Creates the account of SPEC §7 POST /api/register with a pending email
 * verification, in the caller's transaction (the trial and the verification
 * mail are written with it). Check the plan and hash the password
 * first: neither belongs inside a transaction. Answers the row and the
 * verification token to mail.
 */
export async function registerUser(
  tx: Db,
  input: Omit<RegisterInput, "password"> & { passwordHash: string },
  now: Date,
): Promise<{ user: UserRow; verificationToken: string }> {
  const verificationToken = newToken();
  try {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        password: input.passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        planId: input.planId,
        emailVerificationToken: hashToken(verificationToken),
        emailVerificationExpiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
      })
      .returning();
    return { user: user!, verificationToken };
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    const clean = sanitized(error);
    if (isUniqueViolation(clean)) throw emailTaken();
    throw clean;
  }
}

/** The user whose email and password match, or undefined; as slow for an unknown email. */
export async function authenticate(db: Db, email: string, password: string): Promise<UserRow | undefined> {
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.password, password);
  return ok ? user : undefined;
}

/**
 * A new verification link for an unverified user; the previous one stops
 * working. Pass the transaction that queues its mail.
 */
export async function renewVerification(tx: Db, userId: string, now: Date): Promise<string> {
  const token = newToken();
  await withoutSecrets(
    tx
      .update(users)
      .set({
        emailVerificationToken: hashToken(token),
        emailVerificationExpiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
      })
      .where(eq(users.id, userId)),
  );
  return token;
}

/** Uses a verification token: answers true when it was valid (it never works again). */
export async function verifyEmail(db: Db, token: string, now: Date): Promise<boolean> {
  const verified = await withoutSecrets(
    db
      .update(users)
      .set({ isEmailVerified: true, emailVerificationToken: null, emailVerificationExpiresAt: null })
      .where(
        and(eq(users.emailVerificationToken, hashToken(token)), gt(users.emailVerificationExpiresAt, now)),
      )
      .returning({ id: users.id }),
  );
  return verified.length === 1;
}

/**
 * Starts a password reset for the account with this email, if there is one,
 * in the caller's transaction (which queues the mail): earlier unused reset
 * links stop working. Answers what to mail, or null.
 */
export async function startPasswordReset(
  tx: Db,
  email: string,
  now: Date,
): Promise<{ user: UserRow; token: string } | null> {
  const user = await findUserByEmail(tx, email);
  if (!user) return null;
  const token = newToken();
  await tx
    .delete(authTokens)
    .where(and(eq(authTokens.userId, user.id), eq(authTokens.kind, RESET_KIND), isNull(authTokens.usedAt)));
  await withoutSecrets(
    tx.insert(authTokens).values({
      userId: user.id,
      kind: RESET_KIND,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    }),
  );
  return { user, token };
}

export const invalidResetLink = () =>
  new AppError(
    400,
    "INVALID_TOKEN",
    "Este link para redefinir a senha é inválido, já foi usado ou venceu. Peça um novo link.",
  );

/**
 * Sets a new password with a mailed reset token, which is used up. The mail
 * proved the address, so the email also counts as verified. Answers the
 * user's id so the caller can end all of that user's sessions.
 */
export async function resetPassword(db: Db, token: string, newPassword: string, now: Date): Promise<string> {
  const tokenHash = hashToken(token);
  const valid = and(
    eq(authTokens.tokenHash, tokenHash),
    eq(authTokens.kind, RESET_KIND),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  );
  const [pending] = await withoutSecrets(db.select({ id: authTokens.id }).from(authTokens).where(valid));
  if (!pending) throw invalidResetLink();
  const password = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    // Consuming with a condition makes two submissions of one link race safely.
    const [used] = await withoutSecrets(
      tx.update(authTokens).set({ usedAt: now }).where(valid).returning({ userId: authTokens.userId }),
    );
    if (!used) throw invalidResetLink();
    await withoutSecrets(
      tx
        .update(users)
        .set({
          password,
          isEmailVerified: true,
          emailVerificationToken: null,
          emailVerificationExpiresAt: null,
        })
        .where(eq(users.id, used.userId)),
    );
    return used.userId;
  });
}
