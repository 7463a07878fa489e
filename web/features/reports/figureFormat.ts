import { formatCents, formatCount, formatDecimal, formatPercent } from "../../../common/format";
import { ORDER_FIGURES, type OrderFigureKey } from "../../../common/orderFigures";
import type { ReportFigure } from "../../../common/reports";

/** A figure's value as the owner reads it ("R$ 290,00", "4", "16,7%", "20 min"); "—" when unknown. */
export function formatFigure(key: OrderFigureKey, value: number | null): string {
  if (value == null) return "—";
  switch (ORDER_FIGURES[key].unit) {
    case "cents":
      return formatCents(value);
    case "count":
      return formatCount(value);
    case "percent":
      return formatPercent(value);
    case "minutes":
      return `${formatDecimal(value)} min`;
  }
}

export type ChangeTone = "good" | "bad" | "neutral";

/**
 * A change in words: "+45% vs semana passada", "−16,7 p.p.", and whether it is
 * good news (sales up, cancellations down) for its colour.
 */
export function changeWords(
  figure: ReportFigure,
  which: "previous" | "fourWeeks",
): { text: string; tone: ChangeTone } | undefined {
  const change = which === "previous" ? figure.changeVsPrevious : figure.changeVsFourWeeks;
  if (change == null) return undefined;
  const sign = change > 0 ? "+" : change < 0 ? "−" : "";
  const amount =
    figure.changeUnit === "points"
      ? `${formatDecimal(Math.abs(change))} p.p.`
      : formatPercent(Math.abs(change));
  const against = which === "previous" ? "vs semana passada" : "vs 4 semanas antes";
  const better = ORDER_FIGURES[figure.key].higherIsBetter ? change > 0 : change < 0;
  return { text: `${sign}${amount} ${against}`, tone: change === 0 ? "neutral" : better ? "good" : "bad" };
}
