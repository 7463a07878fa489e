-- Issue 25 (items 7-9, decision 032). A metric day may hold up to R$ 100 mi (common/metrics.ts):
-- past int4, so the day's money is bigint (the api_json trigger writes it with int8out, unchanged).
ALTER TABLE "analytics" ALTER COLUMN "total_sales" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "analytics" ALTER COLUMN "average_ticket" SET DATA TYPE bigint;
--> statement-breakpoint
-- LGPD (decision 032): each customer's answers about messages, so a withdrawal is sticky and shown.
CREATE TABLE "customer_consent_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_consent_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"consent" boolean NOT NULL,
	"source" varchar(60),
	"given_on" date NOT NULL,
	"recorded_by" uuid,
	"by_owner" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_consent_events" ADD CONSTRAINT "customer_consent_events_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consent_events" ADD CONSTRAINT "customer_consent_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consent_events" ADD CONSTRAINT "customer_consent_events_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_consent_events_customer_idx" ON "customer_consent_events" USING btree ("customer_id","id");--> statement-breakpoint
-- What is known of the answers so far: a consent on file, and a withdrawal where a customer
-- without consent once had campaign messages (campaigns only ever reach consenting customers).
INSERT INTO "customer_consent_events" ("restaurant_id", "customer_id", "consent", "source", "given_on", "by_owner")
SELECT c."restaurant_id", c."id", true, c."consent_source", coalesce(c."consent_date", c."created_at"::date), true
FROM "customers" c WHERE c."consent";--> statement-breakpoint
INSERT INTO "customer_consent_events" ("restaurant_id", "customer_id", "consent", "source", "given_on", "by_owner")
SELECT c."restaurant_id", c."id", false, null, coalesce(c."consent_date", c."created_at"::date), true
FROM "customers" c WHERE NOT c."consent" AND EXISTS (SELECT 1 FROM "messages" m WHERE m."customer_id" = c."id");
