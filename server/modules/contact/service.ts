import { eq } from "drizzle-orm";
import { hasPaidAccess } from "../../../common/billing";
import type { ContactMessage } from "../../../common/contact";
import type { Db } from "../../db/open";
import { contactMessages, plans, users } from "../../db/schema";
import type { Logger } from "../../logger";
import { enqueueMail } from "../../mail/outbox";
import { contactMail } from "./contactMail";

/**
 * Priority support (issue 30): a message sent while signed in to an account
 * whose plan has prioritySupport (Pro) and paid access (a running trial
 * counts) is marked priority. Read from the database on each message, so a
 * downgrade or an ended trial shows at once; the form's email is never trusted
 * for it (anyone can type a Pro owner's address).
 */
export async function hasPrioritySupport(db: Db, userId: string | undefined, now: Date): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db
    .select({
      features: plans.features,
      subscriptionActive: users.subscriptionActive,
      subscriptionStatus: users.subscriptionStatus,
      trialEndsAt: users.trialEndsAt,
      currentPeriodEnd: users.currentPeriodEnd,
    })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.planId))
    .where(eq(users.id, userId));
  return row ? Boolean(row.features?.prioritySupport) && hasPaidAccess(row, now) : false;
}

/** Keeps a contact message (SPEC §7 POST /api/contact); blank optional fields become null. */
export async function saveContactMessage(
  db: Db,
  message: ContactMessage,
  ip: string | undefined,
  priority = false,
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: message.name,
      email: message.email,
      phone: message.phone || null,
      company: message.company || null,
      subject: message.subject,
      message: message.message,
      businessType: message.businessType || null,
      ip: ip?.slice(0, 64) ?? null,
      priority,
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error("insert into contact_messages returned no row");
  return row;
}

/**
 * Keeps a contact message and, when CONTACT_TO is set, queues the team's copy
 * in the same transaction: the message is never stored without its mail, nor
 * mailed without being stored. The mail leaves through the outbox worker, so
 * a mail server that is down neither fails nor slows the sender's request
 * (a retry from the sender would only duplicate the message).
 */
export async function receiveContactMessage(
  db: Db,
  options: {
    message: ContactMessage;
    ip: string | undefined;
    to: string | undefined;
    log: Logger;
    priority?: boolean;
  },
): Promise<{ id: number; mailed: boolean }> {
  const { message, ip, to, log, priority = false } = options;
  const saved = await db.transaction(async (tx) => {
    const saved = await saveContactMessage(tx, message, ip, priority);
    if (to)
      await enqueueMail(tx, { kind: "contact", ...contactMail(to, message, saved.createdAt, priority) });
    return saved;
  });
  if (!to) {
    log.info(
      { contactMessageId: saved.id, subject: message.subject, priority },
      "mensagem de contato guardada (CONTACT_TO não definido: nenhum email enviado)",
    );
  }
  return { id: saved.id, mailed: Boolean(to) };
}
