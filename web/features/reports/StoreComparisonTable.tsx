import { ORDER_FIGURES, type OrderFigureKey } from "../../../common/orderFigures";
import { useStoreComparison } from "./api/storeComparison";
import { formatFigure } from "./figureFormat";

const KEYS: OrderFigureKey[] = [
  "grossSales",
  "orders",
  "averageTicket",
  "cancellationRate",
  "net",
  "lateRate",
];

/** Pro: the owner's stores side by side for the week (a table: it reads at 390 px by scrolling sideways). */
export function StoreComparisonTable({ week }: { week: string }) {
  const comparison = useStoreComparison(week, true);
  if (!comparison.data || comparison.data.stores.length < 2) return null;
  const stores = comparison.data.stores;
  return (
    <section aria-label="Lojas lado a lado" className="report-block grid gap-2">
      <h3 className="text-base font-semibold text-ink">Lojas lado a lado</h3>
      <div className="overflow-x-auto rounded-xl border border-line bg-white">
        <table className="w-full text-left text-sm tabular-nums">
          <caption className="sr-only">Indicadores da semana por loja</caption>
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="p-2 font-medium">
                Indicador
              </th>
              {stores.map((s) => (
                <th key={s.restaurantId} scope="col" className="p-2 font-medium">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {KEYS.map((k) => (
              <tr key={k} className="border-t border-line">
                <th scope="row" className="p-2 font-normal">
                  {ORDER_FIGURES[k].label}
                </th>
                {stores.map((s) => (
                  <td key={s.restaurantId} className="p-2">
                    {formatFigure(k, s.figures.find((f) => f.key === k)?.value ?? null)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
