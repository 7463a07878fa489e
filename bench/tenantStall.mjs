// Issue 25 item 3: no tenant can stall the others. One Pro owner with five
// stores, each with a ~4.5 MB photo as its logo, imports the largest file the
// page takes (5 MB, ~50,000 rows, one in ten with problems) in the page's own
// chunks (web/features/customers/csvFile.ts, loaded through tsx): the preview
// of every chunk, then the save, while two clients poll its GET /api/restaurants
// (every 100 ms each). Meanwhile /api/health is probed as another restaurant's
// request or a load balancer would: one every 10 ms, at fixed times whatever
// the answers (a probe that waits behind the import shows its wait; closed-loop
// connections would mostly time their own queue). PASS when its p99 ≤ 50 ms.
// Bounded: one pass over the file, stopped at BENCH_STALL_SECONDS (default 180).
import { randomBytes } from "node:crypto";
import os from "node:os";
import sharp from "sharp";
import { tsImport } from "tsx/esm/api";
import { call, signedInOwner } from "./apiClient.mjs";

const LIMIT_MS = 50;
const PROBE_EVERY_MS = 10;
const POLLERS = 2;
const POLL_PAUSE_MS = 100;
const MAX_SECONDS = Number(process.env.BENCH_STALL_SECONDS ?? 180);

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
const ms = (n) => `${n.toFixed(1)} ms`;

/** The largest file the page accepts: ~100-byte rows up to 5 MB, every tenth row with bad values. */
function largestFile(maxBytes) {
  const lines = ["nome;telefone;email;último pedido;pedidos;aceita mensagens"];
  let bytes = Buffer.byteLength(lines[0]) + 1;
  for (let i = 0; ; i++) {
    const n = String(i).padStart(6, "0");
    const line =
      i % 10 === 9
        ? `;12${n};não-é-email-${n};99/99/9999;muitos;talvez`
        : `Cliente Número ${n};(11) 9${n.slice(0, 4)}-${n.slice(2)};cliente${n}@exemplo.com.br;${String((i % 28) + 1).padStart(2, "0")}/10/2026;${(i % 12) + 1};sim`;
    const size = Buffer.byteLength(line) + 1;
    if (bytes + size > maxBytes) break;
    lines.push(line);
    bytes += size;
  }
  return { text: lines.join("\n"), rows: lines.length - 1, bytes };
}

/** A photo-like PNG (random pixels do not compress) of about `mb` MB, as a data URL. */
async function photoLogo(mb) {
  const side = Math.round(Math.sqrt((mb * 1024 * 1024) / 3));
  const png = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
  return { url: `data:image/png;base64,${png.toString("base64")}`, bytes: png.length };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The latencies (sorted) of timed requests, and those that began within a span. */
function timings(samples, errors) {
  const sorted = (list) => list.map((s) => s.ms).sort((a, b) => a - b);
  return {
    times: sorted(samples),
    errors,
    between: (from, to) => sorted(samples.filter((s) => s.at >= from && s.at < to)),
  };
}

async function timed(samples, request) {
  const start = performance.now();
  const ok = await request().catch(() => false);
  samples.push({ at: start, ms: performance.now() - start });
  return ok;
}

/** `connections` loops of `request`, each pausing `pauseMs`, until `until()` says stop. */
async function timeLoop(connections, until, request, pauseMs = 0) {
  const samples = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!until()) {
        if (!(await timed(samples, request))) errors++;
        if (pauseMs) await sleep(pauseMs);
      }
    }),
  );
  return timings(samples, errors);
}

/** `request` started every `everyMs` (open loop: not waiting for the one before) until `until()` says stop. */
async function probe(everyMs, until, request) {
  const samples = [];
  const pending = [];
  let errors = 0;
  const started = performance.now();
  for (let i = 0; !until(); i++) {
    pending.push(
      timed(samples, request).then((ok) => {
        if (!ok) errors++;
      }),
    );
    // Fixed times, however late the answers: the next probe is due at started + (i + 1) × everyMs.
    await sleep(Math.max(0, started + (i + 1) * everyMs - performance.now()));
  }
  await Promise.all(pending);
  return timings(samples, errors);
}

