import { useCallback } from "react";
import { useLocation } from "wouter";
import { useDelayedCall } from "./useDelayedCall";

/**
 * Navigates after a delay (SPEC §9's redirects: 1 s on the auth page, 1.5 s
 * after the trial form); a second call replaces the first, and leaving the
 * screen first cancels it. The one navigate-after hook of the web.
 */
export function useNavigateAfter(): (to: string, delayMs: number) => void {
  const [, navigate] = useLocation();
  const { schedule } = useDelayedCall();
  return useCallback(
    (to: string, delayMs: number) => schedule(() => navigate(to), delayMs),
    [schedule, navigate],
  );
}
