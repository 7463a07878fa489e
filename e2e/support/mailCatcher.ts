import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CaughtMail = { to: string[]; subject: string; text: string; html: string };

/** A real SMTP server on loopback that keeps what it receives, for the journeys to read. */
export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((parsed: ParsedMail) => {
          this.mails.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
          });
          callback();
        })
        .catch(callback);
    },
  });
  port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    const address = this.server.server.address();
    this.port = typeof address === "object" && address ? address.port : 0;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits for a mail to `to` whose subject matches, newest first. */
  async waitFor(to: string, subject: RegExp = /.*/, timeoutMs = 10_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = [...this.mails]
        .reverse()
        .find((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`nenhum email para ${to} com assunto ${subject} em ${timeoutMs} ms`);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
