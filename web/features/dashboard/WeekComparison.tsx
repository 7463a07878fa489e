import { Minus, TrendingDown, TrendingUp } from "lucide-react";
import { deltaPercent, type WeekTotals } from "../../../common/metrics";
import { cn } from "../../lib/cn";
import { formatCents, formatCount, formatPercent } from "./format";

function Delta({ now, before }: { now: number; before: number }) {
  const delta = deltaPercent(now, before);
  if (delta === null) {
    return <span className="text-xs text-muted">Sem semana anterior para comparar</span>;
  }
  const up = delta > 0;
  const Icon = delta === 0 ? Minus : up ? TrendingUp : TrendingDown;
  const words = delta === 0 ? "igual à semana passada" : `${up ? "acima" : "abaixo"} da semana passada`;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 text-xs font-semibold",
        delta === 0 ? "text-muted" : up ? "text-leaf" : "text-danger",
      )}
    >
      <Icon className="size-4" aria-hidden />
      {delta === 0 ? words : `${formatPercent(Math.abs(delta))} ${words}`}
    </span>
  );
}

/** This week against last week, with up/down deltas. */
export function WeekComparison({ thisWeek, lastWeek }: { thisWeek: WeekTotals; lastWeek: WeekTotals }) {
  const rows = [
    {
      label: "Vendas",
      now: thisWeek.totalSales,
      before: lastWeek.totalSales,
      show: formatCents,
    },
    { label: "Pedidos", now: thisWeek.orderCount, before: lastWeek.orderCount, show: formatCount },
    {
      label: "Ticket médio",
      now: thisWeek.averageTicket ?? 0,
      before: lastWeek.averageTicket ?? 0,
      show: formatCents,
    },
  ];
  return (
    <dl
      className="grid grid-cols-1 gap-2 sm:grid-cols-3 lg:grid-cols-1 2xl:grid-cols-3"
      aria-label="Esta semana contra a semana passada"
    >
      {rows.map((r) => (
        <div key={r.label} className="rounded-xl border border-line bg-surface p-3">
          <dt className="text-xs font-medium text-muted">{r.label} nesta semana</dt>
          <dd className="text-lg font-bold text-ink tabular-nums">{r.show(r.now)}</dd>
          <dd className="text-xs text-muted">Semana passada: {r.show(r.before)}</dd>
          <dd>
            <Delta now={r.now} before={r.before} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
