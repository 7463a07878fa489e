import { useCallback, useEffect, useRef } from "react";
import { useLocation } from "wouter";

/** Navigates after a delay (SPEC §9's 1-second redirects); cancelled if the screen goes away first. */
export function useDelayedNavigate(): (to: string, delayMs: number) => void {
  const [, navigate] = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to), delayMs);
    },
    [navigate],
  );
}
