import { type ReactNode, Suspense } from "react";
import { ErrorBoundary } from "./ErrorBoundary";
import { Spinner } from "./Spinner";

/**
 * A part of a page whose code loads after the page is on screen (a lazy
 * component below the fold: the public generators, which bring zod): a
 * spinner while it loads, the section's error message and retry if it fails.
 */
export function DeferredSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ErrorBoundary variant="section">
      <Suspense
        fallback={
          <div className="flex min-h-32 items-center justify-center">
            <Spinner label={label} />
          </div>
        }
      >
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}
