import { CUSTOMER_IMPORT_CHUNK_BYTES, CUSTOMER_IMPORT_CHUNK_ROWS } from "../../../common/customers";

/**
 * The bytes of a picked .csv as text: UTF-8 when they are valid UTF-8 (a BOM
 * is dropped), else Windows-1252, which is what Excel in Brazil saves
 * ("Salvar como CSV"), so "João" arrives as "João" either way.
 */
export function decodeCsv(bytes: ArrayBuffer | Uint8Array): {
  text: string;
  encoding: "utf-8" | "windows-1252";
} {
  try {
    return {
      text: new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes),
      encoding: "utf-8",
    };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(bytes), encoding: "windows-1252" };
  }
}

/** One request's worth of the file: the header line, then its data rows, and the file line of the first. */
export type CsvChunk = { csv: string; firstLine: number; rows: number };

/** What one request may carry (the server refuses more with a 413). */
export type ChunkLimits = { rows: number; bytes: number; lines: number };
export const CHUNK_LIMITS: ChunkLimits = {
  rows: CUSTOMER_IMPORT_CHUNK_ROWS,
  bytes: CUSTOMER_IMPORT_CHUNK_BYTES,
  // Blank lines inside a chunk stay (they keep the file's line numbers) and count on the server.
  lines: 2 * CUSTOMER_IMPORT_CHUNK_ROWS,
};

/** A record that alone is more than one request may carry (a quote that never closes, usually). */
export class CsvRecordTooLarge extends Error {
  constructor(readonly line: number) {
    super(
      `A linha ${line} do arquivo é grande demais para ser um cliente: confira se há aspas abertas que não fecham.`,
    );
  }
}

/** Where a record starts and ends: characters, UTF-8 bytes and file lines. */
type CsvRecord = {
  start: number;
  end: number;
  startByte: number;
  endByte: number;
  line: number;
  endLine: number;
  blank: boolean;
};

/** UTF-8 bytes of one UTF-16 code unit (a surrogate pair is 2 + 2). */
const utf8Bytes = (code: number) =>
  code < 0x80 ? 1 : code < 0x800 || (code >= 0xd800 && code < 0xe000) ? 2 : 3;

/**
 * Where each record of the file starts and ends (a line break inside a quoted
 * field stays in its record) and its file lines.
 */
function records(text: string): CsvRecord[] {
  const out: CsvRecord[] = [];
  let start = 0;
  let startByte = 0;
  let bytes = 0;
  let line = 1;
  let startLine = 1;
  let quoted = false;
  const push = (end: number, endByte: number) => {
    const body = text.slice(start, end);
    const cr = body.endsWith("\r") ? 1 : 0;
    out.push({
      start,
      end: end - cr,
      startByte,
      endByte: endByte - cr,
      line: startLine,
      endLine: line,
      blank: body.trim() === "",
    });
  };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34) quoted = !quoted;
    else if (code === 10) {
      if (!quoted) {
        push(i, bytes);
        start = i + 1;
        startByte = bytes + 1;
        startLine = line + 1;
      }
      line++;
    }
    bytes += utf8Bytes(code);
  }
  if (start < text.length) push(text.length, bytes);
  return out;
}

/**
 * The file in chunks the server takes (`limits`: data rows, UTF-8 bytes with
 * the header, lines spanned), each with the header line first and
 * `firstLine` set to the file line of its first data row. A chunk is the
 * file's own text from its first row to its last (blank lines inside kept),
 * so the server's line numbers are the file's. Throws CsvRecordTooLarge for
 * a record that cannot fit in any chunk.
 */
export function chunkCsv(text: string, limits: Partial<ChunkLimits> = {}): CsvChunk[] {
  const { rows: maxRows, bytes: maxBytes, lines: maxLines } = { ...CHUNK_LIMITS, ...limits };
  const body = text.replace(/^\uFEFF/, "");
  const all = records(body);
  const headerIndex = all.findIndex((r) => !r.blank);
  const header = all[headerIndex];
  if (!header) return [];
  const headerBytes = header.endByte - header.startByte + 1;
  const rows = all.slice(headerIndex + 1).filter((r) => !r.blank);
  const chunks: CsvChunk[] = [];
  const fits = (first: CsvRecord, last: CsvRecord, count: number) =>
    count <= maxRows &&
    headerBytes + last.endByte - first.startByte <= maxBytes &&
    last.endLine - first.line + 1 <= maxLines;
  let i = 0;
  while (i < rows.length) {
    const first = rows[i]!;
    if (!fits(first, first, 1)) throw new CsvRecordTooLarge(first.line);
    let count = 1;
    while (i + count < rows.length && fits(first, rows[i + count]!, count + 1)) count++;
    const last = rows[i + count - 1]!;
    chunks.push({
      csv: `${body.slice(header.start, header.end)}\n${body.slice(first.start, last.end)}`,
      firstLine: first.line,
      rows: count,
    });
    i += count;
  }
  return chunks;
}
