import { CalendarCheck } from "lucide-react";
import { formatCents, formatCount } from "../../../common/format";
import type { WeeklySummary as Summary } from "../../../common/metrics";
import { DashboardSection, LoadError, Skeleton } from "../../layout/DashboardSection";
import { useWeeklySummary } from "../../lib/weeklySummary";

type Tile = { label: string; value: string; note: string; attention?: boolean };

/** The four cards, each saying plainly when there is nothing yet. */
function tilesOf(s: Summary): Tile[] {
  const noFigures = "Nenhum número registrado nesta semana. Registre em Desempenho.";
  return [
    {
      label: "Promoções ativas",
      value: formatCount(s.activePromotions),
      note: s.activePromotions === 0 ? "Nenhuma promoção ativa ainda." : "No ar agora.",
    },
    {
      label: "Pratos sem descrição",
      value: s.dishCount === 0 ? "—" : formatCount(s.dishesWithoutDescription),
      note:
        s.dishCount === 0
          ? "Nenhum prato cadastrado ainda."
          : s.dishesWithoutDescription === 0
            ? `Todos os ${formatCount(s.dishCount)} pratos têm descrição.`
            : `De ${formatCount(s.dishCount)} ${s.dishCount === 1 ? "prato" : "pratos"}. Descrição vende mais.`,
      attention: s.dishesWithoutDescription > 0,
    },
    {
      label: "Pedidos nesta semana",
      value: s.hasMetrics ? formatCount(s.ordersThisWeek) : "—",
      note: s.hasMetrics ? "Somando os dias registrados." : noFigures,
    },
    {
      label: "Vendas nesta semana",
      value: s.hasMetrics ? formatCents(s.salesThisWeek) : "—",
      note: s.hasMetrics ? "Somando os dias registrados." : noFigures,
    },
  ];
}

export function WeeklySummary() {
  const summary = useWeeklySummary();
  return (
    <DashboardSection id="resumo" title="Resumo da semana" icon={CalendarCheck}>
      {summary.isPending ? (
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {["a", "b", "c", "d"].map((k) => (
            <Skeleton key={k} className="h-24" />
          ))}
        </div>
      ) : summary.isError ? (
        <LoadError message="Não foi possível carregar o resumo." onRetry={() => void summary.refetch()} />
      ) : (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {tilesOf(summary.data).map((tile) => (
            <div
              key={tile.label}
              className={
                tile.attention
                  ? "rounded-xl border border-amber/50 bg-amber-soft p-3"
                  : "rounded-xl border border-line bg-surface p-3"
              }
            >
              {/* Grey on the amber tile falls under 4.5:1 (axe): the tile's words are ink there. */}
              <dt className={`text-xs font-medium ${tile.attention ? "text-ink" : "text-muted"}`}>
                {tile.label}
              </dt>
              {/* A figure never breaks mid-value ("R$ 2.849,4 / 0", issue 30): it keeps one line, and a
                  long one (money) steps down a size on a phone's half-width tile to fit it. */}
              <dd
                className={`mt-1 font-bold whitespace-nowrap text-ink tabular-nums ${tile.value.length > 8 ? "text-base sm:text-xl" : "text-xl"}`}
              >
                {tile.value}
              </dd>
              <dd className={`mt-1 text-xs ${tile.attention ? "text-ink" : "text-muted"}`}>{tile.note}</dd>
            </div>
          ))}
        </dl>
      )}
    </DashboardSection>
  );
}
