import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import type { Db } from "../db/open";
import { mailOutbox } from "../db/schema";

export type OutboxMail = { to: string; subject: string; text: string; html: string; replyTo: string | null };

/** The mails the app left in DATA_DIR/outbox (no SMTP_URL), oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, "outbox");
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(await readFile(path.join(dir, file)));
      const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
      return {
        to: to?.value[0]?.address?.toLowerCase() ?? "",
        subject: parsed.subject ?? "",
        text: parsed.text ?? "",
        html: typeof parsed.html === "string" ? parsed.html : "",
        replyTo: parsed.replyTo?.value[0]?.address?.toLowerCase() ?? null,
      };
    }),
  );
}

/** Waits until a mail to `to` whose subject matches is in the outbox (mails may be sent after the answer). */
export async function waitForMail(
  dataDir: string,
  to: string,
  subject: RegExp,
  timeoutMs = 20_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(dataDir))
      .reverse()
      .find((m) => m.to === to.toLowerCase() && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`nenhum email para ${to} com assunto ${subject}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * The kinds of mail queued for an address (any case), oldest first: what the outbox holds whether or not the
 * worker has sent them yet (a sent row keeps its kind; its text is blanked, so read that from waitForMail).
 */
export async function queuedMailKinds(db: Db, to: string) {
  const rows = await db
    .select({ kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = lower(${to})`)
    .orderBy(mailOutbox.id);
  return rows.map((r) => r.kind);
}
