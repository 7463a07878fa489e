// Fills one restaurant (BENCH_RESTAURANT_ID) with BENCH_CUSTOMERS customers
// (50,000) in a realistic mix: Brazilian names, a mobile number for most,
// an email for about 60 %, orders and last-order days spread over a year
// (a tenth never ordered), consent for about 70 %. Phones and emails are
// unique per restaurant as the app demands. Only ever run on the bench's own
// database: DATABASE_URL (named for the bench, checked by run.mjs) or a
// PGlite DATA_DIR.
import { runStatements } from "./benchDatabase.mjs";

const RESTAURANT = Number(process.env.BENCH_RESTAURANT_ID);
const COUNT = Number(process.env.BENCH_CUSTOMERS ?? 50_000);
if (!Number.isInteger(RESTAURANT) || RESTAURANT < 1) throw new Error("BENCH_RESTAURANT_ID é obrigatório");

const FIRST = [
  "Ana",
  "Maria",
  "João",
  "José",
  "Pedro",
  "Paulo",
  "Lucas",
  "Mariana",
  "Fernanda",
  "Fernando",
  "Juliana",
  "Carlos",
  "Rafael",
  "Gabriel",
  "Beatriz",
  "Camila",
  "Bruno",
  "Letícia",
  "Amanda",
  "Rodrigo",
  "Patrícia",
  "Aline",
  "Thiago",
  "Vanessa",
  "Felipe",
  "Larissa",
  "Gustavo",
  "Renata",
  "Marcos",
  "Sandra",
  "Antônio",
  "Francisca",
  "Luiz",
  "Adriana",
  "Márcia",
  "Daniel",
  "Eduardo",
  "Tatiane",
  "Diego",
  "Natália",
  "Vinícius",
  "Priscila",
  "Ricardo",
  "Simone",
  "Leonardo",
  "Cláudia",
];
const LAST = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Rodrigues",
  "Ferreira",
  "Alves",
  "Pereira",
  "Lima",
  "Gomes",
  "Costa",
  "Ribeiro",
  "Martins",
  "Carvalho",
  "Almeida",
  "Lopes",
  "Soares",
  "Fernandes",
  "Vieira",
  "Barbosa",
  "Rocha",
  "Dias",
  "Nascimento",
  "Andrade",
  "Moreira",
  "Nunes",
  "Marques",
  "Machado",
  "Mendes",
  "Freitas",
  "Cardoso",
  "Ramos",
  "Gonçalves",
  "Santana",
  "Teixeira",
  "Araújo",
];
const DDD = [11, 11, 11, 21, 21, 31, 41, 47, 48, 51, 61, 71, 81, 85, 92];
const DOMAINS = [
  "gmail.com",
  "gmail.com",
  "gmail.com",
  "hotmail.com",
  "outlook.com",
  "yahoo.com.br",
  "uol.com.br",
  "bol.com.br",
];

const arr = (xs) => `array[${xs.map((x) => (typeof x === "number" ? x : `'${x}'`)).join(",")}]`;
// Deterministic per row (g): the same data on every run, spread like a real list.
const pick = (xs, salt) => `(${arr(xs)})[1 + abs(hashint4(g + ${salt})::bigint) % ${xs.length}]`;
const unaccent = (e) => `translate(lower(${e}), 'áâãàéêíóôõúüç', 'aaaaeeiooouuc')`;

const statements = [
  `insert into customers (restaurant_id, name, phone, email, last_order_date, total_orders, category, consent, consent_source, consent_date, created_at)
   select ${RESTAURANT}, c.name,
     case when g % 10 < 9 then '+55' || c.ddd || '9' || lpad(((g * 7919) % 100000000)::text, 8, '0') end,
     case when g % 10 < 6 then ${unaccent("c.first")} || '.' || ${unaccent("c.last")} || (g % 1000) || '.' || g || '@' || c.domain end,
     c.last_order, c.orders,
     case when c.last_order is not null and c.last_order <= current_date - 60 then 'Inativo'
          when c.last_order is not null and c.last_order <= current_date - 30 then 'Em risco'
          when c.orders >= 10 then 'VIP' when c.orders >= 2 then 'Recorrente' else 'Novo' end,
     g % 10 < 7, case when g % 10 < 7 then 'importação' end, case when g % 10 < 7 then current_date - (g % 400) end,
     now() - make_interval(days => g % 500)
   from generate_series(1, ${COUNT}) g
   cross join lateral (select
     ${pick(FIRST, 31)} as first, ${pick(LAST, 17)} as last,
     ${pick(FIRST, 31)} || ' ' || ${pick(LAST, 17)} || case when g % 3 = 0 then ' ' || ${pick(LAST, 13)} else '' end as name,
     ${pick(DDD, 11)} as ddd, ${pick(DOMAINS, 5)} as domain,
     -- Recent orders are more common than old ones: half in the last 100 days, none past 400.
     case when g % 10 = 0 then null else current_date - (((g * 37) % 400) * ((g * 37) % 400) / 400) end as last_order,
     case when g % 10 = 0 then 0 when g % 13 = 0 then 10 + g % 30 else 1 + (g * 7) % 9 end as orders) c`,
  `update restaurants set customer_segments_on = (now() at time zone 'America/Sao_Paulo')::date where id = ${RESTAURANT}`,
  "analyze customers",
];

await runStatements(statements);
