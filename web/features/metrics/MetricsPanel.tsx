import { ChartColumn } from "lucide-react";
import { useMemo, useState } from "react";
import { formatDay } from "../../../common/format";
import type { DayMetrics } from "../../../common/metrics";
import { DashboardSection, LoadError, Skeleton } from "../../layout/DashboardSection";
import { messageFor } from "../../lib/api";
import { useActsAsMember } from "../../lib/team";
import { toast } from "../../ui/useToast";
import { useDeleteDay } from "./api/deleteDay";
import { useMetrics } from "./api/metrics";
import { MetricsEntryForm } from "./MetricsEntryForm";
import { RecordedDays } from "./RecordedDays";
import { SalesChart } from "./SalesChart";
import { WeekComparison } from "./WeekComparison";

/** SPEC §2 "performance metrics with manual entry": the owner types each day's figures from the app. */
export function MetricsPanel() {
  const metrics = useMetrics();
  const remove = useDeleteDay();
  const member = useActsAsMember();
  const [editing, setEditing] = useState<DayMetrics | null>(null);
  const recorded = useMemo(() => new Set(metrics.data?.days.map((d) => d.date)), [metrics.data]);

  function deleteDay(day: DayMetrics) {
    remove.mutate(day.date, {
      onSuccess: () => {
        if (editing?.date === day.date) setEditing(null);
        toast({
          title: "Números apagados",
          description: `Dia ${formatDay(day.date)} removido.`,
          variant: "success",
        });
      },
      onError: (error) =>
        toast({
          title: "Erro",
          description: messageFor(error, "Não foi possível apagar os números. Tente de novo."),
          variant: "destructive",
        }),
    });
  }

  return (
    <DashboardSection
      id="desempenho"
      title="Desempenho"
      icon={ChartColumn}
      description="Copie do painel do seu app de delivery os números de cada dia."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid min-w-0 content-start gap-4">
          {metrics.isPending ? (
            <>
              <Skeleton className="h-24" />
              <Skeleton className="h-52" />
            </>
          ) : metrics.isError ? (
            <LoadError
              message="Não foi possível carregar os números."
              onRetry={() => void metrics.refetch()}
            />
          ) : (
            <>
              <WeekComparison comparison={metrics.data.comparison} />
              <SalesChart weeks={metrics.data.weeks} />
            </>
          )}
        </div>
        <div className="grid min-w-0 content-start gap-4">
          <MetricsEntryForm
            key={editing?.date ?? "novo"}
            editing={editing}
            recordedDates={recorded}
            onDone={() => setEditing(null)}
          />
          {metrics.data ? (
            <div className="grid gap-2">
              <h3 className="text-sm font-semibold text-ink">Dias registrados</h3>
              <RecordedDays
                days={metrics.data.days}
                deleting={remove.isPending ? (remove.variables ?? null) : null}
                onEdit={(day) => setEditing(day)}
                onDelete={member ? undefined : deleteDay}
              />
            </div>
          ) : null}
        </div>
      </div>
    </DashboardSection>
  );
}
