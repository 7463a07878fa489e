-- Issue 30: a held mail (the no-card trial mail right after /register) waits until
-- send_after on the app clock; a card given meanwhile drops it (decision 043).
ALTER TABLE "mail_outbox" ADD COLUMN "send_after" timestamp with time zone;