import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatCents, formatCentsCompact, formatCount, formatDayMonth } from "../../../common/format";
import { WEEKDAY_NAMES } from "../../../common/orderFigures";
import type { WeekReport } from "../../../common/reports";

/**
 * Sales by weekday and by TURNO (recharts), each followed by the same figures
 * as a table: for screen readers, and for anyone who prefers numbers.
 */
export function WeekCharts({ report }: { report: WeekReport }) {
  const days = report.byWeekday.map((d, i) => ({
    label: (WEEKDAY_NAMES[i] ?? "").slice(0, 3),
    name: `${WEEKDAY_NAMES[i] ?? ""} ${formatDayMonth(d.date)}`,
    salesCents: d.salesCents,
    orders: d.orders,
  }));
  const shifts = report.byShift.map((s) => ({ label: s.shift, name: s.shift, ...s }));
  return (
    <div className="report-charts grid gap-4 lg:grid-cols-2">
      <SalesBars title="Vendas por dia da semana" rows={days} firstColumn="Dia" />
      <SalesBars title="Vendas por turno" rows={shifts} firstColumn="Turno" />
    </div>
  );
}

type Row = { label: string; name: string; salesCents: number; orders: number };

function SalesBars({ title, rows, firstColumn }: { title: string; rows: Row[]; firstColumn: string }) {
  return (
    <figure className="report-block grid gap-2 rounded-xl border border-line bg-white p-3">
      <figcaption className="text-base font-semibold text-ink">{title}</figcaption>
      <div aria-hidden data-chart className="h-52 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="#eadfd5" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} />
            <YAxis width={56} tick={{ fontSize: 11 }} tickFormatter={(v: number) => formatCentsCompact(v)} />
            <Tooltip
              formatter={(v) => formatCents(Number(v))}
              labelFormatter={(_, payload) => String(payload?.[0]?.payload?.name ?? "")}
            />
            <Bar
              dataKey="salesCents"
              name="Vendas"
              fill="#e4572e"
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">{title}: vendas e pedidos</caption>
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                {firstColumn}
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Vendas
              </th>
              <th scope="col" className="py-1 font-medium">
                Pedidos
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.name} className="border-t border-line">
                <th scope="row" className="py-1 pr-2 font-normal">
                  {r.name}
                </th>
                <td className="py-1 pr-2">{formatCents(r.salesCents)}</td>
                <td className="py-1">{formatCount(r.orders)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
