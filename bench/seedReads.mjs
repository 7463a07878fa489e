// Gives a bench owner's restaurant something in every dashboard list, straight
// in the bench's own PostgreSQL database (DATABASE_URL named for the bench,
// checked by the caller), so that a read is measured with the items it
// aggregates, not empty: 20 promotions, 20 generated texts, the last 56 days
// of figures, 9 team members, and `customers` customers on the Pro plan (the
// customer list's gate).
import pg from "pg";

export async function seedDashboardReads(databaseUrl, email, { customers = 1000 } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [owner],
    } = await client.query(
      `select u.id as "userId", r.id as "restaurantId" from users u join restaurants r on r.user_id = u.id
       where u.email = $1`,
      [email],
    );
    if (!owner) throw new Error(`seedDashboardReads: no restaurant for ${email}`);
    const { userId, restaurantId } = owner;
    await client.query(
      `update users set plan_id = (select id from plans where (features->>'customerManagement')::boolean
         order by id limit 1), is_email_verified = true where id = $1`,
      [userId],
    );
    await client.query(
      `insert into promotions (restaurant_id, title, description, discount_value, period, is_active)
       select $1, 'Promoção ' || i, 'Na compra de duas pizzas grandes, a terceira sai pela metade do preço.',
         (i % 30) || '%', 'Sexta a domingo, das 18h às 23h', i % 2 = 0 from generate_series(1, 20) i`,
      [restaurantId],
    );
    await client.query(
      `insert into generations (restaurant_id, kind, input, output, source)
       select $1, (array['content','promotion','menu','response'])[1 + i % 4],
         jsonb_build_object('dishName', 'Prato ' || i, 'tone', 'divertido'),
         jsonb_build_object('text', repeat('Texto gerado para o prato. ', 8), 'hashtags', jsonb_build_array('#pizza', '#delivery')),
         'local' from generate_series(1, 20) i`,
      [restaurantId],
    );
    await client.query(
      `insert into analytics (restaurant_id, date, total_sales, order_count, average_ticket, repeat_customers, rating)
       select $1, current_date - i, 100000 + i * 137, 40 + i % 9, (100000 + i * 137) / (40 + i % 9), 10 + i % 5, 4.5
       from generate_series(0, 55) i on conflict do nothing`,
      [restaurantId],
    );
    await client.query(
      `insert into team_members (restaurant_id, email, status, joined_at)
       select $1::int, 'membro' || i || '-' || $1::text || '@example.com', case when i % 3 = 0 then 'pending' else 'active' end,
         case when i % 3 = 0 then null else now() end from generate_series(1, 9) i`,
      [restaurantId],
    );
    await client.query(
      `insert into customers (restaurant_id, name, phone, email, last_order_date, total_orders, category, consent)
       select $1, 'Cliente ' || i, '+55119' || lpad(i::text, 8, '0'), 'cliente' || i || '@example.com',
         current_date - (i % 200), 1 + i % 12, 'Novo', i % 3 <> 0 from generate_series(1, $2::int) i`,
      [restaurantId, customers],
    );
  } finally {
    await client.end();
  }
}
