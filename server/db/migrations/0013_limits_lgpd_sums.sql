-- Issue 25 (items 7-9, decision 032). A metric day may hold up to R$ 100 mi (common/metrics.ts):
-- past int4, so the day's money is bigint (the api_json trigger writes it with int8out, unchanged).
ALTER TABLE "analytics" ALTER COLUMN "total_sales" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "analytics" ALTER COLUMN "average_ticket" SET DATA TYPE bigint;
