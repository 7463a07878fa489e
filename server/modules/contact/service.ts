import type { ContactMessage } from "../../../common/contact";
import type { Db } from "../../db/open";
import { contactMessages } from "../../db/schema";
import type { Logger } from "../../logger";
import { enqueueMail } from "../../mail/outbox";
import { contactMail } from "./contactMail";

/** Keeps a contact message (SPEC §7 POST /api/contact); blank optional fields become null. */
export async function saveContactMessage(
  db: Db,
  message: ContactMessage,
  ip: string | undefined,
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
  options: { message: ContactMessage; ip: string | undefined; to: string | undefined; log: Logger },
): Promise<{ id: number; mailed: boolean }> {
  const { message, ip, to, log } = options;
  const saved = await db.transaction(async (tx) => {
    const saved = await saveContactMessage(tx, message, ip);
    if (to) await enqueueMail(tx, { kind: "contact", ...contactMail(to, message, saved.createdAt) });
    return saved;
  });
  if (!to) {
    log.info(
      { contactMessageId: saved.id, subject: message.subject },
      "mensagem de contato guardada (CONTACT_TO não definido: nenhum email enviado)",
    );
  }
  return { id: saved.id, mailed: Boolean(to) };
}
