import { LoaderCircle, Lock } from "lucide-react";
import { Link } from "wouter";
import type { GeneratorProblem } from "./generatorProblem";

/** Where the account page lives: the plan is reactivated there. */
export const REACTIVATE_HREF = "/dashboard/conta";

/** The visible "generating" flag (SPEC §4), announced to screen readers. */
export function GeneratingFlag({ busy, label }: { busy: boolean; label: string }) {
  return (
    <p role="status" aria-live="polite" className="text-sm text-muted empty:-mt-4">
      {busy ? (
        <span className="inline-flex items-center gap-2">
          <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden />
          {label}
        </span>
      ) : null}
    </p>
  );
}

/**
 * What went wrong, beside the generator: a 402 gets a clear line with the way
 * to reactivate (instead of a generic error); a refused call gets the server's
 * own words. Plain failures are told by the SPEC's toast alone.
 */
export function GeneratorProblemLine({ problem }: { problem: GeneratorProblem | null }) {
  if (!problem) return null;
  if (problem.kind === "locked") {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber bg-amber-soft p-3 text-sm text-ink"
      >
        <Lock className="size-4 shrink-0" aria-hidden />
        <span className="min-w-0 flex-1">{problem.message}</span>
        <Link
          href={REACTIVATE_HREF}
          className="inline-flex min-h-11 items-center font-semibold text-primary-dark underline underline-offset-2"
        >
          Reativar meu plano
        </Link>
      </div>
    );
  }
  return problem.detail ? <ErrorLine message={problem.detail} /> : null;
}

/** A generator's failure in words, said where the person is looking. */
export function ErrorLine({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-xl bg-danger-soft p-3 text-sm text-danger">
      {message}
    </p>
  );
}
