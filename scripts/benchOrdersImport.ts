/**
 * Measures importing 100.000 orders (issue 27: ≤ 20 s) through the real
 * HTTP layer on PGlite (or PostgreSQL with TEST_DATABASE_URL): the preview
 * of a Partner Portal .xlsx with every column, then its confirm, and the
 * event loop's worst delay meanwhile. A measurement, not a test.
 *
 *   npx tsx scripts/benchOrdersImport.ts [rows=100000] [xlsx|csv]
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import ExcelJS from "exceljs";
import { registerAccount } from "../server/testing/accounts";
import {
  confirmPreview,
  csvOf,
  IFOOD_HEADERS,
  order,
  portalDate,
  previewOf,
  resultOf,
  uploadPreview,
} from "../server/testing/orderFiles";
import { createTestApp } from "../server/testing/testApp";

const rows = Number(process.argv[2] ?? 100_000);
const kind = process.argv[3] === "csv" ? "csv" : "xlsx";

const line = (i: number) => {
  const d = new Date(Date.UTC(2025, 0, 1) + i * 5 * 60_000);
  const when = portalDate(
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
  );
  return order(
    `bench-${i}-9f1c2d`,
    when,
    `${20 + (i % 80)},${String(i % 100).padStart(2, "0")}`,
    i % 25 === 0 ? "CANCELADO" : "CONCLUIDO",
    {
      "ORIGEM DO CANCELAMENTO": i % 25 === 0 ? "CLIENTE" : "",
      "TOTAL PAGO PELO CLIENTE (R$)": "55,90",
      "INCENTIVO PROMOCIONAL DA LOJA (R$)": "2,00",
      "TAXA DE SERVIÇO (R$)": "0,99",
      "TEMPO PROMETIDO DE ENTREGA (MIN)": 45,
      "TEMPO DA ENTREGA REALIZADA (MIN)": 38,
      "DISTÂNCIA PERCORRIDA ATÉ O CLIENTE (KM)": "2,7",
    },
  );
};

async function file(): Promise<Buffer> {
  if (kind === "csv")
    return csvOf(
      IFOOD_HEADERS,
      Array.from({ length: rows }, (_, i) => line(i)),
    );
  const target = path.join(os.tmpdir(), `pc-bench-orders-${rows}.xlsx`);
  if (!existsSync(target)) {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: target, useSharedStrings: true });
    const ws = wb.addWorksheet("Pedidos");
    ws.addRow([...IFOOD_HEADERS]).commit();
    for (let i = 0; i < rows; i++) ws.addRow(IFOOD_HEADERS.map((h) => line(i)[h] ?? null)).commit();
    ws.commit();
    await wb.commit();
  }
  return readFile(target);
}

const buf = await file();
const t = await createTestApp({ env: { RATE_LIMIT_SCALE: "100" } });
const owner = await registerAccount(t.app, { onboarded: { name: "Bench", type: "Pizzaria" } });
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const t0 = performance.now();
const preview = previewOf(await uploadPreview(t.app, owner.cookie, buf, `bench.${kind}`));
const t1 = performance.now();
const result = resultOf(await confirmPreview(t.app, owner.cookie, preview.token));
const t2 = performance.now();
loop.disable();
console.log(
  JSON.stringify(
    {
      rows,
      kind,
      megabytes: +(buf.length / 1024 / 1024).toFixed(1),
      database: process.env.TEST_DATABASE_URL ? "postgresql" : "pglite",
      previewSeconds: +((t1 - t0) / 1000).toFixed(1),
      confirmSeconds: +((t2 - t1) / 1000).toFixed(1),
      totalSeconds: +((t2 - t0) / 1000).toFixed(1),
      orders: result.orderCount,
      days: result.daysUpdated.length,
      eventLoopDelayMs: { p99: +(loop.percentile(99) / 1e6).toFixed(0), max: +(loop.max / 1e6).toFixed(0) },
      load: os.loadavg().map((l) => +l.toFixed(1)),
    },
    null,
    2,
  ),
);
await t.close();
