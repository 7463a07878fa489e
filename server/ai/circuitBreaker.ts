export type CircuitState = "closed" | "open" | "half-open";

export type CircuitBreakerOptions = {
  /** Consecutive failures that open the circuit. */
  failureThreshold: number;
  /** How long an open circuit refuses calls before letting one trial through. */
  openMs: number;
  /** Milliseconds; injectable so tests move time instead of waiting. */
  now: () => number;
  /** Called once per outage: when the circuit opens after being closed. */
  onOpen: () => void;
  /** Called once per outage: when a call succeeds again after the circuit opened. */
  onClose: () => void;
};

export type CircuitBreaker = {
  readonly state: CircuitState;
  /** Whether a call may go out now; in half-open, true for the one trial call only. */
  allows(): boolean;
  success(): void;
  failure(): void;
};

/**
 * closed → (N failures in a row) → open → (openMs later) half-open: one trial
 * call; its success closes the circuit, its failure opens it for openMs more
 * without a second "opened" log (the outage never ended). The state is this
 * process's own view of its path to the dependency, not shared data.
 */
export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  let failures = 0;
  let openedAt: number | null = null;
  let trialInFlight = false;

  const state = (): CircuitState => {
    if (openedAt === null) return "closed";
    return options.now() - openedAt >= options.openMs ? "half-open" : "open";
  };

  return {
    get state() {
      return state();
    },
    allows() {
      const current = state();
      if (current === "closed") return true;
      if (current === "open" || trialInFlight) return false;
      trialInFlight = true;
      return true;
    },
    success() {
      const wasOpen = openedAt !== null;
      failures = 0;
      openedAt = null;
      trialInFlight = false;
      if (wasOpen) options.onClose();
    },
    failure() {
      trialInFlight = false;
      if (openedAt !== null) {
        openedAt = options.now();
        return;
      }
      failures += 1;
      if (failures >= options.failureThreshold) {
        openedAt = options.now();
        options.onOpen();
      }
    },
  };
}