export async function healthWhileOneTenantImports(url, root) {
  const { chunkCsv } = await tsImport(`${root}/web/features/customers/csvFile.ts`, import.meta.url);
  const { CUSTOMER_IMPORT_MAX_FILE_BYTES } = await tsImport(`${root}/common/customers.ts`, import.meta.url);
  const owner = await signedInOwner(url, { dishes: 0, prefix: "bench-importa" });
  const logo = await photoLogo(4.5);
  await call(
    `${url}/api/restaurant`,
    "POST",
    { name: "Loja 1", type: "pizzaria", logoUrl: logo.url },
    owner.cookie,
  );
  for (let i = 2; i <= 5; i++) {
    await call(
      `${url}/api/restaurants`,
      "POST",
      { name: `Loja ${i}`, type: "pizzaria", logoUrl: logo.url },
      owner.cookie,
    );
  }
  const file = largestFile(CUSTOMER_IMPORT_MAX_FILE_BYTES);
  const chunks = chunkCsv(file.text);
  console.log(
    `\n— uma conta importa ${(file.bytes / 1024 / 1024).toFixed(1)} MB (${file.rows} linhas, ${chunks.length} pedaços) e consulta suas 5 lojas (logos de ${(logo.bytes / 1024 / 1024).toFixed(1)} MB) —`,
  );

  const health = async () => {
    const r = await fetch(`${url}/api/health`);
    await r.arrayBuffer();
    return r.ok;
  };
  const alone = await probe(PROBE_EVERY_MS, deadlineIn(3), health);

  const deadline = Date.now() + MAX_SECONDS * 1000;
  let importing = true;
  const stats = { chunks: 0, errors: 0, listed: 0, imported: 0, savingFrom: Number.POSITIVE_INFINITY };
  const started = performance.now();
  const importer = (async () => {
    try {
      for (const dryRun of [true, false]) {
        if (!dryRun) stats.savingFrom = performance.now();
        for (const chunk of chunks) {
          if (Date.now() > deadline) return;
          const answer = await call(
            `${url}/api/customers/import`,
            "POST",
            { csv: chunk.csv, firstLine: chunk.firstLine, dryRun, consent: !dryRun },
            owner.cookie,
          ).then((r) => r.json());
          stats.chunks++;
          if (dryRun) stats.errors += answer.errorCount;
          else stats.imported += answer.imported + answer.merged;
        }
      }
    } finally {
      importing = false;
    }
  })();
  let listBytes = 0;
  const polling = timeLoop(
    POLLERS,
    () => !importing,
    async () => {
      const r = await fetch(`${url}/api/restaurants`, { headers: { cookie: owner.cookie } });
      listBytes = (await r.arrayBuffer()).byteLength;
      stats.listed++;
      return r.ok;
    },
    POLL_PAUSE_MS,
  );
  const during = await probe(PROBE_EVERY_MS, () => !importing, health);
  await importer;
  const polls = await polling;
  const seconds = (performance.now() - started) / 1000;

  const p99 = quantile(during.times, 0.99);
  const pass = p99 <= LIMIT_MS && during.errors === 0;
  console.log(
    `  importação: ${stats.chunks} pedidos em ${seconds.toFixed(1)} s (${stats.errors} linhas com problema na prévia, ${stats.imported} linhas salvas)${stats.chunks < chunks.length * 2 ? "  INCOMPLETA: parou no limite de tempo" : ""}`,
  );
  console.log(
    `  GET /api/restaurants (${POLLERS} clientes, cada um a cada ${POLL_PAUSE_MS} ms): ${listBytes} bytes, p50 ${ms(quantile(polls.times, 0.5))}, p99 ${ms(quantile(polls.times, 0.99))}, ${stats.listed} consultas${polls.errors ? `, ${polls.errors} erros` : ""}`,
  );
  console.log(
    `  /api/health (um pedido a cada ${PROBE_EVERY_MS} ms): sozinho p99 ${ms(quantile(alone.times, 0.99))}; durante p50 ${ms(quantile(during.times, 0.5))}, p99 ${ms(p99)}, máx ${ms(during.times.at(-1) ?? 0)}, ${during.times.length} pedidos${during.errors ? `, ${during.errors} erros` : ""}  ${pass ? "PASS" : "FAIL"} (p99 ≤ ${LIMIT_MS} ms)`,
  );
  const phase = (from, to) => ms(quantile(during.between(from, to), 0.99));
  // Other work on the machine shows in "sozinho": read the goal against it.
  console.log(
    `  (p99 de /api/health na prévia ${phase(0, stats.savingFrom)}, ao salvar ${phase(stats.savingFrom, Number.POSITIVE_INFINITY)}; carga da máquina ${os.loadavg()[0].toFixed(1)} em ${os.cpus().length} núcleos)`,
  );
  return { pass, p99 };
}

function deadlineIn(seconds) {
  const end = Date.now() + seconds * 1000;
  return () => Date.now() > end;
}
