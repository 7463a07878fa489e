import { QueryClient } from "@tanstack/react-query";
import { QUERY_DEFAULTS } from "../../common/constants";
import { ApiError, getQueryFn, UnexpectedAnswerError } from "./api";

/**
 * Retries only what a retry can fix (network failures, 5xx). Repeating a 4xx
 * answer, say a taken email or a wrong password, would only repeat it; nor
 * would an answer of the wrong shape (a bug) change on a second ask.
 */
export function retryUpTo(max: number) {
  return (failures: number, error: unknown) =>
    failures < max &&
    !(error instanceof UnexpectedAnswerError) &&
    !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

/** SPEC §9: fresh 30 s, 2 retries 1 s apart, no refetch on focus, no polling; mutations retry once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: QUERY_DEFAULTS.staleTimeMs,
        retry: retryUpTo(QUERY_DEFAULTS.retries),
        retryDelay: QUERY_DEFAULTS.retryDelayMs,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: retryUpTo(QUERY_DEFAULTS.mutationRetries),
        retryDelay: QUERY_DEFAULTS.retryDelayMs,
      },
    },
  });
}

export const queryClient = createQueryClient();
