import { Bar, ComposedChart, LabelList, Line, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { formatCents, formatCentsCompact, formatCount, formatDayMonth } from "../../../common/format";
import type { WeekTotals } from "../../../common/metrics";

/**
 * Sales (bars, labelled) and orders (line) of the last 8 weeks, drawn by
 * recharts like the weekly report's charts (issue 27). The line has no
 * markers, so nothing covers a bar's label. The table below it holds the
 * same figures for screen readers and for anyone who prefers numbers.
 */
export function SalesChart({ weeks }: { weeks: readonly WeekTotals[] }) {
  const empty = weeks.every((w) => w.totalSales === 0 && w.orderCount === 0);
  const current = weeks.at(-1);
  const data = weeks.map((w) => ({ ...w, label: formatDayMonth(w.weekStart) }));
  const description = current
    ? ` Esta semana: ${formatCents(current.totalSales)} em vendas e ${formatCount(current.orderCount)} pedidos.`
    : "";

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
        <div
          role="img"
          aria-label="Vendas e pedidos das últimas 8 semanas"
          aria-description={description.trim()}
          className="h-56 w-full max-w-xl"
        >
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={data} margin={{ top: 18, right: 4, bottom: 0, left: 4 }}>
              <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={0} tickLine={false} stroke="#eadfd5" />
              <YAxis yAxisId="sales" hide domain={[0, "dataMax"]} />
              <YAxis yAxisId="orders" hide domain={[0, (max: number) => Math.max(1, max) / 0.9]} />
              <Bar
                yAxisId="sales"
                dataKey="totalSales"
                fill="#e4572e"
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              >
                <LabelList
                  dataKey="totalSales"
                  position="top"
                  fontSize={10}
                  fill="#1f2933"
                  formatter={(v: unknown) => (Number(v) > 0 ? formatCentsCompact(Number(v)) : "")}
                />
              </Bar>
              <Line
                yAxisId="orders"
                dataKey="orderCount"
                stroke="#1f7a4d"
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
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
