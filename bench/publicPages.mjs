// Issue 30: the public pages as Lighthouse's mobile run sees them, in the
// Chromium Playwright drives (Lighthouse itself is not a dependency of the
// project). Same conditions as Lighthouse's mobile preset with DevTools
// throttling: a Moto G Power screen (412×823, DPR 1.75), 4× slower CPU,
// Slow 4G (562.5 ms request latency, 1.47 Mbps down, 675 kbps up), a cold
// cache per run. Measured in the page: FCP, LCP, CLS, and TBT (long tasks
// past 50 ms after FCP, until the network and the main thread are quiet).
// The score is Lighthouse 12's (its curves and weights); Speed Index, which
// needs a filmstrip, is taken as the mean of FCP and LCP: a prerendered page
// paints whole at once. Best practices: the console errors and the browser
// issues (a CSP violation among them) that Lighthouse counts against it.
// DevTools throttling is harsher than Lighthouse's default (simulated): take
// these numbers as an upper bound of Lighthouse's.
import { chromium } from "@playwright/test";

const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
};
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

// Lighthouse 12, mobile: weight, p10, median of each metric.
const CURVES = {
  fcp: { weight: 0.1, p10: 1800, median: 3000 },
  si: { weight: 0.1, p10: 3387, median: 5800 },
  lcp: { weight: 0.25, p10: 2500, median: 4000 },
  tbt: { weight: 0.3, p10: 200, median: 600 },
  cls: { weight: 0.25, p10: 0.1, median: 0.25 },
};

// Lighthouse's own erf approximation and log-normal score (lighthouse-core/lib/statistics.js).
function erf(x) {
  const sign = Math.sign(x);
  x = Math.abs(x);
  const a1 = 0.254829592,
    a2 = -0.284496736,
    a3 = 1.421413741,
    a4 = -1.453152027,
    a5 = 1.061405429,
    p = 0.3275911;
  const t = 1 / (1 + p * x);
  const y = t * (a1 + t * (a2 + t * (a3 + t * (a4 + t * a5))));
  return sign * (1 - y * Math.exp(-x * x));
}
function logNormalScore({ median, p10 }, value) {
  if (value <= 0) return 1;
  const standardized = (Math.log(value / median) * 0.9061938024368232) / -Math.log(p10 / median);
  const score = (1 - erf(standardized)) / 2;
  return Math.min(1, Math.max(0, score));
}
export function performanceScore(m) {
  const total = Object.entries(CURVES).reduce(
    (sum, [key, curve]) => sum + curve.weight * logNormalScore(curve, m[key]),
    0,
  );
  return Math.round(total * 100);
}

/** Runs in the page before its scripts: collects paints, LCP, layout shifts and long tasks. */
function observeInPage() {
  const lab = { fcp: 0, lcp: 0, cls: 0, longTasks: [] };
  window.__lab = lab;
  const watch = (type, each) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    } catch {}
  };
  watch("paint", (e) => {
    if (e.name === "first-contentful-paint") lab.fcp = e.startTime;
  });
  watch("largest-contentful-paint", (e) => {
    lab.lcp = e.startTime;
  });
  watch("layout-shift", (e) => {
    if (!e.hadRecentInput) lab.cls += e.value;
  });
  watch("longtask", (e) => lab.longTasks.push([e.startTime, e.duration]));
}

async function measureOnce(browser, url) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const problems = [];
    cdp.on("Audits.issueAdded", ({ issue }) => problems.push(`issue ${issue.code}`));
    page.on("console", (m) => m.type() === "error" && problems.push(`console: ${m.text().slice(0, 120)}`));
    page.on("pageerror", (e) => problems.push(`erro: ${e.message.slice(0, 120)}`));
    await cdp.send("Audits.enable");
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript(observeInPage);
    let bytes = 0;
    page.on("requestfinished", async (r) => {
      const sizes = await r.sizes().catch(() => null);
      if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    });
    await page.goto(url, { waitUntil: "networkidle", timeout: 120_000 });
    // Quiet: no long task in the last 5 s (Lighthouse's TTI window), 30 s at most.
    for (let waited = 0; waited < 30_000; waited += 1000) {
      const quiet = await page.evaluate(() => {
        const last = window.__lab.longTasks.at(-1);
        return performance.now() - (last ? last[0] + last[1] : 0) > 5000;
      });
      if (quiet) break;
      await page.waitForTimeout(1000);
    }
    const lab = await page.evaluate(() => window.__lab);
    const tbt = lab.longTasks
      .filter(([start]) => start >= lab.fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    if (process.env.BENCH_VERBOSE) {
      const tasks = lab.longTasks.map(([start, duration]) => `${Math.round(start)}+${Math.round(duration)}`);
      console.log(
        `    ${url}: FCP ${Math.round(lab.fcp)} ms; tarefas longas (início+duração, ms): ${tasks.join(" ")}`,
      );
    }
    const m = {
      fcp: lab.fcp,
      lcp: lab.lcp || lab.fcp,
      cls: lab.cls,
      tbt,
      si: (lab.fcp + (lab.lcp || lab.fcp)) / 2,
    };
    return { ...m, score: performanceScore(m), bytes, problems };
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each path `runs` times on a cold cache; prints and returns the medians. */
export async function publicPagesLab(base, paths = ["/", "/pricing"], runs = 3) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
  const results = {};
  try {
    console.log(
      `\npáginas públicas, celular (4× CPU, Slow 4G, ${runs} rodadas, mediana; carga da máquina ${(
        await import("node:os")
      )
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")})`,
    );
    for (const path of paths) {
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await measureOnce(browser, `${base}${path}`));
      const pick = (key) => median(all.map((r) => r[key]));
      const r = {
        score: pick("score"),
        fcp: pick("fcp"),
        lcp: pick("lcp"),
        tbt: pick("tbt"),
        cls: pick("cls"),
        kib: pick("bytes") / 1024,
        scores: all.map((x) => x.score),
        problems: [...new Set(all.flatMap((x) => x.problems))],
      };
      results[path] = r;
      console.log(
        `  ${path.padEnd(12)} desempenho ${r.score} (${r.scores.join(", ")})  FCP ${(r.fcp / 1000).toFixed(2)} s  LCP ${(r.lcp / 1000).toFixed(2)} s  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}  ${r.kib.toFixed(0)} KiB  boas práticas: ${r.problems.length === 0 ? "sem erro nem issue" : r.problems.join("; ")}`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}
