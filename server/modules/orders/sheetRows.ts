import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { parse } from "csv-parse";
import ExcelJS from "exceljs";
import { ORDER_IMPORT_MESSAGES } from "../../../common/orders";
import { badRequest } from "../../http/errors";
import { guardXlsxZip } from "./zipGuard";

/**
 * The rows of an uploaded file, one at a time, with the file's own line
 * numbers: an .xlsx through exceljs's streaming reader (after the zip guard),
 * anything else that reads as text through csv-parse's stream. The file is fed
 * in slices with a turn of the event loop between, so a big file never holds
 * the server (decision 029); `onBytes` reports how much of it was read.
 */
export type SheetRow = { line: number; cells: unknown[]; sheet: number };

const SLICE = 64 * 1024;
const notSpreadsheet = () => badRequest("NOT_A_SPREADSHEET", ORDER_IMPORT_MESSAGES.notSpreadsheet);

export type FileKind = "xlsx" | "csv";

/** What the bytes are: a zip (xlsx), text (csv) or something else (refused). */
export function fileKind(buf: Buffer): FileKind {
  if (buf.length === 0) throw badRequest("EMPTY_FILE", ORDER_IMPORT_MESSAGES.empty);
  if (buf.readUInt32LE(0) === 0x04034b50) return "xlsx";
  const head = buf.subarray(0, 4096);
  // NUL bytes, or the old .xls / a PDF / an image: not a text file.
  if (head.includes(0) || head.subarray(0, 4).toString("latin1") === "%PDF") throw notSpreadsheet();
  return "csv";
}

async function* slices(buf: Buffer, onBytes: (done: number) => void): AsyncGenerator<Buffer> {
  for (let i = 0; i < buf.length; i += SLICE) {
    onBytes(i);
    yield buf.subarray(i, i + SLICE);
  }
  onBytes(buf.length);
}

/** UTF-8 when the bytes are valid UTF-8 (BOM dropped), else Windows-1252 (Excel's "CSV" in Brazil). */
function decodeText(buf: Buffer): Buffer {
  const start = buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;
  const body = buf.subarray(start);
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(body);
    return body;
  } catch {
    return Buffer.from(new TextDecoder("windows-1252").decode(body), "utf8");
  }
}

function delimiterOf(text: Buffer): string {
  const firstLine = text.subarray(0, 8192).toString("utf8").split(/\r?\n/)[0] ?? "";
  const counts = [";", ",", "\t"].map((d) => [d, firstLine.split(d).length - 1] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]![1] > 0 ? counts[0]![0] : ";";
}

async function* csvRows(buf: Buffer, onBytes: (done: number) => void): AsyncGenerator<SheetRow> {
  const text = decodeText(buf);
  const parser = parse({
    delimiter: delimiterOf(text),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
    bom: true,
  });
  const source = Readable.from(slices(text, onBytes));
  source.pipe(parser);
  source.on("error", (e) => parser.destroy(e));
  let n = 0;
  try {
    for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { line: record.info.lines, cells: record.record, sheet: 1 };
      if (++n % 500 === 0) await nextTurn();
    }
  } catch (e) {
    if (e instanceof Error && "code" in e && String(e.code).startsWith("CSV_")) throw notSpreadsheet();
    throw e;
  }
}

async function* xlsxRows(buf: Buffer, onBytes: (done: number) => void): AsyncGenerator<SheetRow> {
  await guardXlsxZip(buf);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(slices(buf, onBytes)), {
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "cache", // date formats: a date cell comes as a Date
    worksheets: "emit",
    entries: "emit",
  });
  let sheet = 0;
  let n = 0;
  try {
    for await (const worksheet of reader) {
      sheet++;
      for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) {
        const values = row.values as unknown[];
        yield { line: row.number, cells: values.slice(1), sheet };
        if (++n % 500 === 0) await nextTurn();
      }
    }
  } catch (e) {
    if (e instanceof Error && e.name === "AppError") throw e;
    // exceljs's streaming reader fails on some valid files when the zip lists a worksheet
    // before the workbook it belongs to (its writer, too, orders entries as they finish).
    // Nothing read yet: the same bytes, already checked by the zip guard, in memory.
    if (n > 0) throw notSpreadsheet();
    yield* xlsxRowsInMemory(buf);
  }
}

/** The whole workbook loaded at once: the fallback for files the streaming reader cannot take. */
async function* xlsxRowsInMemory(buf: Buffer): AsyncGenerator<SheetRow> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw notSpreadsheet();
  }
  let n = 0;
  for (const [index, worksheet] of workbook.worksheets.entries()) {
    const rows: SheetRow[] = [];
    worksheet.eachRow({ includeEmpty: false }, (row) => {
      rows.push({ line: row.number, cells: (row.values as unknown[]).slice(1), sheet: index + 1 });
    });
    for (const row of rows) {
      yield row;
      if (++n % 500 === 0) await nextTurn();
    }
  }
}

export function sheetRows(
  buf: Buffer,
  kind: FileKind,
  onBytes: (done: number) => void,
): AsyncGenerator<SheetRow> {
  return kind === "xlsx" ? xlsxRows(buf, onBytes) : csvRows(buf, onBytes);
}
