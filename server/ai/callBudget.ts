/**
 * A generation waits for the model at most this long in all, retries
 * included, so a hanging endpoint costs a person seconds, not half a minute,
 * before the built-in engine answers (which takes milliseconds): under 8 s
 * end to end.
 */
export const DEFAULT_AI_BUDGET_MS = 7_000;

/** Below this, another attempt could not get an answer back: the built-in engine answers instead. */
export const MIN_ATTEMPT_MS = 250;

/** Consecutive unreachable attempts that make the engine skip the model, and for how long. */
export const AI_BREAKER = { failureThreshold: 3, openMs: 60_000 } as const;

export type CallBudget = {
  /** Total wait for the model per generation, across attempts. */
  totalMs: number;
  /** Longest single attempt; each attempt is also cut to what is left of the total. */
  attemptMs: number;
};

export function callBudget(options: {
  budgetMs?: number | undefined;
  timeoutMs?: number | undefined;
}): CallBudget {
  const totalMs = options.budgetMs ?? DEFAULT_AI_BUDGET_MS;
  return { totalMs, attemptMs: Math.min(options.timeoutMs ?? totalMs, totalMs) };
}
