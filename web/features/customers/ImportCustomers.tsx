import { useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useState } from "react";
import {
  CUSTOMER_IMPORT_MAX_ERRORS,
  CUSTOMER_IMPORT_MAX_FILE_BYTES,
  CUSTOMER_IMPORT_MESSAGES,
  type CustomerImportResult,
} from "../../../common/customers";
import { formatCount } from "../../../common/format";
import { countOf } from "../../../common/plural";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { FileField } from "../../ui/FileField";
import { Progress } from "../../ui/Progress";
import { importCustomers } from "./api/importCustomers";
import { CUSTOMERS_ROOT } from "./api/keys";
import { type CsvChunk, CsvRecordTooLarge, chunkCsv, decodeCsv } from "./csvFile";

type Totals = CustomerImportResult;
const empty = (): Totals => ({
  imported: 0,
  merged: 0,
  errors: [],
  errorCount: 0,
  keptOptedOut: 0,
  ignoredColumns: [],
});
/** The chunks' answers as one: counts added, the file's first problems listed (chunks come in file order). */
const add = (a: Totals, b: Totals): Totals => ({
  imported: a.imported + b.imported,
  merged: a.merged + b.merged,
  errors: [...a.errors, ...b.errors].slice(0, CUSTOMER_IMPORT_MAX_ERRORS),
  errorCount: a.errorCount + b.errorCount,
  keptOptedOut: a.keptOptedOut + b.keptOptedOut,
  // Every chunk repeats the header: its ignored columns are the same, listed once.
  ignoredColumns: [...new Set([...a.ignoredColumns, ...b.ignoredColumns])],
});

/** The picked file as chunks, or what to tell the owner instead. */
async function chunksOf(file: File): Promise<CsvChunk[] | string> {
  // Refused before it is read: a huge file is not even loaded.
  if (file.size > CUSTOMER_IMPORT_MAX_FILE_BYTES) return CUSTOMER_IMPORT_MESSAGES.fileTooLarge;
  try {
    return chunkCsv(decodeCsv(await file.arrayBuffer()).text);
  } catch (error) {
    if (error instanceof CsvRecordTooLarge) return error.message;
    throw error;
  }
}

/**
 * Sends every chunk in order (header first, `firstLine` set), adding up the
 * answers; `onProgress` gets the rows done so far.
 */
export async function sendChunks(
  chunks: CsvChunk[],
  options: { dryRun: boolean; consent: boolean },
  onProgress: (rowsDone: number) => void = () => {},
  send: typeof importCustomers = importCustomers,
): Promise<Totals> {
  let totals = empty();
  let done = 0;
  for (const chunk of chunks) {
    totals = add(totals, await send({ csv: chunk.csv, firstLine: chunk.firstLine, ...options }));
    done += chunk.rows;
    onProgress(done);
  }
  return totals;
}

type Step =
  | { name: "pick" }
  | { name: "checking"; file: string; rows: number; done: number }
  | { name: "preview"; file: string; chunks: CsvChunk[]; rows: number; result: Totals }
  | { name: "saving"; file: string; rows: number; done: number }
  | { name: "done"; result: Totals };

