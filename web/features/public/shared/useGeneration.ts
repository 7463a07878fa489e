import { useRef, useState } from "react";
import { ApiError } from "../../../lib/api";

export type Generation<T> =
  | { status: "idle" }
  | { status: "busy"; last?: T }
  | { status: "done"; value: T }
  | { status: "error"; message: string; last?: T };

/**
 * The message a visitor sees when a generator fails: the server's own words
 * when they help (too many tries, a refused field), else the fallback.
 */
export function generationError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 400)) {
    return error.userMessage ?? fallback;
  }
  return fallback;
}

/**
 * One generator call at a time, keeping the last result visible while a new
 * one runs. `alwaysFallback` shows the fallback whatever the server said
 * (the landing demo has one fixed line, SPEC §8).
 */
export function useGeneration<T>(fallbackError: string, options: { alwaysFallback?: boolean } = {}) {
  const [state, setState] = useState<Generation<T>>({ status: "idle" });
  const latest = useRef(0);
  const last = state.status === "done" ? state.value : state.status !== "idle" ? state.last : undefined;

  async function run(task: () => Promise<T>, onError?: (error: unknown) => void) {
    const ticket = ++latest.current;
    setState({ status: "busy", ...(last === undefined ? {} : { last }) });
    try {
      const value = await task();
      if (ticket === latest.current) setState({ status: "done", value });
    } catch (error) {
      if (ticket !== latest.current) return;
      onError?.(error);
      setState({
        status: "error",
        message: options.alwaysFallback ? fallbackError : generationError(error, fallbackError),
        ...(last === undefined ? {} : { last }),
      });
    }
  }

  return { state, run, last, busy: state.status === "busy" } as const;
}
