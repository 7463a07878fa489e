import { deflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import type { OrderImportLine, OrderImportPreview, OrderImportResult } from "../../common/orders";

/** Test helpers: realistic order reports made with exceljs, and the import's HTTP calls. */

export const IFOOD_HEADERS = [
  "ID COMPLETO DO PEDIDO",
  "ID CURTO DO PEDIDO",
  "NOME DA LOJA",
  "DATA E HORA DO PEDIDO",
  "TURNO",
  "FORMA DE PAGAMENTO",
  "CANAL DE VENDA",
  "PRODUTO LOGISTICO",
  "STATUS FINAL DO PEDIDO",
  "MOTIVO DO CANCELAMENTO",
  "ORIGEM DO CANCELAMENTO",
  "VALOR DOS ITENS CANCELADOS",
  "VALOR DOS ITENS (R$)",
  "TOTAL PAGO PELO CLIENTE (R$)",
  "TAXA DE ENTREGA PAGA PELO CLIENTE (R$)",
  "INCENTIVO PROMOCIONAL DO IFOOD (R$)",
  "INCENTIVO PROMOCIONAL DA LOJA (R$)",
  "INCENTIVO PROMOCIONAL DA REDE (R$)",
  "TAXA DE SERVIÇO (R$)",
  "TAXAS E COMISSOES (R$)",
  "VALOR LIQUIDO (R$)",
  "TEMPO DE PREPARO DO PEDIDO (MIN)",
  "TEMPO PROMETIDO DE ENTREGA (MIN)",
  "TEMPO DA ENTREGA REALIZADA (MIN)",
  "TEMPO DE ATRASO EM RELAÇÃO AO TEMPO PROMETIDO DE ENTREGA (MIN)",
  "DISTÂNCIA PERCORRIDA ATÉ O CLIENTE (KM)",
] as const;
export type IfoodHeader = (typeof IFOOD_HEADERS)[number];

/** One order as the Portal would write it (text cells, pt-BR money), every column filled. */
export type OrderLine = Partial<
  Record<IfoodHeader, string | number | Date | { formula: string; result?: unknown }>
>;

const pad = (n: number) => String(n).padStart(2, "0");
/** "dd/mm/aaaa hh:mm:ss" as the Portal writes a Brazilian wall-clock time. */
export const portalDate = (y: number, mo: number, d: number, h = 12, mi = 0, s = 0) =>
  `${pad(d)}/${pad(mo)}/${y} ${pad(h)}:${pad(mi)}:${pad(s)}`;

export function order(
  id: string,
  when: string | number | Date,
  items: string,
  status = "CONCLUIDO",
  extra: OrderLine = {},
): OrderLine {
  return {
    "ID COMPLETO DO PEDIDO": id,
    "ID CURTO DO PEDIDO": id.slice(-4),
    "NOME DA LOJA": "Cantina da Rosa",
    "DATA E HORA DO PEDIDO": when,
    TURNO: "Jantar",
    "FORMA DE PAGAMENTO": "Crédito",
    "CANAL DE VENDA": "iFood",
    "PRODUTO LOGISTICO": "Entrega iFood",
    "STATUS FINAL DO PEDIDO": status,
    "VALOR DOS ITENS (R$)": items,
    "TAXA DE ENTREGA PAGA PELO CLIENTE (R$)": "5,99",
    "TAXAS E COMISSOES (R$)": "-7,50",
    "VALOR LIQUIDO (R$)": "30,00",
    "TEMPO DE PREPARO DO PEDIDO (MIN)": 15,
    ...extra,
  };
}

/** An .xlsx of the given columns (any subset, any order, any spelling) and orders. */
export async function xlsxOf(
  headers: readonly string[],
  lines: OrderLine[],
  columnOf: (header: string) => IfoodHeader = (h) => h as IfoodHeader,
  options: { dateFormat?: string; before?: (ws: ExcelJS.Worksheet) => void } = {},
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Pedidos");
  options.before?.(ws);
  ws.addRow([...headers]);
  for (const line of lines) {
    const row = ws.addRow(headers.map((h) => line[columnOf(h)] ?? null));
    if (options.dateFormat) {
      row.eachCell((c) => {
        if (c.value instanceof Date) c.numFmt = options.dateFormat!;
      });
    }
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The same as the Portal's .csv (";" and pt-BR money). */
export function csvOf(headers: readonly string[], lines: OrderLine[], delimiter = ";"): Buffer {
  const esc = (v: unknown) => {
    const s = v === null || v === undefined ? "" : String(v);
    return s.includes(delimiter) || s.includes('"') ? `"${s.replaceAll('"', '""')}"` : s;
  };
  const text = [
    headers.join(delimiter),
    ...lines.map((l) => headers.map((h) => esc(l[h as IfoodHeader])).join(delimiter)),
  ].join("\r\n");
  return Buffer.from(`\uFEFF${text}\r\n`, "utf8");
}

/** A zip whose one entry declares 1 KB and inflates to 500 MB of zeros (it says it is an .xlsx). */
export function zipBomb(): Buffer {
  const content = Buffer.from("[Content_Types].xml");
  const data = deflateRawSync(Buffer.alloc(50 * 1024 * 1024), { level: 9 });
  // Ten copies of the same stream would do 500 MB; one entry of 50 MB is past 1 KB already.
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(1024, 22);
  local.writeUInt16LE(content.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(1024, 24);
  central.writeUInt16LE(content.length, 28);
  central.writeUInt32LE(0, 42);
  const cdOffset = 30 + content.length + data.length;
  const cd = Buffer.concat([central, content]);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(1, 8);
  eocd.writeUInt16LE(1, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, content, data, cd, eocd]);
}

export type Answer = { status: number; lines: OrderImportLine[]; json: { error?: string; code?: string } };

function answerOf(res: { statusCode: number; body: string; headers: Record<string, unknown> }): Answer {
  const ndjson = String(res.headers["content-type"] ?? "").includes("ndjson");
  return {
    status: res.statusCode,
    lines: ndjson
      ? res.body
          .trim()
          .split("\n")
          .map((l) => JSON.parse(l) as OrderImportLine)
      : [],
    json: ndjson ? {} : (JSON.parse(res.body) as { error?: string; code?: string }),
  };
}

export async function uploadPreview(
  app: FastifyInstance,
  cookie: string,
  file: Buffer,
  fileName = "pedidos.xlsx",
) {
  const res = await app.inject({
    method: "POST",
    url: `/api/orders/imports/preview?fileName=${encodeURIComponent(fileName)}`,
    headers: { cookie, "content-type": "application/octet-stream" },
    payload: file,
  });
  return answerOf(res);
}

export async function confirmPreview(
  app: FastifyInstance,
  cookie: string,
  token: string,
  manualDays?: "keep" | "replace",
) {
  const res = await app.inject({
    method: "POST",
    url: "/api/orders/imports",
    headers: { cookie },
    payload: manualDays ? { token, manualDays } : { token },
  });
  return answerOf(res);
}

export function previewOf(a: Answer): OrderImportPreview {
  const last = a.lines[a.lines.length - 1];
  if (a.status !== 200 || last?.type !== "preview")
    throw new Error(`sem prévia: ${a.status} ${JSON.stringify(last ?? a.json)}`);
  return last.preview;
}
export function resultOf(a: Answer): OrderImportResult {
  const last = a.lines[a.lines.length - 1];
  if (a.status !== 200 || last?.type !== "result")
    throw new Error(`sem resultado: ${a.status} ${JSON.stringify(last ?? a.json)}`);
  return last.result;
}
