// Item 7 of issue 14: the API calls and bytes of a signed-in dashboard's first
// load, measured in Chromium (the one Playwright uses) against the built app:
// every /api/ request the page makes until the network is quiet, with the bytes
// each answer carried on the wire (compressed when compressed).
import { chromium } from "@playwright/test";

export async function dashboardFirstLoad(url, cookie) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const context = await browser.newContext();
    const [name, value] = cookie.split(";")[0].split("=");
    await context.addCookies([{ name, value, url }]);
    const page = await context.newPage();
    const calls = [];
    page.on("requestfinished", async (request) => {
      const path = new URL(request.url()).pathname;
      if (!path.startsWith("/api/")) return;
      const sizes = await request.sizes().catch(() => null);
      calls.push({
        path,
        method: request.method(),
        bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
      });
    });
    const begin = Date.now();
    await page.goto(`${url}/dashboard`, { waitUntil: "networkidle" });
    const ms = Date.now() - begin;
    const total = calls.reduce((s, c) => s + c.bytes, 0);
    console.log(
      `\n${"painel, primeira carga (Chromium)".padEnd(40)} ${calls.length} chamadas à API, ${(total / 1024).toFixed(1)} KiB (com cabeçalhos), ${ms} ms até a rede calar`,
    );
    for (const c of calls) console.log(`  ${c.method} ${c.path}  ${c.bytes} B`);
    return calls;
  } finally {
    await browser.close();
  }
}
