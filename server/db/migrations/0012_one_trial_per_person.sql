-- Issue 25 (one trial per person): each card fingerprint and each normalised
-- mailbox that started a trial is claimed here once; the primary key decides
-- between two sign-ups at the same moment. A deleted account keeps its claims.
CREATE TABLE "trial_claims" (
	"claim" varchar(300) PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "trial_claims_user_idx" ON "trial_claims" USING btree ("user_id");
