import { useCallback, useEffect, useRef } from "react";

/**
 * One pending call at a time: scheduling again restarts the wait (a debounce),
 * and leaving the screen cancels it, so nothing fires for a generator the
 * owner no longer sees.
 */
export function useDelayedCall() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const schedule = useCallback(
    (call: () => void, delayMs: number) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        call();
      }, delayMs);
    },
    [cancel],
  );

  useEffect(() => cancel, [cancel]);

  return { schedule, cancel };
}
