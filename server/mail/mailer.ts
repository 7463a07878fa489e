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
  /** The message's main link; only the development log line prints it (else the text's first URL). */
  link?: string;
};

export type SentMail = { messageId: string; transport: "smtp" | "outbox"; file?: string };

/** How the app sends mail; tests and other instances can swap it. */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}

/**
 * The longest any SMTP step may take (connect, greeting, an idle socket, DNS).
 * nodemailer's defaults (2 min, 30 s, 10 min) let a hanging server hold a send
 * for minutes; the outbox worker and the admin's test email wait at most this.
 */
export const SMTP_TIMEOUT_MS = 10_000;

/** The first http(s) URL of a text: the main link of our mails (verification, reset). */
export function firstUrl(text: string): string | undefined {
  return /https?:\/\/[^\s<>"]+/.exec(text)?.[0];
}

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in
 * DATA_DIR/outbox plus one log line, so a fresh install can still find its
 * mails. The log line carries the mail's link (a verification or reset token)
 * only when `logLinks` is on (development): anywhere else a log is no place
 * for a token.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  /**
   * Reply-To of every mail that names none of its own (the support inbox,
   * config.supportEmail): the sender is a no-reply address, so a reply must
   * have somewhere real to go.
   */
  replyTo?: string | undefined;
  outboxDir: string;
  logger?: Logger;
  logLinks?: boolean;
  /** SMTP timeouts (ms), capped at SMTP_TIMEOUT_MS; tests shorten them. */
  smtpTimeoutMs?: number;
}): Mailer {
  const withReplyTo = <M extends { replyTo?: string | undefined }>(message: M): M => {
    const replyTo = message.replyTo ?? options.replyTo;
    return replyTo ? { ...message, replyTo } : message;
  };
  if (options.smtpUrl) {
    const timeout = Math.min(options.smtpTimeoutMs ?? SMTP_TIMEOUT_MS, SMTP_TIMEOUT_MS);
    const transport = nodemailer.createTransport(
      {
        url: options.smtpUrl,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
        dnsTimeout: timeout,
      },
      { from: options.from },
    );
    return {
      async send({ link: _link, ...message }) {
        const info = await transport.sendMail({ from: options.from, ...withReplyTo(message) });
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
      const info = await transport.sendMail({ from: options.from, ...withReplyTo(mail) });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      const shown = options.logLinks ? (link ?? firstUrl(message.text)) : undefined;
      options.logger?.info(
        { to: message.to, subject: message.subject, file, ...(shown ? { link: shown } : {}) },
        "email guardado na caixa de saída",
      );
      return { messageId: String(info.messageId), transport: "outbox", file };
    },
    async close() {},
  };
}
