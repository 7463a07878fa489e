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
--> statement-breakpoint
-- Every account made so far had its trial (decision 022: each sign-up starts one), so its
-- mailbox is claimed, normalised as trialClaims.ts does: lower case, the +tag dropped, and
-- dots dropped at gmail.com/googlemail.com. Card fingerprints were never kept: none to claim.
INSERT INTO "trial_claims" ("claim", "user_id", "created_at")
SELECT DISTINCT ON ("claim") "claim", "id", "created_at"
FROM (
	SELECT "id", "created_at",
		'mailbox:' || CASE
			WHEN "domain" IN ('gmail.com', 'googlemail.com') THEN replace("local", '.', '') || '@gmail.com'
			ELSE "local" || '@' || "domain"
		END AS "claim"
	FROM (
		SELECT "id", "created_at",
			regexp_replace(substring(lower(trim("email")) from '^(.*)@[^@]*$'), '^([^+]+)\+.*$', '\1') AS "local",
			substring(lower(trim("email")) from '@([^@]*)$') AS "domain"
		FROM "users"
		WHERE position('@' in "email") > 1
	) AS "split"
) AS "claims"
ORDER BY "claim", "created_at"
ON CONFLICT ("claim") DO NOTHING;
