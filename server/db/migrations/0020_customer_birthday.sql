-- Customers get an optional birthday (day and month, "MM-DD") so the "Aniversário do cliente" campaign reaches only those whose day is near (issue 30).
ALTER TABLE "customers" ADD COLUMN "birthday" varchar(5);
--> statement-breakpoint
-- The list triggers as their declarations now write them, and every row rewritten (decision 027).
CREATE OR REPLACE FUNCTION "customers_api_json"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."api_json" := ('{"id":' || coalesce((NEW.id)::text, 'null') || ',"name":' || coalesce(to_json((NEW.name)::text)::text, 'null') || ',"phone":' || coalesce(to_json((NEW.phone)::text)::text, 'null') || ',"email":' || coalesce(to_json((NEW.email)::text)::text, 'null') || ',"lastOrderDate":' || coalesce('"' || to_char(NEW.last_order_date, 'YYYY-MM-DD') || '"', 'null') || ',"totalOrders":' || coalesce((NEW.total_orders)::text, 'null') || ',"category":' || coalesce(to_json((case when NEW.category in ('Novo', 'Recorrente', 'VIP', 'Em risco', 'Inativo') then NEW.category else 'Novo' end)::text)::text, 'null') || ',"consent":' || coalesce((NEW.consent)::text, 'null') || ',"consentSource":' || coalesce(to_json((NEW.consent_source)::text)::text, 'null') || ',"consentDate":' || coalesce('"' || to_char(NEW.consent_date, 'YYYY-MM-DD') || '"', 'null') || ',"notes":' || coalesce(to_json((NEW.notes)::text)::text, 'null') || ',"birthday":' || coalesce(to_json((NEW.birthday)::text)::text, 'null') || ',"createdAt":' || coalesce('"' || to_char(NEW.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null') || '}');
  RETURN NEW;
END;
$$;--> statement-breakpoint
UPDATE "customers" SET "api_json" = NULL;
