import { LoaderCircle } from "lucide-react";
import { cn } from "../lib/cn";

export function Spinner({ className, label = "Carregando…" }: { className?: string; label?: string }) {
  return (
    <output className={cn("inline-flex items-center gap-2 text-muted", className)} aria-live="polite">
      <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden />
      <span className="sr-only">{label}</span>
    </output>
  );
}

/** Full-page loading state (route guard, lazy pages). */
export function PageSpinner() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
