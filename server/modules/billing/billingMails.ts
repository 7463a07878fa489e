import type { Db } from "../../db/open";
import type { users } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import {
  accessEndedMail,
  type CardLabel,
  cancellationMail,
  chargeMail,
  refundMail,
  trialEndingMail,
  trialStartedMail,
} from "../../mail/templates/billingMails";

type Owner = Pick<typeof users.$inferSelect, "email" | "firstName">;
export type MailLinks = { appUrl?: string | undefined };

/** Where the mails send the owner: the account page. */
export const accountUrlOf = (links: MailLinks) => `${links.appUrl ?? ""}/dashboard/conta`;

/**
 * Each billing mail is queued in the transaction that writes what it tells
 * (the trial, the payment, the refund, the cancel): it exists exactly when
 * that does. The caller wakes the outbox after the commit.
 */
export const billingMails = {
  trialStarted: (
    tx: Db,
    links: MailLinks,
    owner: Owner,
    t: { planName: string; price: number; trialEndsAt: Date; card: CardLabel | null },
    kind: "trial_started" | "trial_card_saved" = "trial_started",
  ) =>
    enqueueMail(tx, {
      kind,
      to: owner.email,
      ...trialStartedMail({ firstName: owner.firstName, accountUrl: accountUrlOf(links) }, t),
    }),
  trialEnding: (
    tx: Db,
    links: MailLinks,
    owner: Owner,
    t: { planName: string; price: number; trialEndsAt: Date; card: CardLabel | null },
  ) =>
    enqueueMail(tx, {
      kind: "trial_ending",
      to: owner.email,
      ...trialEndingMail({ firstName: owner.firstName, accountUrl: accountUrlOf(links) }, t),
    }),
  charge: (tx: Db, links: MailLinks, owner: Owner, c: Parameters<typeof chargeMail>[1]) =>
    enqueueMail(tx, {
      kind: "charge_receipt",
      to: owner.email,
      ...chargeMail({ firstName: owner.firstName, accountUrl: accountUrlOf(links) }, c),
    }),
  refund: (tx: Db, links: MailLinks, owner: Owner, r: Parameters<typeof refundMail>[1]) =>
    enqueueMail(tx, {
      kind: "refund",
      to: owner.email,
      ...refundMail({ firstName: owner.firstName, accountUrl: accountUrlOf(links) }, r),
    }),
  cancellation: (tx: Db, links: MailLinks, owner: Owner, c: Parameters<typeof cancellationMail>[1]) =>
    enqueueMail(tx, {
      kind: "cancellation",
      to: owner.email,
      ...cancellationMail({ firstName: owner.firstName, accountUrl: accountUrlOf(links) }, c),
    }),
  accessEnded: (tx: Db, links: MailLinks, owner: Owner, e: Parameters<typeof accessEndedMail>[1]) =>
    enqueueMail(tx, {
      kind: "access_ended",
      to: owner.email,
      ...accessEndedMail({ firstName: owner.firstName, accountUrl: accountUrlOf(links) }, e),
    }),
};
