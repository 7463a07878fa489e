import { useEffect, useState } from "react";
import { ApiError } from "../../../lib/api";

export type DemoLimit = {
  /** The wait the server asked for, in seconds (0 when not limited). */
  waitSeconds: number;
  /** What is left of it now, counted down each second. */
  secondsLeft: number;
  /** Records a 429 from the server; true when the error was one. */
  hit: (error: unknown) => boolean;
};

/**
 * The landing demo's allowance is per visitor, shared by both cards: a 429
 * from either holds both until the server's Retry-After has passed.
 */
export function useDemoLimit(): DemoLimit {
  const [until, setUntil] = useState<{ at: number; wait: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until.at) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return {
    waitSeconds: until?.wait ?? 0,
    secondsLeft: until ? Math.max(0, Math.ceil((until.at - now) / 1000)) : 0,
    hit: (error) => {
      if (!(error instanceof ApiError) || error.status !== 429) return false;
      const wait = Math.max(1, error.retryAfterSeconds ?? 60);
      const current = Date.now();
      setNow(current);
      setUntil({ at: current + wait * 1000, wait });
      return true;
    },
  };
}
