import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/open";
import { mailOutbox } from "../db/schema";
import type { MailContent } from "./templates/layout";
import { singleLine } from "./templates/userText";

/** A mail to send later, by the outbox worker; `kind` says what it is for (logs, admin counts). */
export type OutboxMail = MailContent & {
  kind: string;
  to: string;
  replyTo?: string | undefined;
  /** Held until then (decision 043): a later change may drop it first (dropHeldMail). */
  sendAfter?: Date | undefined;
};

/**
 * Queues a mail. Pass the transaction that writes what caused the mail (an
 * account, a reset token, an invitation): the mail exists exactly when that
 * does, and no request waits on the mail server.
 */
export async function enqueueMail(db: Db, mail: OutboxMail): Promise<void> {
  await db.insert(mailOutbox).values({
    kind: mail.kind,
    // Header fields are one line whatever a template let through: no header added by a typed value.
    to: singleLine(mail.to),
    replyTo: mail.replyTo == null ? null : singleLine(mail.replyTo),
    subject: singleLine(mail.subject),
    text: mail.text,
    html: mail.html,
    sendAfter: mail.sendAfter ?? null,
  });
}

/**
 * Drops the held, unsent mails of this kind to this address: the change that
 * made them wrong (a card given after the no-card trial mail was queued)
 * writes the mail that is right instead, in the same transaction.
 */
export async function dropHeldMail(db: Db, kind: string, to: string): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, kind),
        sql`lower(${mailOutbox.to}) = lower(${singleLine(to)})`,
        eq(mailOutbox.status, "pending"),
        eq(mailOutbox.attempts, 0),
        isNotNull(mailOutbox.sendAfter),
      ),
    );
}
