import { Check } from "lucide-react";
import { type ChecklistItem, checklistProgress } from "../../../common/checklist";
import { cn } from "../../lib/cn";
import { Badge } from "../../ui/Badge";
import { Progress } from "../../ui/Progress";

/** The checklist's items and progress (completed over total), drawn from whatever holds them. */
export function ChecklistView({
  items,
  onToggle,
}: {
  items: readonly ChecklistItem[];
  onToggle: (id: string, completed: boolean) => void;
}) {
  const progress = checklistProgress(items);
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-medium text-ink">
            {progress.done} de {progress.total} concluídas
          </span>
          <span className="text-muted tabular-nums">{progress.percent}%</span>
        </div>
        <Progress value={progress.done} max={progress.total} label="Progresso do checklist" />
      </div>
      <ul className="grid gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <label
              data-priority={item.priority}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border p-3 transition-colors",
                item.priority === "Alta" ? "border-primary/40 bg-primary-soft/40" : "border-line bg-white",
                item.completed && "bg-leaf-soft/60",
              )}
            >
              <input
                type="checkbox"
                className="peer sr-only"
                checked={item.completed}
                onChange={(e) => onToggle(item.id, e.target.checked)}
              />
              <span
                aria-hidden
                className={cn(
                  "flex size-6 shrink-0 items-center justify-center rounded-md border-2 peer-focus-visible:outline-3 peer-focus-visible:outline-primary",
                  item.completed ? "border-leaf bg-leaf text-white" : "border-muted bg-white",
                )}
              >
                {item.completed ? <Check className="size-4" /> : null}
              </span>
              <span className={cn("flex-1 text-sm text-ink", item.completed && "text-muted line-through")}>
                {item.text}
              </span>
              <Badge variant={item.priority === "Alta" ? "danger" : "warning"}>
                <span className="sr-only">Prioridade </span>
                {item.priority}
              </Badge>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
