// Fills the bench's database with other people's data (100,000 restaurants,
// each with an owner and a team member, and 1,000,000 dishes) so the bench can
// show what size costs a read. Only ever run on the bench's own database:
// DATABASE_URL (named for the bench, checked by run.mjs) or a PGlite DATA_DIR.
import { runStatements } from "./benchDatabase.mjs";

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

await runStatements(statements);
