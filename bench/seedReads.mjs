// Gives a bench owner's restaurant something in every dashboard list, straight
// in the bench's own database, so that a read is measured with the items it
// aggregates, not empty: 20 promotions, 20 generated texts, the last 56 days
// of figures, 9 team members, and `customers` customers on the Pro plan (the
// customer list's gate). The statements run on PostgreSQL (seedDashboardReads)
// or, through bench/servers/seedDashboard.mjs, on a PGlite folder the app has let go.

const BENCH_EMAIL = /^[\w.+-]+@example\.com$/;

/** The seed as plain statements (the owner named by their bench email, checked to be one). */
export function dashboardReadStatements(email, { customers = 1000 } = {}) {
  if (!BENCH_EMAIL.test(email)) throw new Error(`seedDashboardReads: not a bench owner: ${email}`);
  const count = Math.max(0, Math.floor(Number(customers)));
  const owner = `(select u.id from users u where u.email = '${email}')`;
  const restaurant = `(select r.id from restaurants r where r.user_id = ${owner} order by r.id limit 1)`;
  return [
    `update users set plan_id = (select id from plans where (features->>'customerManagement')::boolean
       order by id limit 1), is_email_verified = true where id = ${owner}`,
    `insert into promotions (restaurant_id, title, description, discount_value, period, is_active)
     select ${restaurant}, 'Promoção ' || i, 'Na compra de duas pizzas grandes, a terceira sai pela metade do preço.',
       (i % 30) || '%', 'Sexta a domingo, das 18h às 23h', i % 2 = 0 from generate_series(1, 20) i`,
    `insert into generations (restaurant_id, kind, input, output, source)
     select ${restaurant}, (array['content','promotion','menu','response'])[1 + i % 4],
       jsonb_build_object('dishName', 'Prato ' || i, 'tone', 'divertido'),
       jsonb_build_object('text', repeat('Texto gerado para o prato. ', 8), 'hashtags', jsonb_build_array('#pizza', '#delivery')),
       'local' from generate_series(1, 20) i`,
    `insert into analytics (restaurant_id, date, total_sales, order_count, average_ticket, repeat_customers, rating)
     select ${restaurant}, current_date - i, 100000 + i * 137, 40 + i % 9, (100000 + i * 137) / (40 + i % 9), 10 + i % 5, 4.5
     from generate_series(0, 55) i on conflict do nothing`,
    `insert into team_members (restaurant_id, email, status, joined_at)
     select r.id, 'membro' || i || '-' || r.id || '@example.com', case when i % 3 = 0 then 'pending' else 'active' end,
       case when i % 3 = 0 then null else now() end from generate_series(1, 9) i, (select ${restaurant} as id) r`,
    `insert into customers (restaurant_id, name, phone, email, last_order_date, total_orders, category, consent)
     select ${restaurant}, 'Cliente ' || i, '+55119' || lpad(i::text, 8, '0'), 'cliente' || i || '@example.com',
       current_date - (i % 200), 1 + i % 12, 'Novo', i % 3 <> 0 from generate_series(1, ${count}) i`,
  ];
}

/** The seed on the bench's PostgreSQL database (DATABASE_URL named for the bench, checked by the caller). */
export async function seedDashboardReads(databaseUrl, email, options = {}) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of dashboardReadStatements(email, options)) await client.query(statement);
  } finally {
    await client.end();
  }
}
