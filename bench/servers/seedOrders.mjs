// Issue 27 item 6: two years of orders for 5 stores (~200,000). Adds four
// more stores to the owner of BENCH_RESTAURANT_ID, then BENCH_ORDERS_PER_STORE
// (40,000) orders to each, one every ~26 minutes back from now: lunch and
// dinner shifts, 2% cancelled (store, customer, logistics), 1% partially
// cancelled, iFood's fees, incentives, preparation and delivery times.
// Deterministic per row. Only ever run on the bench's own database
// (DATABASE_URL named for the bench, checked by run.mjs, or a PGlite DATA_DIR).
import { runStatements } from "./benchDatabase.mjs";

const RESTAURANT = Number(process.env.BENCH_RESTAURANT_ID);
const PER_STORE = Number(process.env.BENCH_ORDERS_PER_STORE ?? 40_000);
if (!Number.isInteger(RESTAURANT) || RESTAURANT < 1) throw new Error("BENCH_RESTAURANT_ID é obrigatório");

const SPACING_MIN = Math.floor((730 * 24 * 60) / PER_STORE);

const statements = [
  `insert into restaurants (user_id, name, type)
   select user_id, name || ' ' || n, type from restaurants, generate_series(2, 5) n where id = ${RESTAURANT}`,
  `insert into orders (restaurant_id, external_id, short_id, placed_at, local_date, shift, status, cancel_origin,
     cancel_reason, cancelled_items_cents, items_cents, total_paid_cents, delivery_fee_cents,
     marketplace_incentive_cents, store_incentive_cents, fees_cents, net_cents, prep_minutes,
     promised_minutes, delivery_minutes, delay_minutes)
   select r.id, 'bench-' || r.id || '-' || g, (g % 10000)::text, o.ts,
     (o.ts at time zone 'America/Sao_Paulo')::date,
     case when extract(hour from o.ts at time zone 'America/Sao_Paulo') < 16 then 'Almoço' else 'Jantar' end,
     o.status,
     case when o.status = 'cancelled' then (array['store','customer','logistics'])[1 + g % 3] end,
     case when o.status = 'cancelled' then (array['Item indisponível','Desistência','Endereço errado','Demora'])[1 + g % 4] end,
     case when o.status = 'partially_cancelled' then o.items / 4 end,
     o.items, o.items + 799, 799,
     case when g % 7 = 0 then 500 end, case when g % 11 = 0 then 1000 end,
     -(o.items * 12 / 100), o.items * 88 / 100,
     10 + g % 25, 45, 30 + g % 30, (30 + g % 30) - 45
   from restaurants r
   cross join generate_series(1, ${PER_STORE}) g
   cross join lateral (select
     now() - make_interval(mins => g * ${SPACING_MIN} + r.id) as ts,
     3000 + abs(hashint4(g + r.id * 7919)) % 9000 as items,
     case when g % 50 = 0 then 'cancelled' when g % 97 = 0 then 'partially_cancelled' else 'completed' end as status) o
   where r.user_id = (select user_id from restaurants where id = ${RESTAURANT})`,
  "analyze orders",
];

await runStatements(statements);
