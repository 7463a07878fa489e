// Fills the bench's database with other people's data (100,000 restaurants,
// each with an owner and a team member, and 1,000,000 dishes) so the bench can
// show what size costs a read. Only ever run on the bench's own database:
// DATABASE_URL (named for the bench, checked by run.mjs) or a PGlite DATA_DIR.
import path from "node:path";

const RESTAURANTS = Number(process.env.BENCH_RESTAURANTS ?? 100_000);
const DISHES = Number(process.env.BENCH_DISHES ?? 1_000_000);

const statements = [
  `insert into users (email, password, first_name)
   select 'outro-' || g || '@bench.invalid', 'x', 'Outro' from generate_series(1, ${RESTAURANTS}) g`,
  `insert into restaurants (user_id, name, type, is_onboarded)
   select u.id, 'Restaurante ' || u.email, 'pizzaria', true from users u where u.email like 'outro-%@bench.invalid'`,
  `insert into team_members (restaurant_id, email, role, status)
   select r.id, 'equipe-' || r.id || '@bench.invalid', 'member', case when r.id % 2 = 0 then 'active' else 'pending' end
   from restaurants r join users u on u.id = r.user_id where u.email like 'outro-%@bench.invalid'`,
  `insert into dishes (restaurant_id, name, price)
   select r.id, 'Prato ' || g, '19.90'
   from (select id, row_number() over (order by id) - 1 as n from restaurants r
         where exists (select 1 from users u where u.id = r.user_id and u.email like 'outro-%@bench.invalid')) r
   join generate_series(0, ${DISHES} - 1) g on g % ${RESTAURANTS} = r.n`,
  "analyze",
];

async function run() {
  if (process.env.BENCH_DRIVER === "pg") {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      for (const s of statements) await client.query(s);
    } finally {
      await client.end();
    }
    return;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  // The app's database has pg_trgm and btree_gin (migration 0007): a PGlite without them cannot use it.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { btree_gin } = await import("@electric-sql/pglite/contrib/btree_gin");
  const db = await PGlite.create({
    dataDir: path.join(process.env.DATA_DIR ?? "", "db"),
    extensions: { pg_trgm, btree_gin },
  });
  try {
    for (const s of statements) await db.exec(s);
  } finally {
    await db.close();
  }
}

await run();
