import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../lib/cn";
import { ErrorBoundary } from "../ui/ErrorBoundary";

/**
 * One block of the dashboard: a card with an h2, reachable by its anchor id.
 * A render error inside shows a message with a retry in this card only.
 */
export function DashboardSection({
  id,
  title,
  description,
  icon: Icon,
  action,
  className,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  icon: LucideIcon;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${id}-titulo`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        "min-w-0 scroll-mt-20 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5",
        className,
      )}
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-dark">
            <Icon className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold text-ink">
              {title}
            </h2>
            {description ? <p className="text-sm text-muted">{description}</p> : null}
          </div>
        </div>
        {action}
      </div>
      <ErrorBoundary variant="section">{children}</ErrorBoundary>
    </section>
  );
}

/** A grey placeholder block while data loads (BRAND: skeletons, never a blank screen). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn("animate-pulse rounded-lg bg-line/60", className)} />;
}

/** A failed read with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl bg-danger-soft p-3 text-sm text-danger"
    >
      <span className="flex-1">{message}</span>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-11 rounded-lg px-3 font-semibold underline underline-offset-2"
      >
        Tentar de novo
      </button>
    </div>
  );
}
