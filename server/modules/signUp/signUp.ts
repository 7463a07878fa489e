import { randomUUID } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { User } from "../../../common/auth";
import type { Card } from "../../../common/billing";
import type { AppContext } from "../../context";
import { mailOutbox, users } from "../../db/schema";
import { AppError } from "../../http/errors";
import {
  assertPlanToRegister,
  enqueueSignUpAttemptMail,
  enqueueVerificationMail,
  findUserByEmail,
  hashPassword,
  registerUser,
  SIGN_UP_ATTEMPT_MAIL,
  startPasswordReset,
} from "../auth/public";
import {
  billingMails,
  cardClaim,
  claimTrial,
  mailboxClaim,
  startTrial,
  takenClaim,
  trialEnd,
  trialUsed,
  verifyTrialCard,
} from "../billing/public";
import { findActivePlan } from "../plans/public";

export type SignUpInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  planId: number;
};

type UserRow = typeof users.$inferSelect;

/**
 * What a sign-up answers. `created`: the new account (the route signs it in).
 * `decoy`: the email already had an account; the route answers this stand-in
 * exactly as it would a new account (issue 25: no account enumeration) and
 * signs nobody in. Its id names no account, so nothing can be done with it.
 */
export type SignUpOutcome = { created: UserRow } | { decoy: User };

/**
 * THE sign-up (issue 17, item 7; docs/decisions/022-honest-trial.md and
 * 031-one-trial-per-person.md): every path (POST /api/register from /register
 * and /auth, POST /api/billing/trial) creates the account and starts the same
 * 7-day trial of the chosen plan; nothing is charged. With a card (the /trial
 * form), the card is verified by a zero-amount authorisation first: a refused
 * card writes nothing.
 *
 * One trial per person: a card or a mailbox (normalisedMailbox) that already
 * had a trial ends the /trial form with 409 TRIAL_USED (nothing written; the
 * page offers to subscribe now). Without a card (/register), an account whose
 * mailbox had a trial is created without one: its checkout charges at once.
 *
 * An email that already has an account answers like a new one (same work:
 * the card asked, the password hashed) and mails its owner instead.
 */
export async function signUpWithTrial(
  ctx: AppContext,
  input: SignUpInput,
  card?: Card,
): Promise<SignUpOutcome> {
  const { db } = ctx.database;
  const now = ctx.now();
  const { password, ...profile } = input;
  await assertPlanToRegister(db, profile.planId);
  const plan = await findActivePlan(db, profile.planId);
  if (!plan) throw new Error("assertPlanToRegister let a missing plan through");
  const existing = await findUserByEmail(db, profile.email);
  const deps = { db, gateway: ctx.gateway, now: ctx.now };
  const kept = card
    ? await verifyTrialCard(deps, card, {
        email: profile.email,
        name: `${profile.firstName} ${profile.lastName}`,
      })
    : null;
  // Hashed in both branches: an existing email takes as long to answer as a new one.
  const passwordHash = await hashPassword(password);
  if (existing) return { decoy: await warnOwner(ctx, existing, profile) };
  const claims = [mailboxClaim(profile.email), ...(kept ? [cardClaim(kept.fingerprint)] : [])];
  const taken = await takenClaim(db, claims);
  if (taken && kept) throw trialUsed(taken);
  const createAccount = (withTrial: boolean) =>
    db.transaction(async (tx) => {
      const { user, verificationToken } = await registerUser(tx, { ...profile, passwordHash }, now);
      if (withTrial) {
        await claimTrial(tx, user.id, claims);
        await startTrial(tx, user.id, now, kept?.onFile);
      }
      await enqueueVerificationMail(tx, ctx, user, verificationToken);
      if (withTrial) {
        await billingMails.trialStarted(
          tx,
          ctx.config,
          user,
          {
            planName: plan.name,
            price: plan.price,
            trialEndsAt: trialEnd(now),
            card: kept ? { brand: kept.onFile.cardBrand, last4: kept.onFile.cardLast4 } : null,
          },
          "trial_started",
          // Without a card it waits for the checkout that follows /register (decision 043).
          now,
        );
      }
      const [fresh] = await tx.select().from(users).where(eq(users.id, user.id));
      return fresh ?? user;
    });
  try {
    const user = await createAccount(!taken).catch((error: unknown) => {
      // Another sign-up of the same mailbox claimed it meanwhile: without a card, as above, no trial.
      const lostClaim = error instanceof AppError && error.code === "TRIAL_USED" && !kept;
      if (lostClaim) return createAccount(false);
      throw error;
    });
    ctx.outbox.wake();
    return { created: user };
  } catch (error) {
    // Two sign-ups with one email at the same moment: the second is the "existing" case.
    const winner = error instanceof AppError && error.code === "EMAIL_TAKEN";
    const owner = winner ? await findUserByEmail(db, profile.email) : undefined;
    if (!owner) throw error;
    return { decoy: await warnOwner(ctx, owner, profile) };
  }
}

/**
 * The address has an account: its owner gets "someone tried to sign up with
 * your email" with a fresh reset link, and the caller a stand-in of the
 * public user a new trial would have answered.
 */
async function warnOwner(
  ctx: AppContext,
  owner: UserRow,
  profile: Omit<SignUpInput, "password">,
): Promise<User> {
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    // One warning an hour per address: repeated tries must not turn into a mail bomb.
    const [recent] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, SIGN_UP_ATTEMPT_MAIL),
          eq(mailOutbox.to, owner.email),
          gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`),
        ),
      )
      .limit(1);
    if (recent) return;
    const reset = await startPasswordReset(tx, owner.email, now);
    if (reset) await enqueueSignUpAttemptMail(tx, ctx, owner, reset.token);
  });
  ctx.outbox.wake();
  return {
    id: randomUUID(),
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    isEmailVerified: false,
    planId: profile.planId,
    subscriptionActive: true,
    subscriptionStatus: "trialing",
    trialEndsAt: trialEnd(now).toISOString(),
    createdAt: now.toISOString(),
  };
}
