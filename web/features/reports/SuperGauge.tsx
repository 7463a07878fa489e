import { Link } from "wouter";
import { formatCount, formatGrade, formatPercent } from "../../../common/format";
import type { WeekReport } from "../../../common/reports";
import { cn } from "../../lib/cn";

type Gauge = WeekReport["superGauge"];

/**
 * iFood's "Super" targets as two gauges: cancellations (≤ 1% of the week's
 * orders) and the rating (average grade of the 90 days up to the week's
 * Sunday ≥ 4,7, from the review inbox).
 */
export function SuperGauge({ gauge }: { gauge: Gauge }) {
  return (
    <section
      aria-label="Metas do Super"
      className="report-block grid gap-3 rounded-xl border border-line bg-white p-3"
    >
      <h3 className="text-base font-semibold text-ink">Metas do Super</h3>
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-6">
        <CancellationGauge gauge={gauge} />
        <RatingGauge rating={gauge.rating} />
      </div>
    </section>
  );
}

function Bar({ fill, mark, met }: { fill: number; mark: number; met: boolean | null }) {
  return (
    <div aria-hidden className="relative h-3 w-full overflow-hidden rounded-full bg-line">
      <div
        className={cn("h-full rounded-full", met ? "bg-leaf" : "bg-danger")}
        style={{ width: `${Math.max(0, Math.min(100, fill))}%` }}
      />
      <div className="absolute top-0 h-full w-0.5 bg-ink" style={{ left: `${mark}%` }} />
    </div>
  );
}

function CancellationGauge({ gauge }: { gauge: Gauge }) {
  const value = gauge.cancellationRate;
  // The bar spans 0–3%: the target sits at a third, anything beyond fills it.
  const span = gauge.targetPercent * 3;
  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-medium text-ink">Cancelamentos até {formatPercent(gauge.targetPercent)}</p>
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
      <Bar fill={value == null ? 0 : (value / span) * 100} mark={100 / 3} met={gauge.met} />
      <p className={cn("text-sm font-medium", gauge.met ? "text-leaf" : "text-danger")}>
        {value == null
          ? "Sem pedidos nesta semana."
          : gauge.met
            ? `${formatPercent(value)} de cancelamentos: dentro da meta.`
            : `${formatPercent(value)} de cancelamentos: acima da meta.`}
      </p>
    </div>
  );
}

function RatingGauge({ rating }: { rating: Gauge["rating"] }) {
  const target = formatGrade(rating.target);
  // Grades go 1 to 5: the bar starts at 1.
  const at = (grade: number) => ((grade - 1) / 4) * 100;
  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-medium text-ink">Nota média de {target} ou mais (últimos 90 dias)</p>
      {rating.average == null ? (
        <p className="text-sm text-muted">
          Sem avaliações com nota nos 90 dias até esta semana.{" "}
          <Link
            href="/dashboard/avaliacoes"
            className="font-semibold text-primary-dark underline print:hidden"
          >
            Trazer as avaliações
          </Link>
        </p>
      ) : (
        <>
          <meter
            className="sr-only"
            aria-label="Nota média"
            min={1}
            max={5}
            low={rating.target}
            optimum={5}
            value={rating.average}
          >
            {formatGrade(rating.average)}
          </meter>
          <Bar fill={at(rating.average)} mark={at(rating.target)} met={rating.met} />
          <p className={cn("text-sm font-medium", rating.met ? "text-leaf" : "text-danger")}>
            Nota {formatGrade(rating.average)} em {formatCount(rating.graded)}{" "}
            {rating.graded === 1 ? "avaliação" : "avaliações"}:{" "}
            {rating.met ? "dentro da meta." : "abaixo da meta."}
          </p>
        </>
      )}
    </div>
  );
}
