import { useId } from "react";
import { formatCents, formatCentsCompact, formatCount, formatDayMonth } from "../../../common/format";
import type { WeekTotals } from "../../../common/metrics";

const W = 360;
const H = 210;
const PAD = { top: 22, right: 8, bottom: 26, left: 8 };
const PLOT_H = H - PAD.top - PAD.bottom;
/** The orders marker's radius (with its stroke) and the sales label's height, in chart units. */
const MARKER_R = 4.5;
const LABEL_H = 9;

/**
 * Sales (bars) and orders (line) of the last 8 weeks, drawn as plain SVG:
 * no chart library for eight numbers. The table below it holds the same
 * figures for screen readers and for anyone who prefers numbers.
 */
export function SalesChart({ weeks }: { weeks: readonly WeekTotals[] }) {
  const uid = useId();
  const empty = weeks.every((w) => w.totalSales === 0 && w.orderCount === 0);
  const current = weeks.at(-1);
  const maxSales = Math.max(1, ...weeks.map((w) => w.totalSales));
  const maxOrders = Math.max(1, ...weeks.map((w) => w.orderCount));
  const slot = (W - PAD.left - PAD.right) / Math.max(1, weeks.length);
  const barW = slot * 0.56;
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const ySales = (cents: number) => PAD.top + PLOT_H - (cents / maxSales) * PLOT_H;
  const yOrders = (n: number) => PAD.top + PLOT_H - (n / maxOrders) * PLOT_H * 0.9;
  /**
   * Where a bar's sales label sits: just above the bar, unless the week's
   * orders marker would cover it there; then above the marker.
   */
  const labelY = (w: WeekTotals) => {
    const top = ySales(w.totalSales);
    const marker = yOrders(w.orderCount);
    const clear = MARKER_R + 2;
    const overlaps = marker + clear > top - 5 - LABEL_H && marker - clear < top - 2;
    return overlaps ? Math.min(top, marker) - clear - 3 : top - 5;
  };
  const line = weeks.map((w, i) => `${x(i).toFixed(1)},${yOrders(w.orderCount).toFixed(1)}`).join(" ");

  return (
    <figure className="grid gap-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="size-3 rounded-sm bg-primary" /> Vendas (R$)
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="h-0.5 w-4 bg-leaf" /> Pedidos
        </span>
      </div>
      {empty ? (
        <p className="flex min-h-40 items-center justify-center rounded-xl border border-dashed border-line p-4 text-center text-sm text-muted">
          Ainda não há números nas últimas 8 semanas. Registre um dia para ver o gráfico.
        </p>
      ) : (
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-labelledby={`${uid}-t ${uid}-d`}
          className="h-auto w-full max-w-xl text-ink"
        >
          <title id={`${uid}-t`}>Vendas e pedidos das últimas 8 semanas</title>
          <desc id={`${uid}-d`}>
            {current
              ? `Esta semana: ${formatCents(current.totalSales)} em vendas e ${formatCount(current.orderCount)} pedidos.`
              : ""}
          </desc>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={PAD.top + PLOT_H}
            y2={PAD.top + PLOT_H}
            stroke="#eadfd5"
          />
          {weeks.map((w, i) => {
            const top = ySales(w.totalSales);
            const isCurrent = i === weeks.length - 1;
            return (
              <g key={w.weekStart}>
                <title>{`Semana de ${formatDayMonth(w.weekStart)}: ${formatCents(w.totalSales)}, ${formatCount(w.orderCount)} pedidos`}</title>
                <rect
                  x={x(i) - barW / 2}
                  y={top}
                  width={barW}
                  height={PAD.top + PLOT_H - top}
                  rx={3}
                  fill="#e4572e"
                  opacity={isCurrent ? 1 : 0.55}
                />
                {w.totalSales > 0 ? (
                  <text x={x(i)} y={labelY(w)} textAnchor="middle" fontSize={LABEL_H} fill="currentColor">
                    {formatCentsCompact(w.totalSales)}
                  </text>
                ) : null}
                <text
                  x={x(i)}
                  y={H - 8}
                  textAnchor="middle"
                  fontSize={10}
                  fill="#6b7280"
                  fontWeight={isCurrent ? 700 : 400}
                >
                  {formatDayMonth(w.weekStart)}
                </text>
              </g>
            );
          })}
          <polyline points={line} fill="none" stroke="#1f7a4d" strokeWidth={2} strokeLinejoin="round" />
          {weeks.map((w, i) => (
            <circle
              key={w.weekStart}
              cx={x(i)}
              cy={yOrders(w.orderCount)}
              r={3.5}
              fill="#fff"
              stroke="#1f7a4d"
              strokeWidth={2}
            />
          ))}
        </svg>
      )}
      <details className="text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-ink">
          Ver números por semana
        </summary>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">Vendas, pedidos e ticket médio por semana</caption>
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Semana de
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Vendas
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Pedidos
                </th>
                <th scope="col" className="py-1 font-medium">
                  Ticket médio
                </th>
              </tr>
            </thead>
            <tbody>
              {[...weeks].reverse().map((w) => (
                <tr key={w.weekStart} className="border-t border-line">
                  <th scope="row" className="py-1.5 pr-2 font-normal">
                    {formatDayMonth(w.weekStart)}
                  </th>
                  <td className="py-1.5 pr-2">{formatCents(w.totalSales)}</td>
                  <td className="py-1.5 pr-2">{formatCount(w.orderCount)}</td>
                  <td className="py-1.5">{w.averageTicket === null ? "—" : formatCents(w.averageTicket)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
