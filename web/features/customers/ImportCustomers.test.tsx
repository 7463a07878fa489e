import { expect, it } from "vitest";
import type { CustomerImport } from "../../../common/customers";
import { chunkCsv } from "./csvFile";
import { sendChunks } from "./ImportCustomers";

it("sends each chunk with the header first and its firstLine, and adds the answers up with the file's line numbers", async () => {
  const lines = ["nome;telefone", ...Array.from({ length: 5 }, (_, i) => `Cliente ${i};1198765000${i}`)];
  const sent: CustomerImport[] = [];
  const progress: number[] = [];
  const totals = await sendChunks(
    chunkCsv(lines.join("\n"), { rows: 2 }),
    { dryRun: true, consent: false },
    (done) => progress.push(done),
    async (input) => {
      sent.push(input);
      return {
        imported: 2,
        merged: 0,
        errors: [{ line: input.firstLine ?? 2, message: "Telefone inválido." }],
        errorCount: 1,
        keptOptedOut: 1,
        ignoredColumns: ["cidade"],
      };
    },
  );
  expect(sent.map((s) => [s.firstLine, s.dryRun, s.consent, s.csv.split("\n")[0]])).toEqual([
    [2, true, false, "nome;telefone"],
    [4, true, false, "nome;telefone"],
    [6, true, false, "nome;telefone"],
  ]);
  expect(progress).toEqual([2, 4, 5]);
  expect(totals).toEqual({
    imported: 6,
    merged: 0,
    errors: [2, 4, 6].map((line) => ({ line, message: "Telefone inválido." })),
    errorCount: 3,
    keptOptedOut: 3,
    ignoredColumns: ["cidade"],
  });
});

it("lists the file's first 100 problems and counts them all", async () => {
  const lines = ["nome;telefone", ...Array.from({ length: 300 }, (_, i) => `Cliente ${i};1`)];
  const totals = await sendChunks(
    chunkCsv(lines.join("\n"), { rows: 60 }),
    { dryRun: true, consent: false },
    () => {},
    async (input) => {
      const first = input.firstLine ?? 2;
      // Each chunk answers its own first 50 of 60 problems, as the server caps them.
      return {
        imported: 0,
        merged: 0,
        errors: Array.from({ length: 50 }, (_, i) => ({ line: first + i, message: "Telefone inválido." })),
        errorCount: 60,
        keptOptedOut: 0,
        ignoredColumns: [],
      };
    },
  );
  expect(totals.errorCount).toBe(300);
  expect(totals.errors).toHaveLength(100);
  expect(totals.errors[0]!.line).toBe(2);
  expect(totals.errors[50]!.line).toBe(62);
});
