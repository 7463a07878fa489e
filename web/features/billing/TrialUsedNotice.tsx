import type { ReactNode } from "react";

/**
 * "Este cartão/email já usou o teste grátis…" said plainly, with the way on
 * (subscribe now, without the trial). Not an error card: nothing failed and
 * nothing was charged.
 */
export function TrialUsedNotice({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="grid gap-3 rounded-xl border border-amber/60 bg-amber-soft px-4 py-4 text-ink">
      <p role="alert" className="font-semibold">
        {message}
      </p>
      {children}
    </div>
  );
}
