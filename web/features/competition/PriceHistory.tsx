import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatDayMonth } from "../../../common/format";
import { messageFor } from "../../lib/api";
import { Spinner } from "../../ui/Spinner";
import { useDishHistory } from "./api/dishHistory";
import { brl } from "./money";

const COLORS = ["#b4461f", "#2f7d4f", "#7a5af8", "#c98a00", "#0f6fa8", "#9b2c6f"];

/**
 * A dish over time: each rival's price as it was seen (every paste or edit
 * that changed it), and ours (today's: the dish list keeps no history). The
 * same numbers are in a table for screen readers and for reading exactly.
 */
export function PriceHistory({ dishId }: { dishId: number }) {
  const history = useDishHistory(dishId);
  if (history.isPending) return <Spinner label="Carregando o histórico…" />;
  if (history.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {messageFor(history.error, "Não deu para carregar o histórico.")}
      </p>
    );
  const { ourPriceCents, dishName } = history.data;
  const series = history.data.series.map((s, i) => ({ ...s, key: `r${i}` }));
  const days = [...new Set(series.flatMap((s) => s.points.map((p) => p.seenOn)))].sort();
  // Each line keeps its last price until the next one seen (a step through the days).
  const data = days.map((day) => {
    const point: Record<string, number | string> = { day: formatDayMonth(day) };
    if (ourPriceCents !== null) point.nosso = ourPriceCents / 100;
    for (const s of series) {
      const seen = s.points.filter((p) => p.seenOn <= day).at(-1);
      if (seen) point[s.key] = seen.priceCents / 100;
    }
    return point;
  });
  if (series.length === 0) {
    return (
      <p className="text-sm text-muted">Ligue um prato de concorrente a {dishName} para ver o histórico.</p>
    );
  }
  return (
    <div className="grid gap-3">
      <div className="h-64 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e5e1da" />
            <XAxis dataKey="day" fontSize={12} />
            <YAxis fontSize={12} width={48} tickFormatter={(v: number) => `R$${v}`} />
            <Tooltip formatter={(v) => brl(Math.round(Number(v) * 100))} />
            <Legend />
            {ourPriceCents !== null ? (
              <Line
                type="stepAfter"
                dataKey="nosso"
                name="Seu preço"
                stroke="#1f1a17"
                strokeDasharray="6 3"
                dot={false}
              />
            ) : null}
            {series.map((s, i) => (
              <Line
                key={s.key}
                type="stepAfter"
                dataKey={s.key}
                name={s.rivalName}
                stroke={COLORS[i % COLORS.length]}
                connectNulls
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="text-left font-medium text-ink">Preços de {dishName} por data</caption>
          <thead>
            <tr className="border-b border-line text-left text-muted">
              <th scope="col" className="py-1 pr-3 font-medium">
                Data
              </th>
              {ourPriceCents !== null ? (
                <th scope="col" className="py-1 pr-3 font-medium">
                  Seu preço
                </th>
              ) : null}
              {series.map((s) => (
                <th key={s.key} scope="col" className="py-1 pr-3 font-medium">
                  {s.rivalName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day, d) => (
              <tr key={day} className="border-b border-line">
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  {data[d]?.day}
                </th>
                {ourPriceCents !== null ? (
                  <td className="py-1 pr-3 tabular-nums">{brl(ourPriceCents)}</td>
                ) : null}
                {series.map((s) => {
                  const seen = s.points.filter((p) => p.seenOn === day).at(-1);
                  return (
                    <td key={s.key} className="py-1 pr-3 tabular-nums">
                      {seen ? brl(seen.priceCents) : "—"}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
