// Calls timed one at a time (no concurrent load: the time one owner waits),
// WARM times unreported, then `runs` times; median and p95 of what the client
// sees (HTTP included), PASS when the p95 is under LIMIT_MS. It reports, it
// does not fail. Shared by the 50,000-customer and the weekly-report benches.
const WARM = 5;
const LIMIT_MS = 100;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

/**
 * Times each [name, path] of `calls` as the cookie's owner and prints a line
 * each, ending with `detail(body)` of the last answer; returns the rows printed.
 */
export async function timeCallsAlone(url, cookie, calls, { runs, nameWidth, detail }) {
  const rows = [];
  for (const [name, pathName] of calls) {
    const times = [];
    let body;
    for (let i = 0; i < WARM + runs; i++) {
      const start = performance.now();
      const response = await fetch(`${url}${pathName}`, { headers: { cookie } });
      body = await response.json();
      const ms = performance.now() - start;
      if (!response.ok) throw new Error(`${pathName}: ${response.status} ${JSON.stringify(body)}`);
      if (i >= WARM) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const median = quantile(times, 0.5);
    const p95 = quantile(times, 0.95);
    const pass = p95 < LIMIT_MS;
    rows.push({ name, median, p95, pass, detail: detail(body) });
    console.log(
      `${name.padEnd(nameWidth)} mediana ${median.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${pass ? "PASS" : "FAIL"} (< ${LIMIT_MS} ms)  ${detail(body)}`,
    );
  }
  return rows;
}
