import { describe, expect, it } from "vitest";
import { readLine, cellRunsAsFormula as runs } from "../../testing/spreadsheetReading";
import { csvField } from "./exportCsv";

const HOSTILE = [
  "=1+1",
  "+55 11 9999",
  "-2+3",
  "@SUM(A1)",
  "\t=1",
  "\r=1",
  '   =HYPERLINK("http://x")',
  '"=1+1"',
  "Ana,=1+1",
  "Ana, =cmd|' /C calc'!A0",
  "Ana;=1+1",
  "Ana\t=1+1",
  'Zeca; o "Rei",-1',
  "linha 1\n=1+1",
  'x,"=1+1"',
  "ok,  @mention",
];

describe("csvField", () => {
  it.each([";", ",", "\t"])("leaves no cell that runs as a formula when read with %j", (delimiter) => {
    for (const value of HOSTILE) {
      // The field beside others, as in a row of the export.
      const line = ["Ana", csvField(value), "fim"].join(";");
      for (const cell of readLine(line, delimiter)) expect(runs(cell), `${value} → ${cell}`).toBe(false);
      const first = [csvField(value), "fim"].join(";");
      for (const cell of readLine(first, delimiter)) expect(runs(cell), `${value} → ${cell}`).toBe(false);
    }
  });

  it("keeps what people typed readable with ';' (the delimiter it is written with)", () => {
    expect(readLine(csvField("Ana,=1+1"), ";")).toEqual(["Ana,'=1+1"]);
    expect(readLine(csvField("=1+1"), ";")).toEqual(["'=1+1"]);
    expect(readLine(csvField('Zeca; o "Rei"'), ";")).toEqual(['Zeca; o "Rei"']);
    expect(csvField("Maria da Silva")).toBe("Maria da Silva");
    expect(csvField("(11) 98765-4321")).toBe("(11) 98765-4321");
  });
});
