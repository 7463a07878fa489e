import type { Db } from "../db/open";
import { mailOutbox } from "../db/schema";
import type { MailContent } from "./templates/layout";
import { singleLine } from "./templates/userText";

/** A mail to send later, by the outbox worker; `kind` says what it is for (logs, admin counts). */
export type OutboxMail = MailContent & { kind: string; to: string; replyTo?: string | undefined };

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
  });
}
