-- The review inbox (issue 28): reviews pasted or imported, with status, reply and who handled them (a re-import lands on the same row: dedupe_key), and the daily digest's one-per-day marker.
CREATE TABLE "review_digests" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"source" varchar(10) NOT NULL,
	"external_id" varchar(80),
	"dedupe_key" varchar(100) NOT NULL,
	"stars" integer,
	"text" text NOT NULL,
	"review_date" date NOT NULL,
	"order_id" varchar(80),
	"order_short_id" varchar(40),
	"positive_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"negative_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'new' NOT NULL,
	"reply" text,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"moderation_reason" varchar(20),
	"moderation_text" text,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_stars_range" CHECK ("reviews"."stars" IS NULL OR "reviews"."stars" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "review_digests" ADD CONSTRAINT "review_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_digests_user_day_idx" ON "review_digests" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_restaurant_dedupe_idx" ON "reviews" USING btree ("restaurant_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "reviews_restaurant_date_idx" ON "reviews" USING btree ("restaurant_id","review_date");--> statement-breakpoint
CREATE INDEX "reviews_handled_by_idx" ON "reviews" USING btree ("handled_by");