import { type ReactNode, Suspense, useSyncExternalStore } from "react";
import { ErrorBoundary } from "./ErrorBoundary";
import { Spinner } from "./Spinner";

/**
 * A part of a page whose code loads after the page is on screen (a lazy
 * component below the fold: the public generators, which bring zod): a
 * spinner while it loads, the section's error message and retry if it fails.
 */
const subscribeNever = () => () => {};

export function DeferredSection({ label, children }: { label: string; children: ReactNode }) {
  // Never in a prerendered page's HTML (decision 040): the build renders the
  // spinner, hydration keeps it (the server's snapshot), and the part's code
  // loads once the page is the app, as it did before prerendering; a form in
  // it is never shown before it can take what is typed.
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const fallback = (
    <div className="flex min-h-32 items-center justify-center">
      <Spinner label={label} />
    </div>
  );
  if (!inBrowser) return fallback;
  return (
    <ErrorBoundary variant="section">
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}
