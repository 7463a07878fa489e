import { useId, useState } from "react";
import { cn } from "../../../lib/cn";
import { Card } from "../../../ui/Card";
import { Progress } from "../../../ui/Progress";
import { PREVIEW_CHECKLIST } from "./previewData";

/** The weekly checklist, toggleable per item, with completed over total (SPEC §2, §4). Local only. */
export function ChecklistPreview() {
  const id = useId();
  const [items, setItems] = useState(PREVIEW_CHECKLIST);
  const done = items.filter((item) => item.completed).length;
  const toggle = (itemId: string) =>
    setItems((current) =>
      current.map((item) => (item.id === itemId ? { ...item, completed: !item.completed } : item)),
    );

  return (
    <Card>
      <h2 id={`${id}-titulo`} className="text-xl font-bold text-ink">
        Checklist da semana
      </h2>
      <p className="mt-1 text-sm text-muted" aria-live="polite">
        {done} de {items.length} tarefas concluídas
      </p>
      <Progress value={done} max={items.length} label="Progresso do checklist" className="mt-3" />
      <ul aria-labelledby={`${id}-titulo`} className="mt-4 grid gap-1">
        {items.map((item) => (
          <li key={item.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-surface">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-leaf"
                checked={item.completed}
                onChange={() => toggle(item.id)}
              />
              <span className={cn("flex-1 text-ink", item.completed && "text-muted line-through")}>
                {item.text}
              </span>
              <span
                className={cn(
                  "rounded-full px-2 py-0.5 text-xs font-semibold",
                  item.priority === "Alta" ? "bg-danger-soft text-danger" : "bg-amber-soft text-ink",
                )}
              >
                {item.priority}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </Card>
  );
}
