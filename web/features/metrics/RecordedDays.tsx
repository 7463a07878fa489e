import { Pencil, Trash2 } from "lucide-react";
import { formatCents, formatCount, formatDay, formatDecimal, formatWeekday } from "../../../common/format";
import type { DayMetrics } from "../../../common/metrics";
import { Badge } from "../../ui/Badge";
import { Button } from "../../ui/Button";

/** The days already recorded, newest first, each editable and deletable. */
export function RecordedDays({
  days,
  deleting,
  onEdit,
  onDelete,
}: {
  days: readonly DayMetrics[];
  deleting: string | null;
  onEdit: (day: DayMetrics) => void;
  /** Absent for a team member: only the owner deletes a day. */
  onDelete: ((day: DayMetrics) => void) | undefined;
}) {
  if (days.length === 0) {
    return <p className="text-sm text-muted">Nenhum dia registrado nas últimas 8 semanas.</p>;
  }
  return (
    <ul className="grid max-h-80 gap-2 overflow-y-auto pr-1" aria-label="Dias registrados">
      {[...days].reverse().map((day) => (
        <li key={day.date} className="flex items-center gap-2 rounded-xl border border-line p-2 pl-3">
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold text-ink">
              {formatDay(day.date)}{" "}
              <span className="font-normal text-muted">({formatWeekday(day.date)})</span>
              {day.source === "orders" ? (
                <Badge
                  variant="success"
                  className="ml-1"
                  title="Números somados do relatório de pedidos importado"
                >
                  do relatório
                </Badge>
              ) : null}
            </p>
            <p className="text-muted tabular-nums">
              {formatCents(day.totalSales)} · {formatCount(day.orderCount)}{" "}
              {day.orderCount === 1 ? "pedido" : "pedidos"}
              {day.averageTicket !== null ? ` · ticket ${formatCents(day.averageTicket)}` : ""}
              {day.rating !== null ? ` · nota ${formatDecimal(day.rating)}` : ""}
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Editar ${formatDay(day.date)}`}
            onClick={() => onEdit(day)}
          >
            <Pencil aria-hidden />
          </Button>
          {onDelete ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Apagar ${formatDay(day.date)}`}
              disabled={deleting === day.date}
              onClick={() => onDelete(day)}
            >
              <Trash2 aria-hidden className="text-danger" />
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
