import { ClipboardPaste, FileUp } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import {
  REVIEW_CSV_TEMPLATE_HEADER,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type ReviewImport,
  type ReviewImportResult,
} from "../../../common/reviews";
import { messageFor } from "../../lib/api";
import { Button } from "../../ui/Button";
import { Field, fieldA11y } from "../../ui/Field";
import { SPREADSHEET_ACCEPT } from "../../ui/FileField";
import { Textarea } from "../../ui/Input";
import { toast } from "../../ui/useToast";
import { useImportReviews } from "./api/importReviews";
import { dayLabel, starsLabel } from "./reviewFormat";

/** The file's bytes in base64, for the JSON body (an XLSX is binary). */
async function toBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Bring reviews in: paste one or many (split by blank lines or the delivery
 * app's copied list), or send the iFood "Avaliações" export or our CSV. A
 * preview first; nothing is saved until the owner confirms.
 */
export function ImportReviews({ onDone }: { onDone?: () => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [pending, setPending] = useState<ReviewImport | null>(null);
  const [preview, setPreview] = useState<ReviewImportResult | null>(null);
  const [error, setError] = useState<string | undefined>();
  const run = useImportReviews();

  function check(input: ReviewImport) {
    setError(undefined);
    setPreview(null);
    run.mutate(
      { ...input, dryRun: true },
      {
        onSuccess: (result) => {
          setPending(input);
          setPreview(result);
        },
        onError: (e) => setError(messageFor(e, "Não foi possível ler as avaliações.")),
      },
    );
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > REVIEW_LIMITS.fileBytes) return setError(REVIEW_MESSAGES.fileTooLarge);
    check({ kind: "file", fileName: file.name, contentBase64: await toBase64(file) });
  }

  function confirm() {
    if (!pending) return;
    run.mutate(
      { ...pending, dryRun: false },
      {
        onSuccess: (result) => {
          toast({
            title: "Avaliações na caixa!",
            description: `${result.created} ${result.created === 1 ? "nova" : "novas"}${
              result.alreadyIn ? `, ${result.alreadyIn} já estavam aqui` : ""
            }.`,
            variant: "success",
          });
          setPreview(null);
          setPending(null);
          setText("");
          onDone?.();
        },
        onError: (e) => setError(messageFor(e, "Não foi possível salvar as avaliações.")),
      },
    );
  }

  return (
    <section aria-label="Trazer avaliações" className="grid gap-3 rounded-xl border border-line bg-white p-4">
      <h2 className="text-lg font-semibold text-ink">Trazer avaliações</h2>
      <Field
        id={`${id}-paste`}
        label="Cole as avaliações"
        error={error}
        hint="Uma ou várias: separe com uma linha em branco, ou cole a lista copiada do app de delivery."
      >
        <Textarea
          {...fieldA11y(`${id}-paste`, error)}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={5}
          maxLength={REVIEW_LIMITS.pasteChars}
          placeholder={"★★☆☆☆ · 15/11/2026\nA pizza chegou fria.\n\nNota 5\nTudo perfeito!"}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" disabled={run.isPending} onClick={() => check({ kind: "paste", text })}>
          <ClipboardPaste aria-hidden />
          Ver prévia
        </Button>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-white px-4 text-sm font-semibold text-ink hover:bg-primary-soft">
          <FileUp className="size-4" aria-hidden />
          Importar arquivo (.xlsx ou .csv)
          <input
            type="file"
            accept={SPREADSHEET_ACCEPT}
            className="sr-only"
            onChange={(e) => void onFile(e)}
          />
        </label>
      </div>
      <p className="text-xs text-muted">
        Arquivo: a planilha de Avaliações do iFood ou o nosso modelo CSV, com o cabeçalho{" "}
        <code className="break-all">{REVIEW_CSV_TEMPLATE_HEADER}</code>. Até 2 MB e{" "}
        {REVIEW_LIMITS.perImport.toLocaleString("pt-BR")} avaliações.
      </p>
      {preview ? (
        <section aria-label="Prévia" className="grid gap-2 rounded-xl border border-line bg-surface p-3">
          <p className="font-semibold text-ink">
            {preview.found} {preview.found === 1 ? "avaliação encontrada" : "avaliações encontradas"}:{" "}
            {preview.created} {preview.created === 1 ? "nova" : "novas"}
            {preview.alreadyIn ? `, ${preview.alreadyIn} já na caixa` : ""}
          </p>
          {preview.ignoredColumns.length > 0 ? (
            <p className="text-sm text-muted">Colunas ignoradas: {preview.ignoredColumns.join(", ")}</p>
          ) : null}
          {preview.problems.length > 0 ? (
            <ul className="list-disc pl-5 text-sm text-danger">
              {preview.problems.map((p) => (
                <li key={p.line}>{p.message}</li>
              ))}
            </ul>
          ) : null}
          <ol className="grid max-h-72 gap-2 overflow-y-auto">
            {preview.preview.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a preview's order is fixed and it has no ids yet.
              <li key={i} className="rounded-lg bg-white p-2 text-sm">
                <span className="text-muted">
                  {starsLabel(r.stars)} · {dayLabel(r.reviewDate)}
                  {r.orderShortId || r.orderId ? ` · Pedido ${r.orderShortId ?? r.orderId}` : ""}
                </span>
                <p className="line-clamp-2 break-words text-ink">{r.text || "(sem comentário)"}</p>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-2">
            <Button onClick={confirm} disabled={run.isPending || preview.created === 0}>
              Salvar {preview.created} {preview.created === 1 ? "avaliação" : "avaliações"}
            </Button>
            <Button variant="ghost" onClick={() => setPreview(null)}>
              Cancelar
            </Button>
          </div>
        </section>
      ) : null}
    </section>
  );
}
