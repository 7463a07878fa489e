import { expect, it } from "vitest";
import type { CustomerImport } from "../../../common/customers";
import { chunkCsv } from "./csvFile";
import { sendChunks } from "./ImportCustomers";

it("sends each chunk with the header first and its firstLine, and adds the answers up with the file's line numbers", async () => {
  const lines = ["nome;telefone", ...Array.from({ length: 5 }, (_, i) => `Cliente ${i};1198765000${i}`)];
  const sent: CustomerImport[] = [];
  const progress: number[] = [];
  const totals = await sendChunks(
    chunkCsv(lines.join("\n"), 2),
    { dryRun: true, consent: false },
    (done) => progress.push(done),
    async (input) => {
      sent.push(input);
      return {
        imported: 2,
        merged: 0,
        errors: [{ line: input.firstLine ?? 2, message: "Telefone inválido." }],
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
  });
});
