import { eq } from "drizzle-orm";
import type { Card } from "../../../common/billing";
import type { AppContext } from "../../context";
import { users } from "../../db/schema";
import { enqueueVerificationMail } from "../auth/mails";
import { hashPassword } from "../auth/passwords";
import { assertCanRegister, registerUser } from "../auth/service";
import { findActivePlan } from "../plans/service";
import { billingMails } from "./billingMails";
import { trialEnd } from "./periods";
import { verifyTrialCard } from "./service";
import { startTrial } from "./trial";

export type SignUpInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  planId: number;
};

type UserRow = typeof users.$inferSelect;

/**
 * THE sign-up (issue 17, item 7; docs/decisions/022-honest-trial.md): every
 * path (POST /api/register from /register and /auth, POST /api/billing/trial)
 * creates the account and starts the same 7-day trial of the chosen plan;
 * nothing is charged. With a card (the /trial form), the card is verified by
 * a zero-amount authorisation first: a refused card writes nothing. Then one
 * transaction writes the account, its trial, the verification mail and the
 * "trial started" mail. Checks that cost nothing (plan, email) come before
 * the gateway; hashing comes before the transaction. Routes only open the
 * session and answer.
 */
export async function signUpWithTrial(ctx: AppContext, input: SignUpInput, card?: Card): Promise<UserRow> {
  const { db } = ctx.database;
  const now = ctx.now();
  const { password, ...profile } = input;
  await assertCanRegister(db, profile);
  const plan = await findActivePlan(db, profile.planId);
  if (!plan) throw new Error("assertCanRegister let a missing plan through");
  const deps = { db, gateway: ctx.gateway, now: ctx.now };
  const kept = card
    ? await verifyTrialCard(deps, card, {
        email: profile.email,
        name: `${profile.firstName} ${profile.lastName}`,
      })
    : null;
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const { user, verificationToken } = await registerUser(tx, { ...profile, passwordHash }, now);
    await startTrial(tx, user.id, now, kept ?? undefined);
    await enqueueVerificationMail(tx, ctx, user, verificationToken);
    await billingMails.trialStarted(tx, ctx.config, user, {
      planName: plan.name,
      price: plan.price,
      trialEndsAt: trialEnd(now),
      card: kept ? { brand: kept.cardBrand, last4: kept.cardLast4 } : null,
    });
    const [fresh] = await tx.select().from(users).where(eq(users.id, user.id));
    return fresh ?? user;
  });
  ctx.outbox.wake();
  return user;
}
