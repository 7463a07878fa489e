import { formatPercent } from "../../../common/format";
import type { WeekReport } from "../../../common/reports";
import { cn } from "../../lib/cn";

/** iFood's "Super" target for cancellations (≤ 1%) as a gauge; the rating joins when reviews are in the product. */
export function SuperGauge({ gauge }: { gauge: WeekReport["superGauge"] }) {
  const value = gauge.cancellationRate;
  // The bar spans 0–3%: the target sits at a third, anything beyond fills it.
  const span = gauge.targetPercent * 3;
  const fill = value == null ? 0 : Math.min(100, (value / span) * 100);
  return (
    <section
      aria-label="Meta do Super"
      className="report-block grid gap-2 rounded-xl border border-line bg-white p-3"
    >
      <h3 className="text-base font-semibold text-ink">
        Meta do Super: cancelamentos até {formatPercent(gauge.targetPercent)}
      </h3>
      <meter
        className="sr-only"
        aria-label="Taxa de cancelamento"
        min={0}
        max={span}
        low={gauge.targetPercent}
        optimum={0}
        value={value ?? 0}
      >
        {value == null ? "Sem pedidos" : formatPercent(value)}
      </meter>
      <div aria-hidden className="relative h-3 w-full overflow-hidden rounded-full bg-line">
        <div
          className={cn("h-full rounded-full", gauge.met ? "bg-leaf" : "bg-danger")}
          style={{ width: `${fill}%` }}
        />
        <div aria-hidden className="absolute top-0 h-full w-0.5 bg-ink" style={{ left: `${100 / 3}%` }} />
      </div>
      <p className={cn("text-sm font-medium", gauge.met ? "text-leaf" : "text-danger")}>
        {value == null
          ? "Sem pedidos nesta semana."
          : gauge.met
            ? `${formatPercent(value)} de cancelamentos: dentro da meta.`
            : `${formatPercent(value)} de cancelamentos: acima da meta.`}
      </p>
      <p className="text-xs text-muted">
        A meta de avaliação entra quando as avaliações estiverem no Prato Cheio.
      </p>
    </section>
  );
}
