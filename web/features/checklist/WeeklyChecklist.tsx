import { ListChecks } from "lucide-react";
import { formatDayMonth } from "../../../common/format";
import { addDays } from "../../../common/week";
import { DashboardSection, LoadError, Skeleton } from "../../layout/DashboardSection";
import { toast } from "../../ui/useToast";
import { useChecklist } from "./api/checklist";
import { useToggleChecklistItem } from "./api/toggleChecklistItem";
import { ChecklistView } from "./ChecklistView";

/** SPEC §3/§4: this week's checklist, kept on the server so it follows the owner between devices. */
export function WeeklyChecklist() {
  const checklist = useChecklist();
  const toggle = useToggleChecklistItem();
  const week = checklist.data?.weekStart;
  return (
    <DashboardSection
      id="checklist"
      title="Checklist da semana"
      icon={ListChecks}
      description={
        week
          ? `Semana de ${formatDayMonth(week)} a ${formatDayMonth(addDays(week, 6))}. Toda segunda começa uma nova.`
          : "Tarefas que fazem diferença nas vendas."
      }
    >
      {checklist.isPending ? (
        <div className="grid gap-2">
          <Skeleton className="h-6" />
          {["a", "b", "c", "d"].map((k) => (
            <Skeleton key={k} className="h-12" />
          ))}
        </div>
      ) : checklist.isError ? (
        <LoadError
          message="Não foi possível carregar o checklist."
          onRetry={() => void checklist.refetch()}
        />
      ) : (
        <ChecklistView
          items={checklist.data.items}
          onToggle={(id, completed) =>
            toggle.mutate(
              { id, completed },
              {
                onError: () =>
                  toast({
                    title: "Erro",
                    description: "Não foi possível salvar o checklist. Tente de novo.",
                    variant: "destructive",
                  }),
              },
            )
          }
        />
      )}
    </DashboardSection>
  );
}