/** Import a .csv: preview (dry run) with each line's problem, the consent tick, then saving with a progress bar. */
export function ImportCustomers() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: "pick" });
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string>();

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    setError(undefined);
    setConsent(false);
    const chunks = await chunksOf(file);
    if (typeof chunks === "string") {
      setError(chunks);
      return;
    }
    const rows = chunks.reduce((n, c) => n + c.rows, 0);
    if (rows === 0) {
      setError("O arquivo não tem clientes: confira se há uma linha de cabeçalho e ao menos um cliente.");
      return;
    }
    setStep({ name: "checking", file: file.name, rows, done: 0 });
    try {
      const result = await sendChunks(chunks, { dryRun: true, consent: false }, (done) =>
        setStep({ name: "checking", file: file.name, rows, done }),
      );
      setStep({ name: "preview", file: file.name, chunks, rows, result });
    } catch (err) {
      setError(messageFor(err, "Não deu para ler o arquivo. Tente de novo."));
      setStep({ name: "pick" });
    }
  }

  async function confirm(chunks: CsvChunk[], file: string, rows: number) {
    setStep({ name: "saving", file, rows, done: 0 });
    try {
      const result = await sendChunks(chunks, { dryRun: false, consent }, (done) =>
        setStep({ name: "saving", file, rows, done }),
      );
      setStep({ name: "done", result });
    } catch (err) {
      setError(
        messageFor(
          err,
          "A importação parou no meio. Os clientes já enviados foram salvos; envie o arquivo de novo para completar.",
        ),
      );
      setStep({ name: "pick" });
    } finally {
      void queryClient.invalidateQueries({ queryKey: CUSTOMERS_ROOT });
    }
  }

  return (
    <section
      aria-labelledby="importar-titulo"
      className="grid gap-3 rounded-xl border border-line bg-white p-4"
    >
      <h2 id="importar-titulo" className="text-lg font-semibold text-ink">
        Importar planilha (CSV)
      </h2>
      <p className="text-sm text-muted">
        Colunas nome, telefone, email, último pedido, pedidos e aniversário (dia/mês), em qualquer ordem,
        separadas por ; ou ,. Quem já está cadastrado (mesmo telefone ou email) é atualizado, não duplicado.
      </p>
      {step.name === "pick" || step.name === "done" ? (
        <FileField
          id="importar-arquivo"
          label="Escolher arquivo .csv"
          accept=".csv,text/csv"
          onChange={(e) => void pick(e)}
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {step.name === "checking" || step.name === "saving" ? (
        <div className="grid gap-1" aria-live="polite">
          <p className="text-sm text-ink">
            {step.name === "checking" ? "Conferindo" : "Salvando"} {step.file}: {formatCount(step.done)} de{" "}
            {countOf(step.rows, "linha", "linhas")}
          </p>
          <Progress
            value={step.done}
            max={step.rows}
            label={step.name === "checking" ? "Conferindo o arquivo" : "Importando clientes"}
          />
        </div>
      ) : null}
      {step.name === "preview" ? (
        <section className="grid gap-3" aria-label="Prévia da importação">
          <p className="text-sm text-ink">
            {step.file}: {countOf(step.result.imported, "cliente novo", "clientes novos")},{" "}
            {countOf(
              step.result.merged,
              "já cadastrado (será atualizado)",
              "já cadastrados (serão atualizados)",
            )}
            {step.result.errorCount > 0
              ? `, ${countOf(step.result.errorCount, "linha com problema (fica de fora)", "linhas com problema (ficam de fora)")}`
              : ""}
            .
          </p>
          {step.result.ignoredColumns.length > 0 ? (
            <p className="text-sm text-ink" data-testid="colunas-ignoradas">
              {step.result.ignoredColumns.length === 1 ? "Coluna ignorada" : "Colunas ignoradas"} (não sabemos
              onde guardar):{" "}
              <strong className="wrap-anywhere">
                {step.result.ignoredColumns.map((c) => `"${c}"`).join(", ")}
              </strong>
              . Renomeie no arquivo se for nome, telefone, email, último pedido, pedidos, aniversário, aceita
              mensagens ou observações.
            </p>
          ) : null}
          {step.result.keptOptedOut > 0 ? (
            <p className="text-sm text-ink">
              {step.result.keptOptedOut === 1
                ? "1 cliente que recusou mensagens continua sem recebê-las, mesmo que o arquivo diga sim."
                : `${step.result.keptOptedOut} clientes que recusaram mensagens continuam sem recebê-las, mesmo que o arquivo diga sim.`}
            </p>
          ) : null}
          {step.result.errors.length > 0 ? (
            <ul aria-label="Linhas com problema" className="grid max-h-48 gap-1 overflow-auto text-sm">
              {step.result.errors.map((e) => (
                <li key={`${e.line}-${e.message}`}>
                  <strong>Linha {e.line}:</strong> {e.message}
                </li>
              ))}
              {step.result.errorCount > step.result.errors.length ? (
                <li className="text-muted">
                  E mais{" "}
                  {countOf(
                    step.result.errorCount - step.result.errors.length,
                    "linha com problema",
                    "linhas com problema",
                  )}
                  : corrija as primeiras e confira de novo.
                </li>
              ) : null}
            </ul>
          ) : null}
          <label className="flex items-start gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="mt-1 size-4"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
            />
            Estes clientes aceitaram receber mensagens do restaurante (sem isso, eles entram mas não recebem
            campanhas).
          </label>
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={step.result.imported + step.result.merged === 0}
              onClick={() => void confirm(step.chunks, step.file, step.rows)}
            >
              Confirmar importação
            </Button>
            <Button variant="ghost" onClick={() => setStep({ name: "pick" })}>
              Cancelar
            </Button>
          </div>
        </section>
      ) : null}
      {step.name === "done" ? (
        <p role="status" className="text-sm font-medium text-leaf">
          Pronto: {countOf(step.result.imported, "cliente novo", "clientes novos")},{" "}
          {countOf(step.result.merged, "atualizado", "atualizados")}
          {step.result.errorCount > 0
            ? `, ${countOf(step.result.errorCount, "linha ficou de fora", "linhas ficaram de fora")}`
            : ""}
          {step.result.keptOptedOut > 0
            ? `; ${countOf(step.result.keptOptedOut, "que recusou mensagens continua sem recebê-las", "que recusaram mensagens continuam sem recebê-las")}`
            : ""}
          .
        </p>
      ) : null}
    </section>
  );
}
