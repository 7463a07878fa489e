import type { Db } from "../../db/open";
import type { users } from "../../db/schema";
import { dropHeldMail, enqueueMail } from "../../mail/outbox";
import {
  accessEndedMail,
  type CardLabel,
  cancellationMail,
  chargeMail,
  planChangedMail,
  reactivationMail,
  refundMail,
  trialEndingMail,
  trialStartedMail,
} from "../../mail/templates/billingMails";
import { teamMemberOnly } from "../team/public";

type Owner = Pick<typeof users.$inferSelect, "email" | "firstName">;
export type MailLinks = { appUrl?: string | undefined; supportEmail?: string | undefined };

/** Where the mails send the owner: the account page. */
export const accountUrlOf = (links: MailLinks) => `${links.appUrl ?? ""}/dashboard/conta`;

const recipient = (links: MailLinks, owner: Owner) => ({
  firstName: owner.firstName,
  accountUrl: accountUrlOf(links),
  contactUrl: `${links.appUrl ?? ""}/contact`,
  supportEmail: links.supportEmail,
});

type TrialFacts = { planName: string; price: number; trialEndsAt: Date; card: CardLabel | null };

/**
 * How long the no-card trial mail of a sign-up waits (decision 043): /register
 * goes straight to checkout, whose card replaces it with the card's mail, so
 * a new owner gets one trial mail that says what is true.
 */
export const NO_CARD_TRIAL_MAIL_HOLD_MS = 15 * 60_000;

/**
 * Each billing mail is queued in the transaction that writes what it tells
 * (the trial, the payment, the refund, the cancel): it exists exactly when
 * that does. The caller wakes the outbox after the commit.
 */
export const billingMails = {
  /**
   * Without a card, held (NO_CARD_TRIAL_MAIL_HOLD_MS from `now`) and skipped
   * for a team member's own account; with a card, the held one is dropped.
   */
  trialStarted: async (
    tx: Db,
    links: MailLinks,
    owner: Owner,
    t: TrialFacts,
    kind: "trial_started" | "trial_card_saved" = "trial_started",
    now?: Date,
  ) => {
    if (t.card) await dropHeldMail(tx, "trial_started", owner.email);
    else if (await teamMemberOnly(tx, owner.email)) return;
    await enqueueMail(tx, {
      kind,
      to: owner.email,
      ...(!t.card && now ? { sendAfter: new Date(now.getTime() + NO_CARD_TRIAL_MAIL_HOLD_MS) } : {}),
      ...trialStartedMail(recipient(links, owner), t),
    });
  },
  trialEnding: async (tx: Db, links: MailLinks, owner: Owner, t: TrialFacts) => {
    if (!t.card && (await teamMemberOnly(tx, owner.email))) return;
    await enqueueMail(tx, {
      kind: "trial_ending",
      to: owner.email,
      ...trialEndingMail(recipient(links, owner), t),
    });
  },
  /** A charge also drops a held no-card trial mail ("Assinar agora" right after /register). */
  charge: async (tx: Db, links: MailLinks, owner: Owner, c: Parameters<typeof chargeMail>[1]) => {
    await dropHeldMail(tx, "trial_started", owner.email);
    await enqueueMail(tx, {
      kind: "charge_receipt",
      to: owner.email,
      ...chargeMail(recipient(links, owner), c),
    });
  },
  refund: (tx: Db, links: MailLinks, owner: Owner, r: Parameters<typeof refundMail>[1]) =>
    enqueueMail(tx, {
      kind: "refund",
      to: owner.email,
      ...refundMail(recipient(links, owner), r),
    }),
  /** A cancel also drops the held no-card trial mail: it would tell of a trial that was just cancelled. */
  cancellation: async (tx: Db, links: MailLinks, owner: Owner, c: Parameters<typeof cancellationMail>[1]) => {
    await dropHeldMail(tx, "trial_started", owner.email);
    await enqueueMail(tx, {
      kind: "cancellation",
      to: owner.email,
      ...cancellationMail(recipient(links, owner), c),
    });
  },
  accessEnded: async (tx: Db, links: MailLinks, owner: Owner, e: Parameters<typeof accessEndedMail>[1]) => {
    if (e.reason === "no_card" && (await teamMemberOnly(tx, owner.email))) return;
    await enqueueMail(tx, {
      kind: "access_ended",
      to: owner.email,
      ...accessEndedMail(recipient(links, owner), e),
    });
  },
  planChanged: (tx: Db, links: MailLinks, owner: Owner, c: Parameters<typeof planChangedMail>[1]) =>
    enqueueMail(tx, {
      kind: "plan_changed",
      to: owner.email,
      ...planChangedMail(recipient(links, owner), c),
    }),
  reactivated: (tx: Db, links: MailLinks, owner: Owner, r: Parameters<typeof reactivationMail>[1]) =>
    enqueueMail(tx, {
      kind: "reactivated",
      to: owner.email,
      ...reactivationMail(recipient(links, owner), r),
    }),
};
