// Baseline "the stack we meant to beat": Express 5 + express-session +
// connect-pg-simple + pg, with each library's defaults, doing the same read on
// the same PostgreSQL: the session (middleware), the acting restaurant with the
// team EXISTS, then the dishes (or the owner's plan, then a page of customers
// and their count; or the days of the metrics overview, added up here). GET /bench/login?user=<uuid> opens a session
// (loopback bench only: this server never runs outside `npm run bench`).
import connectPgSimple from "connect-pg-simple";
import express from "express";
import session from "express-session";
import pg from "pg";
import { paidAccess, toCustomer } from "./customersRead.mjs";
import { itemBuilder, itemColumns } from "./listShapes.mjs";
import { metricsOverview, overviewStart, toDay } from "./metricsRead.mjs";

const toDish = itemBuilder("dishes");
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const PgStore = connectPgSimple(session);
const app = express();
app.use(
  session({
    store: new PgStore({ pool, tableName: "bench_express_sessions", createTableIfMissing: true }),
    secret: process.env.SESSION_SECRET ?? "bench",
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: "lax", maxAge: 30 * 24 * 3600 * 1000 },
  }),
);

app.get("/bench/login", (req, res) => {
  req.session.userId = String(req.query.user);
  res.json({ ok: true });
});

/** The acting restaurant as an Express app would find it: own first, then teams. */
const actingRestaurant = (userId) =>
  pool.query(
    `select r.id from restaurants r
     where r.user_id = $1 or exists (select 1 from team_members tm join users u on u.id = $1
       where tm.restaurant_id = r.id and tm.status = 'active' and lower(tm.email) = lower(u.email))
     order by case when r.user_id = $1 then 0 else 1 end, r.id limit 1`,
    [userId],
  );

app.get("/api/dishes", async (req, res) => {
  const userId = req.session.userId;
  if (!userId) return res.status(401).json({ error: "Faça login para continuar." });
  const acting = await actingRestaurant(userId);
  const restaurant = acting.rows[0];
  if (!restaurant) return res.status(409).json({ error: "Cadastre seu restaurante para continuar." });
  const dishes = await pool.query(
    `select ${itemColumns("dishes", "d")} from dishes d where d.restaurant_id = $1 order by d.created_at desc, d.id desc`,
    [restaurant.id],
  );
  res.json(dishes.rows.map(toDish));
});

app.get("/api/customers", async (req, res) => {
  const userId = req.session.userId;
  if (!userId) return res.status(401).json({ error: "Faça login para continuar." });
  const restaurant = (await actingRestaurant(userId)).rows[0];
  if (!restaurant) return res.status(409).json({ error: "Cadastre seu restaurante para continuar." });
  const owner = (
    await pool.query(
      `select o.subscription_active, o.subscription_status, o.trial_ends_at, o.current_period_end,
              coalesce((p.features->>'customerManagement')::boolean, false) as customer_management
       from restaurants r join users o on o.id = r.user_id left join plans p on p.id = o.plan_id
       where r.id = $1`,
      [restaurant.id],
    )
  ).rows[0];
  if (!owner?.customer_management || !paidAccess(owner, Date.now())) {
    return res.status(403).json({ error: "Disponível no plano Pro." });
  }
  const [page, count] = await Promise.all([
    pool.query(
      `select ${itemColumns("customers", "c")} from customers c where c.restaurant_id = $1
       order by c.last_order_date desc nulls last, c.id desc nulls last limit 25`,
      [restaurant.id],
    ),
    pool.query("select count(*)::int as total from customers where restaurant_id = $1", [restaurant.id]),
  ]);
  res.json({ customers: page.rows.map(toCustomer), total: count.rows[0].total, page: 1, pageSize: 25 });
});

app.get("/api/metrics", async (req, res) => {
  const userId = req.session.userId;
  if (!userId) return res.status(401).json({ error: "Faça login para continuar." });
  const restaurant = (await actingRestaurant(userId)).rows[0];
  if (!restaurant) return res.status(409).json({ error: "Cadastre seu restaurante para continuar." });
  const now = Date.now();
  const days = await pool.query(
    `select ${itemColumns("analytics", "a")} from analytics a where a.restaurant_id = $1 and a.date >= $2 order by a.date`,
    [restaurant.id, overviewStart(now)],
  );
  res.json(metricsOverview(days.rows.map(toDay), now));
});

const server = app.listen(Number(process.env.PORT), "127.0.0.1", () => process.send?.("ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
