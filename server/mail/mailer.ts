import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The message's main link (verification, reset); only the outbox log line prints it. */
  link?: string;
};

export type SentMail = { messageId: string; transport: "smtp" | "outbox"; file?: string };

/** How the app sends mail; tests and other instances can swap it. */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in
 * DATA_DIR/outbox plus one log line, so a fresh install can still see its
 * verification and reset links.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger?: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl, { from: options.from });
    return {
      async send({ link: _link, ...message }) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return { messageId: String(info.messageId), transport: "smtp" };
      },
      async close() {
        transport.close();
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const { link, ...mail } = message;
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.logger?.info(
        { to: message.to, subject: message.subject, file, ...(link ? { link } : {}) },
        "email guardado na caixa de saída",
      );
      return { messageId: String(info.messageId), transport: "outbox", file };
    },
    async close() {},
  };
}
