-- Issue 25: a downgrade waits for the end of the paid period (docs/decisions/030-plan-changes.md).
ALTER TABLE "users" ADD COLUMN "scheduled_plan_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_scheduled_plan_id_plans_id_fk" FOREIGN KEY ("scheduled_plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;
