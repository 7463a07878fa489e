import type { LucideIcon } from "lucide-react";
import { Badge } from "../ui/Badge";

/** SPEC §2: customer management and competition analysis are announced, not built yet. */
export function ComingSoon({
  id,
  title,
  description,
  icon: Icon,
}: {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titulo`}
      className="rounded-xl border border-dashed border-line bg-white/60 p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-surface text-muted">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`${id}-titulo`} className="text-lg font-semibold text-ink">
              {title}
            </h2>
            <Badge variant="neutral">em breve</Badge>
          </div>
          <p className="text-sm text-muted">{description}</p>
        </div>
      </div>
    </section>
  );
}
