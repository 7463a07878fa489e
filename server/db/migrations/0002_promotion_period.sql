ALTER TABLE "promotions" ALTER COLUMN "discount_value" SET DATA TYPE varchar(60);--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "period" varchar(120);