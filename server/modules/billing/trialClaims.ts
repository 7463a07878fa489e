import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";
import type { Db } from "../../db/open";
import { trialClaims } from "../../db/schema";
import { AppError } from "../../http/errors";

/**
 * Providers that deliver every dotted spelling of a mailbox to the same place
 * (Gmail ignores dots in the local part; googlemail.com is the same service).
 * Only here are dots dropped: elsewhere "ana.souza" and "anasouza" may be two people.
 */
const DOTLESS_PROVIDERS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox an address reaches, for "one trial per person" (issue 25):
 * lower case; a `+tag` dropped on every domain (plus addressing delivers
 * `ana+1@` to `ana@` at Gmail, Outlook, iCloud, Proton, Fastmail and most
 * company servers, and a real second person named "ana+1" is not worth a free
 * trial's risk); dots dropped where the provider ignores them.
 */
export function normalisedMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_PROVIDERS[domain];
  if (dotless) {
    domain = dotless;
    local = local.replaceAll(".", "");
  }
  return `${local}@${domain}`;
}

export type TrialClaimKind = "card" | "mailbox";
export const mailboxClaim = (email: string) => `mailbox:${normalisedMailbox(email)}`;
export const cardClaim = (fingerprint: string) => `card:${fingerprint}`;

const MESSAGES: Record<TrialClaimKind, string> = {
  card: "Este cartão já usou o teste grátis do Prato Cheio. Você pode assinar agora, sem teste: a primeira mensalidade é cobrada hoje.",
  mailbox:
    "Este email já usou o teste grátis do Prato Cheio. Você pode assinar agora, sem teste: a primeira mensalidade é cobrada hoje.",
};

/** 409 TRIAL_USED: said plainly, with the way on (subscribe now). */
export const trialUsed = (kind: TrialClaimKind) => new AppError(409, "TRIAL_USED", MESSAGES[kind]);

const kindOf = (claim: string): TrialClaimKind => (claim.startsWith("card:") ? "card" : "mailbox");

/**
 * Which of these claims another account (or a deleted one) already holds:
 * the first taken, or null. A read before anything costly; claimTrial decides.
 */
export async function takenClaim(
  db: Db,
  claims: readonly string[],
  userId?: string,
): Promise<TrialClaimKind | null> {
  if (claims.length === 0) return null;
  const [row] = await db
    .select({ claim: trialClaims.claim })
    .from(trialClaims)
    .where(
      and(
        inArray(trialClaims.claim, [...claims]),
        userId ? or(isNull(trialClaims.userId), ne(trialClaims.userId, userId)) : undefined,
      ),
    )
    .orderBy(trialClaims.claim)
    .limit(1);
  return row ? kindOf(row.claim) : null;
}

/**
 * Claims the trial's card and mailbox for this account, in the transaction
 * that starts the trial: a claim held by another account throws TRIAL_USED
 * (and the transaction writes nothing). The primary key decides between two
 * sign-ups at the same moment; claiming again for the same account is a no-op.
 */
export async function claimTrial(tx: Db, userId: string, claims: readonly string[]): Promise<void> {
  if (claims.length === 0) return;
  await tx
    .insert(trialClaims)
    .values(claims.map((claim) => ({ claim, userId })))
    .onConflictDoNothing();
  const taken = await takenClaim(tx, claims, userId);
  if (taken) throw trialUsed(taken);
}

/** The claims this account holds (its own trial), to tell "mine" from "someone else's". */
export async function claimsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ claim: trialClaims.claim })
    .from(trialClaims)
    .where(eq(trialClaims.userId, userId));
  return rows.map((row) => row.claim);
}
