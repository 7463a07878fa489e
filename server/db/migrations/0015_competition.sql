-- Competition analysis (issue 29): rivals, dated observations, rivals' dishes with price history, matches to our dishes, and the page's fee profile and threshold. Nothing here is fetched from a marketplace.
CREATE TABLE "competition_dishes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_dishes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rival_id" integer NOT NULL,
	"name_key" varchar(220) NOT NULL,
	"name" varchar(160) NOT NULL,
	"section" varchar(120),
	"size" varchar(40),
	"description" text,
	"price_cents" integer NOT NULL,
	"price_note" varchar(20),
	"our_dish_id" integer,
	"match_state" varchar(20) DEFAULT 'pendente' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_observations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_observations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rival_id" integer NOT NULL,
	"observed_on" date NOT NULL,
	"rating" real,
	"delivery_fee_cents" integer,
	"delivery_minutes" integer,
	"minimum_order_cents" integer,
	"promotions" text,
	"place" varchar(120),
	"with_club" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rival_dish_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"seen_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_rivals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_rivals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"restaurant_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"marketplace" varchar(20) NOT NULL,
	"link" varchar(500),
	"neighbourhood" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_settings" (
	"restaurant_id" integer PRIMARY KEY NOT NULL,
	"threshold_percent" real DEFAULT 10 NOT NULL,
	"preset_id" varchar(40) DEFAULT 'ifood-basico' NOT NULL,
	"commission_percent" real DEFAULT 12 NOT NULL,
	"payment_percent" real DEFAULT 3.2 NOT NULL,
	"margin_percent" integer DEFAULT 60 NOT NULL,
	"our_delivery_fee_cents" integer,
	"food_costs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition_dishes" ADD CONSTRAINT "competition_dishes_rival_id_competition_rivals_id_fk" FOREIGN KEY ("rival_id") REFERENCES "public"."competition_rivals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_dishes" ADD CONSTRAINT "competition_dishes_our_dish_id_dishes_id_fk" FOREIGN KEY ("our_dish_id") REFERENCES "public"."dishes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_observations" ADD CONSTRAINT "competition_observations_rival_id_competition_rivals_id_fk" FOREIGN KEY ("rival_id") REFERENCES "public"."competition_rivals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_observations" ADD CONSTRAINT "competition_observations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_prices" ADD CONSTRAINT "competition_prices_rival_dish_id_competition_dishes_id_fk" FOREIGN KEY ("rival_dish_id") REFERENCES "public"."competition_dishes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_rivals" ADD CONSTRAINT "competition_rivals_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_settings" ADD CONSTRAINT "competition_settings_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_dishes_rival_key_idx" ON "competition_dishes" USING btree ("rival_id","name_key");--> statement-breakpoint
CREATE INDEX "competition_observations_rival_idx" ON "competition_observations" USING btree ("rival_id","observed_on");--> statement-breakpoint
CREATE INDEX "competition_prices_dish_idx" ON "competition_prices" USING btree ("rival_dish_id","created_at");--> statement-breakpoint
CREATE INDEX "competition_rivals_restaurant_idx" ON "competition_rivals" USING btree ("restaurant_id");