-- Issue 17 (honest trial): the "trial ends in 2 days" mail goes once per trial.
ALTER TABLE "users" ADD COLUMN "trial_reminder_sent_at" timestamp with time zone;
