import { describe, expect, it } from "vitest";
import { CUSTOMER_IMPORT_CHUNK_BYTES } from "../../../common/customers";
import { CsvRecordTooLarge, chunkCsv, decodeCsv } from "./csvFile";

describe("decodeCsv", () => {
  it("reads UTF-8 (with or without BOM) as UTF-8", () => {
    const bytes = new TextEncoder().encode("nome;telefone\nJoão;11987654321\n");
    expect(decodeCsv(bytes)).toEqual({ text: "nome;telefone\nJoão;11987654321\n", encoding: "utf-8" });
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]);
    expect(decodeCsv(bom).text.startsWith("nome")).toBe(true);
  });

  it("falls back to Windows-1252 when the bytes are not UTF-8 (Excel in Brazil)", () => {
    // "João;Açaí" in Windows-1252: ã = 0xE3, ç = 0xE7, í = 0xED.
    const bytes = new Uint8Array([0x4a, 0x6f, 0xe3, 0x6f, 0x3b, 0x41, 0xe7, 0x61, 0xed]);
    expect(decodeCsv(bytes)).toEqual({ text: "João;Açaí", encoding: "windows-1252" });
  });
});

describe("chunkCsv", () => {
  const header = "nome;telefone";
  const rows = (n: number) =>
    Array.from({ length: n }, (_, i) => `Cliente ${i + 1};1198765${String(i).padStart(4, "0")}`);

  it("sends every data row once, in chunks of the given size, each with the header first", () => {
    const chunks = chunkCsv([header, ...rows(5)].join("\r\n"), { rows: 2 });
    expect(chunks.map((c) => c.rows)).toEqual([2, 2, 1]);
    expect(chunks.map((c) => c.firstLine)).toEqual([2, 4, 6]);
    for (const c of chunks) expect(c.csv.split("\n")[0]).toBe(header);
    expect(chunks[1]?.csv).toBe(`${header}\nCliente 3;11987650002\r\nCliente 4;11987650003`);
  });

  it("keeps the file's line numbers across blank lines and quoted line breaks", () => {
    const text = `\uFEFF${header}\n"Ana\nMaria";11987650000\n\nBruno;11987650001\nCarla;11987650002\n`;
    const chunks = chunkCsv(text, { rows: 2 });
    expect(chunks.map((c) => [c.firstLine, c.rows])).toEqual([
      [2, 2],
      [6, 1],
    ]);
    // Inside a chunk the blank line stays, so the server's counting lands on line 5 for Bruno.
    expect(chunks[0]?.csv).toBe(`${header}\n"Ana\nMaria";11987650000\n\nBruno;11987650001`);
  });

  it("answers no chunk for a file with only a header or nothing", () => {
    expect(chunkCsv("nome;telefone\n")).toEqual([]);
    expect(chunkCsv("\n\n")).toEqual([]);
  });

  it("uses CUSTOMER_IMPORT_CHUNK_ROWS by default", () => {
    const chunks = chunkCsv([header, ...rows(2500)].join("\n"));
    expect(chunks.map((c) => c.rows)).toEqual([1000, 1000, 500]);
    expect(chunks.map((c) => c.firstLine)).toEqual([2, 1002, 2002]);
  });

  it("never makes a chunk the server refuses: at most 256 KB in UTF-8 with the header, and 2,000 lines", () => {
    // 600 rows of ~1 KB with accents (2 bytes each in UTF-8): well under 1,000 rows, over 256 KB.
    const wide = Array.from({ length: 600 }, (_, i) => `Cliente ${i};11987650000;${"ã".repeat(500)}`);
    const chunks = chunkCsv([`${header};observações`, ...wide].join("\n"));
    expect(chunks.reduce((n, c) => n + c.rows, 0)).toBe(600);
    for (const c of chunks)
      expect(new TextEncoder().encode(c.csv).length).toBeLessThanOrEqual(CUSTOMER_IMPORT_CHUNK_BYTES);
    expect(chunks.length).toBe(3);
    expect(chunks.map((c) => c.firstLine)).toEqual([
      2,
      2 + chunks[0]!.rows,
      2 + chunks[0]!.rows + chunks[1]!.rows,
    ]);

    // Rows among many blank lines: cut by the lines they span.
    const sparse = [header, ...rows(1500).map((r) => `${r}\n\n`)].join("\n");
    const byLines = chunkCsv(sparse);
    for (const c of byLines) expect(c.csv.split("\n").length).toBeLessThanOrEqual(2001);
    expect(byLines.reduce((n, c) => n + c.rows, 0)).toBe(1500);
  });

  it("a record too big for any chunk (a quote that never closes) is named by its line", () => {
    const text = `${header}\nAna;11987650000\n"Bia;11987650001\n${"Caio;11987650002\n".repeat(20_000)}`;
    expect(() => chunkCsv(text)).toThrow(CsvRecordTooLarge);
    expect(() => chunkCsv(text)).toThrow(/linha 3 /);
  });
});
