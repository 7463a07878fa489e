import type { ContactMessage } from "../../../common/contact";
import type { Db } from "../../db/open";
import { contactMessages } from "../../db/schema";
import type { Logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
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
 * Mails the team when CONTACT_TO is set, else only logs. A mail failure is
 * logged and swallowed: the message is already stored, so the sender must
 * not be told to try again (a retry would only duplicate it).
 */
export async function notifyTeam(options: {
  mailer: Mailer;
  to: string | undefined;
  message: ContactMessage;
  saved: { id: number; createdAt: Date };
  log: Logger;
}): Promise<"mailed" | "logged" | "mail-failed"> {
  const { mailer, to, message, saved, log } = options;
  if (!to) {
    log.info(
      { contactMessageId: saved.id, subject: message.subject },
      "mensagem de contato guardada (CONTACT_TO não definido: nenhum email enviado)",
    );
    return "logged";
  }
  try {
    await mailer.send(contactMail(to, message, saved.createdAt));
    return "mailed";
  } catch (err) {
    log.error({ err, contactMessageId: saved.id }, "falha ao enviar a mensagem de contato por email");
    return "mail-failed";
  }
}
