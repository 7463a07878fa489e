import type { ContentEngine } from "./ai/engine";
import type { AppConfig } from "./config";
import type { Database } from "./db/open";
import type { Mailer } from "./mail/mailer";
import type { OutboxWorker } from "./mail/outboxWorker";
import type { PaymentGateway } from "./paymentGateway";

/** Everything a module needs, injected by buildApp so tests can swap any part. */
export type AppContext = {
  config: AppConfig;
  database: Database;
  secrets: { adminPassword: string; sessionSecret: string };
  mailer: Mailer;
  /** Sends the mail_outbox rows; routes call wake() after committing a mail. */
  outbox: OutboxWorker;
  /** Card payments; the sandbox unless a real provider is configured. */
  gateway: PaymentGateway;
  /** The content engine: `configured` (the model when set, else local) and `local` (visitors). */
  engines: { configured: ContentEngine; local: ContentEngine };
  /** The current time; tests pass a fixed or movable clock. */
  now: () => Date;
};
