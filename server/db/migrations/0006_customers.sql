-- Issue 15 (customer management): consent and notes on customers, the last
-- order as a day in Brazil, one customer per phone and per email in a
-- restaurant, an index for every filter of the list, messages that go with
-- their customer, per-restaurant segment thresholds, and WhatsApp campaigns
-- (campaigns; messages.campaign_id and ordered_again_at).
-- Its "when" in meta/_journal.json is after 0005's: the migrator skips a
-- migration older than the last one applied.
ALTER TABLE "messages" DROP CONSTRAINT "messages_customer_id_customers_id_fk";
--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "last_order_date" SET DATA TYPE date USING ("last_order_date" AT TIME ZONE 'America/Sao_Paulo')::date;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "consent_source" varchar(60);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "consent_date" date;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "customer_segment_rules" jsonb;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "customer_segments_on" date;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_restaurant_name_idx" ON "customers" USING btree ("restaurant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "customers_restaurant_phone_idx" ON "customers" USING btree ("restaurant_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_restaurant_email_idx" ON "customers" USING btree ("restaurant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "customers_restaurant_category_idx" ON "customers" USING btree ("restaurant_id","category");--> statement-breakpoint
CREATE INDEX "customers_restaurant_last_order_idx" ON "customers" USING btree ("restaurant_id","last_order_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_total_orders_non_negative" CHECK ("customers"."total_orders" >= 0);--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"segment" varchar(20) NOT NULL,
	"goal" varchar(40) NOT NULL,
	"template" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "ordered_again_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_restaurant_idx" ON "campaigns" USING btree ("restaurant_id","id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_campaign_idx" ON "messages" USING btree ("campaign_id");
