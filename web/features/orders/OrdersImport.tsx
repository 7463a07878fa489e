import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useState } from "react";
import { Link } from "wouter";
import { formatCents, formatCount, formatDay } from "../../../common/format";
import { GROSS_SALES_DEFINITION } from "../../../common/orderFigures";
import {
  ORDER_IMPORT_LIMITS,
  ORDER_IMPORT_MESSAGES,
  type OrderImportPreview,
  type OrderImportResult,
} from "../../../common/orders";
import { messageFor } from "../../lib/api";
import { useActsAsMember } from "../../lib/team";
import { Button } from "../../ui/Button";
import { FileField, SPREADSHEET_ACCEPT } from "../../ui/FileField";
import { Progress } from "../../ui/Progress";
import { confirmImport } from "./api/confirmImport";
import { importsKey } from "./api/imports";
import { previewImport } from "./api/previewImport";
import { PastImports } from "./PastImports";
import { TemplateHelp } from "./TemplateHelp";

type Bar = { label: string; done: number; total: number; unit: "bytes" | "rows" | "orders" | "days" };
type Step =
  | { name: "pick" }
  | { name: "working"; file: string; bar: Bar }
  | { name: "preview"; preview: OrderImportPreview }
  | { name: "done"; result: OrderImportResult };

const PHASES = {
  upload: { label: "Enviando o arquivo", unit: "bytes" },
  reading: { label: "Lendo a planilha", unit: "rows" },
  checking: { label: "Conferindo com os pedidos já importados", unit: "orders" },
  writing: { label: "Gravando os pedidos", unit: "orders" },
  days: { label: "Refazendo os números dos dias", unit: "days" },
} as const;

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString("pt-BR", { maximumFractionDigits: 1 })} MB`;
function barText(bar: Bar): string {
  if (bar.unit === "bytes") return `${megabytes(bar.done)} de ${megabytes(bar.total)}`;
  // The reading counts rows without knowing how many there are: no made-up percentage.
  if (bar.unit === "rows") return `${formatCount(bar.done)} linhas lidas`;
  return `${formatCount(bar.done)} de ${formatCount(bar.total)} ${bar.unit === "orders" ? "pedidos" : "dias"}`;
}

/**
 * /dashboard/relatorios/importar (issue 27): the owner picks the order report,
 * sees the preview (period, new / already imported / changed orders, what
 * each column became, the lines with problems, the days they typed), decides
 * about those days and confirms. The bar shows the work the server reports.
 */
export function OrdersImport({ refreshes }: { refreshes: readonly QueryKey[] }) {
  const queryClient = useQueryClient();
  const member = useActsAsMember();
  const [step, setStep] = useState<Step>({ name: "pick" });
  const [replaceManual, setReplaceManual] = useState(false);
  const [error, setError] = useState<string>();

  const onProgress =
    (file: string) =>
    (p: { type: "upload" | "progress"; done: number; total: number; phase?: keyof typeof PHASES }) => {
      const phase = PHASES[p.type === "upload" ? "upload" : (p.phase ?? "reading")];
      setStep({
        name: "working",
        file,
        bar: { label: phase.label, unit: phase.unit, done: p.done, total: p.total },
      });
    };

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    setError(undefined);
    setReplaceManual(false);
    if (file.size > ORDER_IMPORT_LIMITS.maxBytes) {
      setError(ORDER_IMPORT_MESSAGES.tooLarge);
      return;
    }
    setStep({ name: "working", file: file.name, bar: { ...PHASES.upload, done: 0, total: file.size } });
    try {
      const preview = await previewImport(file, onProgress(file.name));
      if ("error" in preview) {
        setError(preview.error);
        setStep({ name: "pick" });
      } else {
        setStep({ name: "preview", preview });
      }
    } catch (err) {
      setError(messageFor(err, "Não deu para ler o arquivo. Tente de novo."));
      setStep({ name: "pick" });
    }
  }

  async function confirm(preview: OrderImportPreview) {
    setStep({
      name: "working",
      file: preview.fileName,
      bar: { ...PHASES.writing, done: 0, total: preview.orderCount },
    });
    try {
      const result = await confirmImport(
        { token: preview.token, manualDays: replaceManual ? "replace" : "keep" },
        onProgress(preview.fileName),
      );
      if ("error" in result) {
        setError(result.error);
        setStep({ name: "pick" });
      } else {
        setStep({ name: "done", result });
      }
    } catch (err) {
      setError(
        messageFor(err, "A importação parou. Envie o arquivo de novo: nenhum pedido é contado duas vezes."),
      );
      setStep({ name: "pick" });
    } finally {
      await Promise.all(
        [importsKey, ...refreshes].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    }
  }

  if (member) {
    return (
      <p className="rounded-xl border border-line bg-white p-4 text-sm text-ink">
        Só o dono do restaurante importa o relatório de pedidos. Peça a ele, se precisar.
      </p>
    );
  }

  return (
    <div className="grid gap-4">
      <section
        aria-labelledby="importar-pedidos"
        className="grid gap-3 rounded-xl border border-line bg-white p-4"
      >
        <h2 id="importar-pedidos" className="text-lg font-semibold text-ink">
          Enviar o relatório de pedidos
        </h2>
        <p className="text-sm text-muted">
          No Portal do Parceiro do iFood: Pedidos → Exportar, escolha o período e baixe em .xlsx ou .csv. Pode
          escolher as colunas que quiser; precisamos do ID COMPLETO DO PEDIDO e da DATA E HORA DO PEDIDO. Até{" "}
          {megabytes(ORDER_IMPORT_LIMITS.maxBytes)} e {formatCount(ORDER_IMPORT_LIMITS.maxRows)} pedidos por
          arquivo.
        </p>
        {step.name === "pick" || step.name === "done" ? (
          <FileField
            id="arquivo-pedidos"
            label="Escolher arquivo (.xlsx ou .csv)"
            accept={SPREADSHEET_ACCEPT}
            onChange={(e) => void pick(e)}
          />
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        {step.name === "working" ? (
          <div className="grid gap-1" aria-live="polite">
            <p className="text-sm text-ink">
              {step.bar.label}: {barText(step.bar)}
            </p>
            {step.bar.total > 0 ? (
              <Progress value={step.bar.done} max={step.bar.total} label={step.bar.label} />
            ) : (
              <div
                role="progressbar"
                aria-label={step.bar.label}
                aria-valuetext={barText(step.bar)}
                className="h-3 w-full animate-pulse overflow-hidden rounded-full bg-primary-soft"
              >
                <div className="h-full w-full bg-leaf/40" />
              </div>
            )}
          </div>
        ) : null}
        {step.name === "preview" ? (
          <PreviewCard
            preview={step.preview}
            replaceManual={replaceManual}
            onReplaceManual={setReplaceManual}
            onConfirm={() => void confirm(step.preview)}
            onCancel={() => setStep({ name: "pick" })}
          />
        ) : null}
        {step.name === "done" ? <Result result={step.result} /> : null}
      </section>
      <TemplateHelp />
      <PastImports />
    </div>
  );
}

function PreviewCard({
  preview: p,
  replaceManual,
  onReplaceManual,
  onConfirm,
  onCancel,
}: {
  preview: OrderImportPreview;
  replaceManual: boolean;
  onReplaceManual: (v: boolean) => void;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <section aria-label="Prévia da importação" className="grid gap-3">
      <p className="text-sm text-ink">
        <strong>{p.fileName}</strong>
        {p.firstDate && p.lastDate ? `: pedidos de ${formatDay(p.firstDate)} a ${formatDay(p.lastDate)}` : ""}
        .
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Figure label="Pedidos no arquivo" value={formatCount(p.orderCount)} />
        <Figure label="Novos" value={formatCount(p.newCount)} />
        <Figure label="Já importados" value={formatCount(p.unchangedCount)} />
        <Figure label="Mudaram (serão atualizados)" value={formatCount(p.changedCount)} />
        <Figure label="Cancelados" value={formatCount(p.cancelledCount)} />
        <Figure label="Vendas brutas" value={formatCents(p.grossSalesCents)} hint={GROSS_SALES_DEFINITION} />
      </dl>
      <p className="text-xs text-muted">{GROSS_SALES_DEFINITION}</p>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-ink">
          Colunas lidas ({p.columns.length})
          {p.ignoredColumns.length > 0 ? ` e ignoradas (${p.ignoredColumns.length})` : ""}
        </summary>
        <ul aria-label="Colunas lidas" className="mt-2 grid gap-1">
          {p.columns.map((c) => (
            <li key={c.field}>
              {c.header} → <strong>{c.label}</strong>
            </li>
          ))}
        </ul>
        {p.ignoredColumns.length > 0 ? (
          <p className="mt-2 text-muted">Ignoradas: {p.ignoredColumns.join(", ")}.</p>
        ) : null}
      </details>
      {p.problemCount > 0 ? (
        <div className="grid gap-1">
          <p className="text-sm font-medium text-ink">
            {p.problemCount === 1
              ? "1 linha com problema fica de fora:"
              : `${formatCount(p.problemCount)} linhas com problema ficam de fora:`}
          </p>
          <ul aria-label="Linhas com problema" className="grid max-h-48 gap-1 overflow-auto text-sm">
            {p.problems.map((e) => (
              <li key={`${e.line}-${e.message}`}>
                <strong>Linha {e.line}:</strong> {e.message}
              </li>
            ))}
            {p.problemCount > p.problems.length ? (
              <li className="text-muted">E mais {formatCount(p.problemCount - p.problems.length)} linhas.</li>
            ) : null}
          </ul>
        </div>
      ) : null}
      {p.manualDays.length > 0 ? (
        <fieldset className="grid gap-2 rounded-lg border border-line p-3 text-sm">
          <legend className="px-1 font-medium text-ink">
            Você digitou os números de {p.manualDays.length === 1 ? "1 dia" : `${p.manualDays.length} dias`}{" "}
            deste período
          </legend>
          <p className="text-muted">{p.manualDays.map(formatDay).join(", ")}</p>
          <label className="flex items-start gap-2">
            <input
              type="radio"
              name="dias-digitados"
              className="mt-1 size-4"
              checked={!replaceManual}
              onChange={() => onReplaceManual(false)}
            />
            Manter o que eu digitei nesses dias
          </label>
          <label className="flex items-start gap-2">
            <input
              type="radio"
              name="dias-digitados"
              className="mt-1 size-4"
              checked={replaceManual}
              onChange={() => onReplaceManual(true)}
            />
            Trocar pelos números dos pedidos
          </label>
        </fieldset>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onConfirm}>Confirmar importação</Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </section>
  );
}

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg bg-surface p-2" title={hint}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

function Result({ result: r }: { result: OrderImportResult }) {
  return (
    <div role="status" className="grid gap-2 rounded-lg bg-leaf-soft p-3 text-sm text-ink">
      <p>
        Pronto! {formatCount(r.newCount)} {r.newCount === 1 ? "pedido novo" : "pedidos novos"} e{" "}
        {formatCount(r.updatedCount)} {r.updatedCount === 1 ? "atualizado" : "atualizados"}.{" "}
        {r.daysUpdated.length === 1
          ? "1 dia agora vem dos pedidos."
          : `${formatCount(r.daysUpdated.length)} dias agora vêm dos pedidos.`}
        {r.manualDaysKept.length > 0
          ? ` ${r.manualDaysKept.length === 1 ? "1 dia digitado ficou" : `${r.manualDaysKept.length} dias digitados ficaram`} como estava.`
          : ""}
      </p>
      <p>
        <Link href="/dashboard#desempenho" className="font-medium text-primary-dark underline">
          Ver os números no painel
        </Link>
      </p>
    </div>
  );
}
