import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { type ParsedReview, REVIEW_LIMITS, REVIEW_MESSAGES } from "../../../common/reviews";
import { badRequest } from "../../http/errors";
import { parseReviewDate } from "./parseDate";

/*
 * The iFood "Avaliações" export (XLSX or CSV) or our CSV template, read in any
 * column order with forgiving headers (case, accents, punctuation). Every
 * column is either used or named as ignored in the preview.
 */

type Field =
  | "externalId"
  | "stars"
  | "text"
  | "date"
  | "orderId"
  | "orderShortId"
  | "positiveTags"
  | "negativeTags";

const HEADER_NAMES: Record<Field, string[]> = {
  externalId: ["id", "id da avaliacao", "id avaliacao", "codigo da avaliacao", "review id"],
  stars: ["nota", "nota da avaliacao", "nota do pedido", "avaliacao", "estrelas", "grade", "rating", "stars"],
  text: [
    "comentario",
    "comentarios",
    "comentario do cliente",
    "texto",
    "avaliacao escrita",
    "comment",
    "review",
    "text",
  ],
  date: [
    "data",
    "data da avaliacao",
    "data avaliacao",
    "data de criacao",
    "criado em",
    "date",
    "created at",
    "review date",
  ],
  orderId: ["pedido", "id do pedido", "id completo do pedido", "numero do pedido", "order", "order id"],
  orderShortId: ["id curto", "id curto do pedido", "codigo do pedido", "short id", "order short id"],
  positiveTags: ["tags positivas", "elogios", "pontos positivos", "o que gostou", "positive tags"],
  negativeTags: ["tags negativas", "reclamacoes", "pontos negativos", "o que nao gostou", "negative tags"],
};

const normaliseHeader = (h: string) =>
  h
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

const FIELD_OF = new Map<string, Field>(
  (Object.entries(HEADER_NAMES) as [Field, string[]][]).flatMap(([f, names]) =>
    names.map((n) => [n, f] as const),
  ),
);

export type FileReading = {
  source: "ifood" | "csv";
  reviews: { line: number; review: ParsedReview }[];
  problems: { line: number; message: string }[];
  usedColumns: string[];
  ignoredColumns: string[];
};

type Cell = string | number | Date | null;

/** The rows of the file as cells: XLSX by its signature (a zip: "PK"), CSV otherwise. */
async function readRows(bytes: Buffer): Promise<Cell[][]> {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    const book = new ExcelJS.Workbook();
    // exceljs' types want its own Buffer flavour; the bytes are a Node Buffer.
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) return [];
    const rows: Cell[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const cells: Cell[] = [];
      for (let c = 1; c <= sheet.columnCount; c++) cells.push(cellValue(row.getCell(c).value));
      rows.push(cells);
    });
    return rows;
  }
  const text = bytes.toString("utf8").replace(/^\uFEFF/, "");
  const firstLine = text.split(/\r?\n/, 1)[0] ?? "";
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  return parse(text, {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  }) as string[][];
}

function cellValue(value: ExcelJS.CellValue): Cell {
  if (value == null) return null;
  if (value instanceof Date || typeof value === "number" || typeof value === "string") return value;
  if (typeof value === "boolean") return String(value);
  if (typeof value === "object" && "richText" in value) return value.richText.map((r) => r.text).join("");
  if (typeof value === "object" && "text" in value) return String(value.text);
  if (typeof value === "object" && "result" in value) return (value.result as Cell) ?? null;
  return null;
}

const cellText = (cell: Cell | undefined): string =>
  cell == null ? "" : cell instanceof Date ? cell.toISOString() : String(cell).trim();

const splitTags = (raw: string) =>
  raw
    .split(/[,;|\n]/)
    .map((t) => t.trim())
    .filter((t) => t.length > 0)
    .slice(0, REVIEW_LIMITS.tags)
    .map((t) => t.slice(0, REVIEW_LIMITS.tag));

export async function parseReviewFile(bytes: Buffer, now: Date): Promise<FileReading> {
  let rows: Cell[][];
  try {
    rows = await readRows(bytes);
  } catch {
    throw badRequest("REVIEW_FILE_UNREADABLE", REVIEW_MESSAGES.fileUnreadable);
  }
  // The header is the first row naming a grade or a comment (exports may start with a title line).
  const headerIndex = rows.slice(0, 10).findIndex((r) => {
    const fields = r.map((c) => FIELD_OF.get(normaliseHeader(cellText(c))));
    return fields.includes("stars") || fields.includes("text");
  });
  if (headerIndex < 0) throw badRequest("REVIEW_FILE_NO_COLUMNS", REVIEW_MESSAGES.fileNoColumns);
  const header = rows[headerIndex]!.map(cellText);
  const columns = new Map<Field, number>();
  const usedColumns: string[] = [];
  const ignoredColumns: string[] = [];
  header.forEach((name, i) => {
    if (name === "") return;
    const field = FIELD_OF.get(normaliseHeader(name));
    if (field && !columns.has(field)) {
      columns.set(field, i);
      usedColumns.push(name);
    } else ignoredColumns.push(name);
  });
  if (!columns.has("text") && !columns.has("stars"))
    throw badRequest("REVIEW_FILE_NO_COLUMNS", REVIEW_MESSAGES.fileNoColumns);
  const template = header
    .map((h) => h.toLowerCase())
    .join(";")
    .startsWith("id;data;nota;comentario");

  const reviews: FileReading["reviews"] = [];
  const problems: FileReading["problems"] = [];
  const get = (row: Cell[], f: Field) => (columns.has(f) ? row[columns.get(f)!] : undefined);
  rows.slice(headerIndex + 1).forEach((row, i) => {
    const line = headerIndex + i + 2;
    if (row.every((c) => cellText(c) === "")) return;
    const starsRaw = cellText(get(row, "stars")).replace(",", ".");
    const starsNumber = starsRaw === "" ? null : Number(starsRaw);
    if (starsNumber !== null && !(Number.isInteger(starsNumber) && starsNumber >= 1 && starsNumber <= 5)) {
      problems.push({ line, message: `Linha ${line}: a nota "${starsRaw.slice(0, 10)}" não é de 1 a 5.` });
      return;
    }
    const dateCell = get(row, "date");
    const reviewDate =
      dateCell instanceof Date
        ? // A spreadsheet date is a wall-clock day written as UTC midnight: its UTC day is the day.
          dateCell.toISOString().slice(0, 10)
        : parseReviewDate(cellText(dateCell), now);
    if (!reviewDate) {
      problems.push({
        line,
        message: `Linha ${line}: a data da avaliação está faltando ou não é uma data (use dd/mm/aaaa).`,
      });
      return;
    }
    const text = cellText(get(row, "text")).slice(0, REVIEW_LIMITS.text);
    if (text === "" && starsNumber === null) {
      problems.push({ line, message: `Linha ${line}: sem nota e sem comentário.` });
      return;
    }
    const optional = (f: Field, max: number) => cellText(get(row, f)).slice(0, max) || null;
    reviews.push({
      line,
      review: {
        externalId: optional("externalId", 80),
        stars: starsNumber,
        text,
        reviewDate,
        orderId: optional("orderId", 80),
        orderShortId: optional("orderShortId", 40),
        positiveTags: splitTags(cellText(get(row, "positiveTags"))),
        negativeTags: splitTags(cellText(get(row, "negativeTags"))),
      },
    });
  });
  return { source: template ? "csv" : "ifood", reviews, problems, usedColumns, ignoredColumns };
}
