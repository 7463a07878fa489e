import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/open";
import { mailOutbox } from "../db/schema";
import type { Logger } from "../logger";
import type { Mailer } from "./mailer";

/** Attempts before a mail is marked failed; the waits between them grow (backoff below). */
export const MAIL_MAX_ATTEMPTS = 8;
/**
 * How long a claim lasts: a worker that died mid-send frees its row after
 * this. Longer than a send may take (SEND_DEADLINE_MS), so a live worker's
 * claim never runs out under it and no second instance sends the same mail.
 */
const CLAIM_MS = 2 * 60_000;
/** A send that takes longer is given up (SMTP's own timeouts, 10 s a step, normally end it first). */
const SEND_DEADLINE_MS = 60_000;
/** How long closing the app waits for a send in flight. */
const STOP_TIMEOUT_MS = 15_000;

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
  /** Stops polling and waits (bounded) for the send in flight; claimed rows stay for the next run. */
  stop(): Promise<void>;
};

type Row = typeof mailOutbox.$inferSelect;

/**
 * Delivers the mail_outbox rows. Each row is claimed alone with FOR UPDATE
 * SKIP LOCKED and a lease (locked_until), so several instances never send
 * one mail twice and a crash mid-send only delays it. Survives restarts: the
 * rows are the queue.
 */
export function createOutboxWorker(options: {
  db: Db;
  mailer: Mailer;
  log: Logger;
  now?: () => Date;
  pollMs?: number;
  /** The wait after a failed attempt; tests shorten it. */
  retryDelayMs?: (attempts: number) => number;
  maxAttempts?: number;
  stopTimeoutMs?: number;
}): OutboxWorker {
  const { db, mailer, log } = options;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 1_000;
  const delayAfter = options.retryDelayMs ?? retryDelayMs;
  const maxAttempts = options.maxAttempts ?? MAIL_MAX_ATTEMPTS;
  const stopTimeoutMs = options.stopTimeoutMs ?? STOP_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  /** A run queued behind the current one: later flushes and wakes share it. */
  let queued: Promise<number> | undefined;
  let stopped = true;
  /** Set by stop(): a run ends after the mail in flight. */
  let halted = false;
  let failingSince: number | undefined;

  /**
   * One due mail, claimed for CLAIM_MS. A mail never tried is due whatever
   * the clocks say (next_attempt_at is the database's time at insert; the
   * app's clock may differ, tests move it), a retried one when its wait ends.
   * One row per claim: a batch's last row could wait past its lease behind
   * slow sends, and another instance would then send it too.
   */
  async function claim(at: Date): Promise<Row | undefined> {
    const due = and(
      eq(mailOutbox.status, "pending"),
      or(eq(mailOutbox.attempts, 0), lte(mailOutbox.nextAttemptAt, at)),
      or(sql`${mailOutbox.lockedUntil} is null`, lte(mailOutbox.lockedUntil, at)),
      // A held mail (decision 043) waits for its time on the app's clock, which tests move.
      or(sql`${mailOutbox.sendAfter} is null`, lte(mailOutbox.sendAfter, at)),
    );
    const ids = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(due)
      .orderBy(mailOutbox.id)
      .limit(1)
      .for("update", { skipLocked: true });
    const [row] = await db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(at.getTime() + CLAIM_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, ids))
      .returning();
    return row;
  }

  function sendWithDeadline(row: Row) {
    let deadline: NodeJS.Timeout | undefined;
    return Promise.race([
      mailer.send({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
      }),
      new Promise<never>((_, reject) => {
        deadline = setTimeout(() => reject(new Error("envio demorou demais")), SEND_DEADLINE_MS);
      }),
    ]).finally(() => clearTimeout(deadline));
  }

  async function deliver(row: Row): Promise<boolean> {
    try {
      await sendWithDeadline(row);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const last = row.attempts >= maxAttempts;
      await db
        .update(mailOutbox)
        .set({
          status: last ? "failed" : "pending",
          lockedUntil: null,
          lastError: message,
          nextAttemptAt: new Date(now().getTime() + delayAfter(row.attempts)),
        })
        .where(eq(mailOutbox.id, row.id));
      log[last ? "error" : "warn"](
        { mailId: row.id, kind: row.kind, attempts: row.attempts, err: { message } },
        last ? "email não enviado: tentativas esgotadas" : "email não enviado; nova tentativa mais tarde",
      );
      return false;
    }
    // The body may hold a link with a token: it does not stay once delivered.
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: now(), lockedUntil: null, text: "", html: "", lastError: null })
      .where(eq(mailOutbox.id, row.id));
    return true;
  }

  async function runOnce(): Promise<number> {
    let sent = 0;
    // Stopping ends the run between mails: the one in flight finishes, the rest wait for the next start.
    while (!halted) {
      const row = await claim(now());
      if (!row) break;
      if (await deliver(row)) sent++;
    }
    return sent;
  }

  function flush(): Promise<number> {
    if (queued) return queued;
    const previous = running ?? Promise.resolve(0);
    const next = previous
      .catch(() => 0)
      .then(() => {
        queued = undefined;
        running = next;
        return runOnce();
      });
    queued = next;
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
        .then(() => {
          if (failingSince !== undefined) log.info("caixa de saída de emails voltou a funcionar");
          failingSince = undefined;
        })
        .catch((error: unknown) => {
          // A database outage fails every poll: said once, not every second.
          if (failingSince === undefined) {
            failingSince = Date.now();
            log.error({ err: error }, "falha ao processar a caixa de saída de emails");
          }
        })
        .finally(() => {
          schedule(pollMs);
        });
    }, delay);
    timer.unref();
  }

  return {
    flush,
    wake: () => schedule(0),
    start() {
      stopped = false;
      halted = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      halted = true;
      clearTimeout(timer);
      const inFlight = running ?? queued;
      if (!inFlight) return;
      let bound: NodeJS.Timeout | undefined;
      const gaveUp = await Promise.race([
        inFlight.then(
          () => false,
          () => false,
        ),
        new Promise<boolean>((resolve) => {
          bound = setTimeout(() => resolve(true), stopTimeoutMs);
        }),
      ]).finally(() => clearTimeout(bound));
      // Its claim runs out and the next run (here or elsewhere) sends it.
      if (gaveUp) log.warn("envio de email em andamento abandonado ao encerrar");
    },
  };
}
