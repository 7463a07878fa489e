import { Minus, TrendingDown, TrendingUp } from "lucide-react";
import { formatCents, formatCount, formatPercent } from "../../../common/format";
import { deltaPercent, type MetricsOverview } from "../../../common/metrics";
import { cn } from "../../lib/cn";
import { type ComparisonWords, comparisonWords } from "./comparisonWords";

function Delta({ now, before, words }: { now: number; before: number; words: ComparisonWords }) {
  const delta = deltaPercent(now, before);
  if (delta === null) {
    return <span className="text-xs text-muted">{words.none}</span>;
  }
  const up = delta > 0;
  const Icon = delta === 0 ? Minus : up ? TrendingUp : TrendingDown;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 text-xs font-semibold",
        delta === 0 ? "text-muted" : up ? "text-leaf" : "text-danger",
      )}
    >
      <Icon className="size-4" aria-hidden />
      {delta === 0
        ? words.equal
        : `${formatPercent(Math.abs(delta))} ${up ? "acima" : "abaixo"} ${words.from}`}
    </span>
  );
}

/** This week so far against the same days of last week, with up/down deltas. */
export function WeekComparison({ comparison }: { comparison: MetricsOverview["comparison"] }) {
  const { thisWeek, lastWeek } = comparison;
  const words = comparisonWords(comparison.days);
  const rows = [
    { label: "Vendas", now: thisWeek.totalSales, before: lastWeek.totalSales, show: formatCents },
    { label: "Pedidos", now: thisWeek.orderCount, before: lastWeek.orderCount, show: formatCount },
    {
      label: "Ticket médio",
      now: thisWeek.averageTicket ?? 0,
      before: lastWeek.averageTicket ?? 0,
      show: formatCents,
    },
  ];
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium text-ink">{words.period}</p>
      <dl
        className="grid grid-cols-1 gap-2 sm:grid-cols-3 lg:grid-cols-1 2xl:grid-cols-3"
        aria-label={words.period}
      >
        {rows.map((r) => (
          <div key={r.label} className="rounded-xl border border-line bg-surface p-3">
            <dt className="text-xs font-medium text-muted">
              {r.label} {words.now}
            </dt>
            <dd className="text-lg font-bold text-ink tabular-nums">{r.show(r.now)}</dd>
            <dd className="text-xs text-muted">
              {words.before}: {r.show(r.before)}
            </dd>
            <dd>
              <Delta now={r.now} before={r.before} words={words} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
