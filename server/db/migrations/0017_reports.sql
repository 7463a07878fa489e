-- Issue 27: the weekly report. order_days holds the orders summed per store, day
-- and TURNO (the report reads it instead of the orders: item 6, <= 100 ms on two
-- years of 5 stores); users.weekly_report_sent_week makes the Monday email once per week.
CREATE TABLE "order_days" (
	"restaurant_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"shift" varchar(40) NOT NULL,
	"total" integer NOT NULL,
	"orders" integer NOT NULL,
	"gross_cents" bigint NOT NULL,
	"cancelled" integer NOT NULL,
	"cancelled_cents" bigint NOT NULL,
	"cancel_store" integer NOT NULL,
	"cancel_customer" integer NOT NULL,
	"cancel_logistics" integer NOT NULL,
	"cancel_other" integer NOT NULL,
	"store_discount_cents" bigint,
	"marketplace_discount_cents" bigint,
	"fees_cents" bigint,
	"net_cents" bigint,
	"prep_sum" double precision,
	"prep_count" integer NOT NULL,
	"timed" integer NOT NULL,
	"late" integer NOT NULL,
	"delay_sum" double precision,
	CONSTRAINT "order_days_restaurant_id_local_date_shift_pk" PRIMARY KEY("restaurant_id","local_date","shift")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weekly_report_sent_week" date;--> statement-breakpoint
ALTER TABLE "order_days" ADD CONSTRAINT "order_days_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written below
-- Recomputes order_days for the given (store, day) pairs from the orders as they are now.
CREATE OR REPLACE FUNCTION order_days_recompute(rs integer[], ds date[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_days d USING unnest(rs, ds) AS k(r, day) WHERE d.restaurant_id = k.r AND d.local_date = k.day;
  INSERT INTO order_days (restaurant_id, local_date, shift, total, orders, gross_cents, cancelled, cancelled_cents,
    cancel_store, cancel_customer, cancel_logistics, cancel_other, store_discount_cents, marketplace_discount_cents,
    fees_cents, net_cents, prep_sum, prep_count, timed, late, delay_sum)
  SELECT o.restaurant_id, o.local_date, coalesce(o.shift, ''),
    count(*),
    count(*) FILTER (WHERE o.status <> 'cancelled'),
    coalesce(sum(coalesce(o.items_cents, 0) - CASE WHEN o.status = 'partially_cancelled' THEN coalesce(o.cancelled_items_cents, 0) ELSE 0 END) FILTER (WHERE o.status <> 'cancelled'), 0),
    count(*) FILTER (WHERE o.status = 'cancelled'),
    coalesce(sum(CASE WHEN o.status = 'cancelled' THEN coalesce(o.items_cents, 0) WHEN o.status = 'partially_cancelled' THEN coalesce(o.cancelled_items_cents, 0) ELSE 0 END), 0),
    count(*) FILTER (WHERE o.status = 'cancelled' AND o.cancel_origin = 'store'),
    count(*) FILTER (WHERE o.status = 'cancelled' AND o.cancel_origin = 'customer'),
    count(*) FILTER (WHERE o.status = 'cancelled' AND o.cancel_origin = 'logistics'),
    count(*) FILTER (WHERE o.status = 'cancelled' AND (o.cancel_origin IS NULL OR o.cancel_origin NOT IN ('store', 'customer', 'logistics'))),
    sum(coalesce(o.store_incentive_cents, 0) + coalesce(o.chain_incentive_cents, 0)) FILTER (WHERE o.status <> 'cancelled' AND (o.store_incentive_cents IS NOT NULL OR o.chain_incentive_cents IS NOT NULL)),
    sum(o.marketplace_incentive_cents) FILTER (WHERE o.status <> 'cancelled'),
    sum(abs(o.fees_cents)),
    sum(o.net_cents),
    sum(o.prep_minutes::float8) FILTER (WHERE o.status <> 'cancelled'),
    count(o.prep_minutes) FILTER (WHERE o.status <> 'cancelled'),
    count(*) FILTER (WHERE o.status <> 'cancelled' AND coalesce(o.delay_minutes, o.delivery_minutes - o.promised_minutes) IS NOT NULL),
    count(*) FILTER (WHERE o.status <> 'cancelled' AND coalesce(o.delay_minutes, o.delivery_minutes - o.promised_minutes) > 0),
    sum(coalesce(o.delay_minutes, o.delivery_minutes - o.promised_minutes)::float8) FILTER (WHERE o.status <> 'cancelled' AND coalesce(o.delay_minutes, o.delivery_minutes - o.promised_minutes) > 0)
  FROM orders o JOIN unnest(rs, ds) AS k(r, day) ON o.restaurant_id = k.r AND o.local_date = k.day
  GROUP BY o.restaurant_id, o.local_date, coalesce(o.shift, '');
$$;
--> statement-breakpoint
-- One statement's orders (an import's chunk, an upsert, a delete) recompute the days they touch, once per statement.
CREATE OR REPLACE FUNCTION order_days_after_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_days_recompute(array_agg(k.restaurant_id), array_agg(k.local_date))
      FROM (SELECT DISTINCT restaurant_id, local_date FROM new_rows) k;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM order_days_recompute(array_agg(k.restaurant_id), array_agg(k.local_date))
      FROM (SELECT restaurant_id, local_date FROM new_rows UNION SELECT restaurant_id, local_date FROM old_rows) k;
  ELSE
    PERFORM order_days_recompute(array_agg(k.restaurant_id), array_agg(k.local_date))
      FROM (SELECT DISTINCT restaurant_id, local_date FROM old_rows) k;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_days_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_days_after_write();
--> statement-breakpoint
CREATE TRIGGER orders_days_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_days_after_write();
--> statement-breakpoint
CREATE TRIGGER orders_days_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_days_after_write();
--> statement-breakpoint
-- Orders imported before this migration.
SELECT order_days_recompute(array_agg(k.restaurant_id), array_agg(k.local_date))
  FROM (SELECT DISTINCT restaurant_id, local_date FROM orders) k;
