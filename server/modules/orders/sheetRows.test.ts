import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { sheetRows } from "./sheetRows";

/** An .xlsx with the zip's entries in the order given (names first in that list, the rest after). */
async function reordered(first: readonly string[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Pedidos");
  ws.addRow(["ID COMPLETO DO PEDIDO", "DATA E HORA DO PEDIDO", "VALOR DOS ITENS (R$)"]);
  ws.addRow(["p-1", "02/11/2026 12:10:00", "100,00"]);
  ws.addRow(["p-2", "03/11/2026 20:00:00", "60,00"]);
  const source = await JSZip.loadAsync(await wb.xlsx.writeBuffer());
  const names = Object.keys(source.files).filter((name) => !source.files[name]?.dir);
  const order = [...first.filter((n) => names.includes(n)), ...names.filter((n) => !first.includes(n))];
  const out = new JSZip();
  for (const name of order) out.file(name, await source.file(name)!.async("uint8array"));
  return out.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
}

async function rows(buf: Buffer) {
  const read = [];
  for await (const row of sheetRows(buf, "xlsx", () => {})) read.push(row.cells.slice(0, 3));
  return read;
}

describe("reading an .xlsx whatever the order of its zip entries", () => {
  it("reads a file whose worksheet comes before its workbook (exceljs's streaming reader fails on it)", async () => {
    const buf = await reordered([
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/_rels/workbook.xml.rels",
      "xl/sharedStrings.xml",
      "xl/styles.xml",
      "xl/worksheets/sheet1.xml",
      "xl/workbook.xml",
    ]);
    expect(await rows(buf)).toEqual([
      ["ID COMPLETO DO PEDIDO", "DATA E HORA DO PEDIDO", "VALOR DOS ITENS (R$)"],
      ["p-1", "02/11/2026 12:10:00", "100,00"],
      ["p-2", "03/11/2026 20:00:00", "60,00"],
    ]);
  });

  it("reads the usual order (workbook first) the same", async () => {
    const buf = await reordered(["[Content_Types].xml", "xl/workbook.xml", "xl/_rels/workbook.xml.rels"]);
    expect((await rows(buf)).map((r) => r[0])).toEqual(["ID COMPLETO DO PEDIDO", "p-1", "p-2"]);
  });
});
