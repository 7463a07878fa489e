// Issue 15 item 8: one restaurant with 50,000 customers. Search (name, phone,
// email), a segment and one page of the list must answer in under 100 ms on
// PGlite. Each call runs alone (no concurrent load: this is the time one owner
// waits), WARM times unreported, then RUNS times; median and p95 of the time
// the client sees (HTTP included), PASS when the p95 is under the limit.
const RUNS = Number(process.env.BENCH_CUSTOMER_RUNS ?? 30);
const WARM = 5;
const LIMIT_MS = 100;

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

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** Times every call on a running server as the owner of the seeded restaurant; returns the rows printed. */
export async function timeCustomerCalls(url, cookie, label) {
  console.log(`\n— ${label}: 50.000 clientes num restaurante (${RUNS} chamadas cada, uma de cada vez) —`);
  const rows = [];
  for (const [name, pathName] of CUSTOMER_CALLS) {
    const times = [];
    let total;
    for (let i = 0; i < WARM + RUNS; i++) {
      const start = performance.now();
      const response = await fetch(`${url}${pathName}`, { headers: { cookie } });
      const body = await response.json();
      const ms = performance.now() - start;
      if (!response.ok) throw new Error(`${pathName}: ${response.status} ${JSON.stringify(body)}`);
      total = body.total;
      if (i >= WARM) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const median = quantile(times, 0.5);
    const p95 = quantile(times, 0.95);
    const pass = p95 < LIMIT_MS;
    rows.push({ name, median, p95, pass, total });
    console.log(
      `${name.padEnd(28)} mediana ${median.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${pass ? "PASS" : "FAIL"} (< ${LIMIT_MS} ms)  total ${total}`,
    );
  }
  return rows;
}
