// Issue 27 item 6: the weekly report of one store among 5 with two years of
// orders each (~200,000 orders), p95 under 100 ms on PGlite and PostgreSQL.
// Each call runs alone (bench/callsAlone.mjs).
import { timeCallsAlone } from "./callsAlone.mjs";

const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 30);

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
  return timeCallsAlone(url, cookie, calls, {
    runs: RUNS,
    nameWidth: 24,
    detail: (body) => body.totalOrders ?? body.weeks?.length ?? body.stores?.length,
  });
}
