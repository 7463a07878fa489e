// Issue 27 item 6: the weekly report of one store among 5 with two years of
// orders each (~200,000 orders), p95 under 100 ms on PGlite and PostgreSQL.
// Each call runs alone (the time one owner waits), WARM times unreported,
// then RUNS times; median and p95 of what the client sees (HTTP included).
// It reports, it does not fail.
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 30);
const WARM = 5;
const LIMIT_MS = 100;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/** Monday (AAAA-MM-DD) of the week `weeksAgo` weeks before the current one, in Brazil. */
function monday(weeksAgo) {
  const local = new Date(Date.now() - 3 * 3600_000);
  const shift = (local.getUTCDay() + 6) % 7;
  local.setUTCDate(local.getUTCDate() - shift - 7 * weeksAgo);
  return local.toISOString().slice(0, 10);
}

export async function timeReportCalls(url, cookie, label) {
  console.log(`\n— ${label}: relatório semanal, 5 lojas com 2 anos de pedidos (${RUNS} chamadas cada) —`);
  const calls = [
    ["semana passada", `/api/reports/week?week=${monday(1)}`],
    ["semana de 1 ano atrás", `/api/reports/week?week=${monday(52)}`],
    ["semanas com pedidos", "/api/reports/weeks"],
    ["5 lojas lado a lado", `/api/reports/compare?week=${monday(1)}`],
  ];
  const rows = [];
  for (const [name, pathName] of calls) {
    const times = [];
    let orders;
    for (let i = 0; i < WARM + RUNS; i++) {
      const start = performance.now();
      const response = await fetch(`${url}${pathName}`, { headers: { cookie } });
      const body = await response.json();
      const ms = performance.now() - start;
      if (!response.ok) throw new Error(`${pathName}: ${response.status} ${JSON.stringify(body)}`);
      orders = body.totalOrders ?? body.weeks?.length ?? body.stores?.length;
      if (i >= WARM) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const median = quantile(times, 0.5);
    const p95 = quantile(times, 0.95);
    const pass = p95 < LIMIT_MS;
    rows.push({ name, median, p95, pass });
    console.log(
      `${name.padEnd(24)} mediana ${median.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${pass ? "PASS" : "FAIL"} (< ${LIMIT_MS} ms)  ${orders}`,
    );
  }
  return rows;
}
