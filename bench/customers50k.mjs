// Issue 15 item 8: one restaurant with 50,000 customers. Search (name, phone,
// email), a segment and one page of the list must answer in under 100 ms on
// PGlite. Each call runs alone (bench/callsAlone.mjs).
import { timeCallsAlone } from "./callsAlone.mjs";

const RUNS = Number(process.env.BENCH_CUSTOMER_RUNS ?? 30);

/** The calls measured; the searches are fragments from the middle of a name, a phone and an email. */
export const CUSTOMER_CALLS = [
  ["página 1", "/api/customers"],
  ["página do meio (1000)", "/api/customers?page=1000"],
  ["segmento Em risco", "/api/customers?segment=Em%20risco"],
  ["segmento VIP, página 2", "/api/customers?segment=VIP&page=2"],
  ["busca nome 'ernand'", "/api/customers?search=ernand"],
  ["busca nome 'cia Alm'", "/api/customers?search=cia%20Alm"],
  ["busca telefone '98765'", "/api/customers?search=98765"],
  ["busca telefone '(11) 9 4'", "/api/customers?search=(11)%209%204"],
  ["busca email 'souza12'", "/api/customers?search=souza12"],
  ["busca email '@uol'", "/api/customers?search=%40uol"],
  ["busca sem resultado", "/api/customers?search=xyzw"],
];

/** Times every call on a running server as the owner of the seeded restaurant; returns the rows printed. */
export async function timeCustomerCalls(url, cookie, label) {
  console.log(`\n— ${label}: 50.000 clientes num restaurante (${RUNS} chamadas cada, uma de cada vez) —`);
  return timeCallsAlone(url, cookie, CUSTOMER_CALLS, {
    runs: RUNS,
    nameWidth: 28,
    detail: (body) => `total ${body.total}`,
  });
}
