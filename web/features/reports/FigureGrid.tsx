import { ORDER_FIGURES, type OrderFigureKey } from "../../../common/orderFigures";
import type { ReportFigure } from "../../../common/reports";
import { cn } from "../../lib/cn";
import { changeWords, formatFigure } from "./figureFormat";

const TONE = { good: "text-leaf", bad: "text-danger", neutral: "text-muted" } as const;

/**
 * A group of figures, each with its two changes and its definition behind a
 * tap ("Como calculamos"), the same words as the exports and the email.
 */
export function FigureGrid({
  title,
  figures,
  keys,
}: {
  title: string;
  figures: ReportFigure[];
  keys: OrderFigureKey[];
}) {
  const shown = keys
    .map((k) => figures.find((f) => f.key === k))
    .filter((f): f is ReportFigure => f !== undefined)
    // A figure the export never carried (no column, no week) says nothing: it is left out.
    .filter((f) => f.value != null || f.previous != null || f.fourWeeksBefore != null);
  return (
    <section aria-label={title} className="report-block grid gap-2">
      <h3 className="text-base font-semibold text-ink">{title}</h3>
      {shown.length === 0 ? (
        <p className="text-sm text-muted">O relatório importado não trouxe as colunas destes números.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((f) => (
            <FigureCard key={f.key} figure={f} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FigureCard({ figure }: { figure: ReportFigure }) {
  const def = ORDER_FIGURES[figure.key];
  const changes = [changeWords(figure, "previous"), changeWords(figure, "fourWeeks")].filter(
    (c): c is NonNullable<typeof c> => c !== undefined,
  );
  return (
    <li className="rounded-xl border border-line bg-white p-3" data-figure={figure.key}>
      <p className="text-sm text-muted">{def.label}</p>
      <p className="text-xl font-bold text-ink tabular-nums">{formatFigure(figure.key, figure.value)}</p>
      {changes.length > 0 ? (
        <ul className="mt-1 grid gap-0.5 text-xs">
          {changes.map((c) => (
            <li key={c.text} className={cn("tabular-nums", TONE[c.tone])}>
              {c.text}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-xs text-muted">Sem semana para comparar</p>
      )}
      <details className="mt-1 text-xs">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-primary-dark print:hidden">
          Como calculamos
        </summary>
        <p className="text-muted">{def.definition}</p>
      </details>
    </li>
  );
}
