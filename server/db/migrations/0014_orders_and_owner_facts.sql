CREATE TABLE "order_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"user_id" uuid,
	"file_name" varchar(200) NOT NULL,
	"format" varchar(20) NOT NULL,
	"first_date" date,
	"last_date" date,
	"order_count" integer DEFAULT 0 NOT NULL,
	"new_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"import_id" integer,
	"external_id" varchar(80) NOT NULL,
	"short_id" varchar(40),
	"store_name" varchar(160),
	"placed_at" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL,
	"shift" varchar(40),
	"payment_method" varchar(80),
	"sales_channel" varchar(80),
	"logistics" varchar(80),
	"status" varchar(20) NOT NULL,
	"cancel_reason" varchar(300),
	"cancel_origin" varchar(20),
	"cancelled_items_cents" bigint,
	"items_cents" bigint,
	"total_paid_cents" bigint,
	"delivery_fee_cents" bigint,
	"marketplace_incentive_cents" bigint,
	"store_incentive_cents" bigint,
	"chain_incentive_cents" bigint,
	"service_fee_cents" bigint,
	"fees_cents" bigint,
	"net_cents" bigint,
	"prep_minutes" real,
	"promised_minutes" real,
	"delivery_minutes" real,
	"delay_minutes" real,
	"distance_km" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics" ADD COLUMN "source" varchar(10) DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "contact_whatsapp" varchar(20);--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "contact_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "contact_email" varchar(254);--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "confirmed_claims" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "review_reply_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weekly_report_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_digest_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_imports" ADD CONSTRAINT "order_imports_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_imports" ADD CONSTRAINT "order_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_import_id_order_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."order_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_imports_restaurant_idx" ON "order_imports" USING btree ("restaurant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_restaurant_external_idx" ON "orders" USING btree ("restaurant_id","external_id");--> statement-breakpoint
CREATE INDEX "orders_restaurant_date_idx" ON "orders" USING btree ("restaurant_id","local_date");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "analytics_api_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."api_json" := ('{"date":' || coalesce('"' || to_char(NEW.date, 'YYYY-MM-DD') || '"', 'null') || ',"totalSales":' || coalesce((NEW.total_sales)::text, 'null') || ',"orderCount":' || coalesce((NEW.order_count)::text, 'null') || ',"averageTicket":' || coalesce((NEW.average_ticket)::text, 'null') || ',"repeatCustomers":' || coalesce((NEW.repeat_customers)::text, 'null') || ',"rating":' || case
        when NEW.rating is null then 'null'
        when abs(NEW.rating) >= 1e-4::float8 and abs(NEW.rating) < 1e6::float8 then (NEW.rating)::text
        when NEW.rating = 0 then '0'
        when (NEW.rating)::text in ('NaN', 'Infinity', '-Infinity') then 'null'
        when (NEW.rating)::text not like '%e%' then (NEW.rating)::text
        when abs(NEW.rating) >= 1e-6 and abs(NEW.rating) < 1e21 then (NEW.rating)::text::numeric::text
        else regexp_replace((NEW.rating)::text, 'e([+-])0', 'e\1') end || ',"source":' || coalesce(to_json((NEW.source)::text)::text, 'null') || '}');
  RETURN NEW;
END;
$$;--> statement-breakpoint
UPDATE "analytics" SET "api_json" = NULL;
