import { CUSTOMER_IMPORT_CHUNK_ROWS } from "../../../common/customers";

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

type CsvRecord = { start: number; end: number; line: number; blank: boolean };

/**
 * Where each record of the file starts and ends (a line break inside a quoted
 * field stays in its record) and its file line.
 */
function records(text: string): CsvRecord[] {
  const out: CsvRecord[] = [];
  let start = 0;
  let line = 1;
  let startLine = 1;
  let quoted = false;
  const push = (end: number) => {
    const body = text.slice(start, end).replace(/\r$/, "");
    out.push({ start, end: start + body.length, line: startLine, blank: body.trim() === "" });
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (c === "\n") {
      line++;
      if (!quoted) {
        push(i);
        start = i + 1;
        startLine = line;
      }
    }
  }
  if (start < text.length) push(text.length);
  return out;
}

/**
 * The file in chunks of `size` data rows, each with the header line first and
 * `firstLine` set to the file line of its first data row. A chunk is the
 * file's own text from its first row to its last (blank lines inside kept),
 * so the server's line numbers are the file's.
 */
export function chunkCsv(text: string, size = CUSTOMER_IMPORT_CHUNK_ROWS): CsvChunk[] {
  const body = text.replace(/^\uFEFF/, "");
  const all = records(body);
  const headerIndex = all.findIndex((r) => !r.blank);
  const header = all[headerIndex];
  if (!header) return [];
  const rows = all.slice(headerIndex + 1).filter((r) => !r.blank);
  const chunks: CsvChunk[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const first = rows[i];
    const last = rows[Math.min(i + size, rows.length) - 1];
    if (!first || !last) break;
    chunks.push({
      csv: `${body.slice(header.start, header.end)}\n${body.slice(first.start, last.end)}`,
      firstLine: first.line,
      rows: Math.min(size, rows.length - i),
    });
  }
  return chunks;
}
