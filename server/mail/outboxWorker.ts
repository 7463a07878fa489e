import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/open";
import { mailOutbox } from "../db/schema";
import type { Logger } from "../logger";
import type { Mailer } from "./mailer";

/** Attempts before a mail is marked failed; the waits between them grow (backoff below). */
export const MAIL_MAX_ATTEMPTS = 8;
/** How long a claim lasts: a worker that died mid-send frees its rows after this. */
const CLAIM_MS = 2 * 60_000;
const BATCH = 10;

/** 30 s, 1 min, 2 min… capped at an hour: a mail server down for a while is waited for, not hammered. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export type OutboxWorker = {
  /** Sends every mail due now; answers how many were sent. Tests call it instead of waiting. */
  flush(): Promise<number>;
  /** Asks for a run soon (after a request queued a mail), without waiting for it. */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
};

/**
 * Delivers the mail_outbox rows. Rows are claimed with FOR UPDATE SKIP LOCKED
 * and a lease (locked_until), so several instances never send one mail twice
 * and a crash mid-send only delays it. Survives restarts: the rows are the queue.
 */
export function createOutboxWorker(options: {
  db: Db;
  mailer: Mailer;
  log: Logger;
  now?: () => Date;
  pollMs?: number;
}): OutboxWorker {
  const { db, mailer, log } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 1_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function claim(at: Date) {
    const due = and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, at));
    const free = or(sql`${mailOutbox.lockedUntil} is null`, lte(mailOutbox.lockedUntil, at));
    const ids = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(due, free))
      .orderBy(mailOutbox.id)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(at.getTime() + CLAIM_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, ids))
      .returning();
  }

  async function runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claim(now());
      if (rows.length === 0) return sent;
      for (const row of rows) {
        try {
          await mailer.send({
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html,
            ...(row.replyTo ? { replyTo: row.replyTo } : {}),
          });
          // The body may hold a link with a token: it does not stay once delivered.
          await db
            .update(mailOutbox)
            .set({ status: "sent", sentAt: now(), lockedUntil: null, text: "", html: "", lastError: null })
            .where(eq(mailOutbox.id, row.id));
          sent++;
        } catch (error) {
          const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
          const last = row.attempts >= MAIL_MAX_ATTEMPTS;
          await db
            .update(mailOutbox)
            .set({
              status: last ? "failed" : "pending",
              lockedUntil: null,
              lastError: message,
              nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts)),
            })
            .where(eq(mailOutbox.id, row.id));
          log[last ? "error" : "warn"](
            { mailId: row.id, kind: row.kind, attempts: row.attempts, err: { message } },
            last ? "email não enviado: tentativas esgotadas" : "email não enviado; nova tentativa mais tarde",
          );
        }
      }
    }
  }

  function flush(): Promise<number> {
    // One run at a time in this process; a flush during a run waits for it, then runs again.
    const previous = running ?? Promise.resolve(0);
    const next = previous.catch(() => 0).then(runOnce);
    running = next;
    void next
      .finally(() => {
        if (running === next) running = undefined;
      })
      .catch(() => {});
    return next;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      flush()
        .catch((error: unknown) => log.error({ err: error }, "falha ao processar a caixa de saída de emails"))
        .finally(() => schedule(pollMs));
    }, delay);
    timer.unref();
  }

  return {
    flush,
    wake: () => schedule(0),
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
