import { queryOptions, useQuery } from "@tanstack/react-query";
import { segmentCountsSchema } from "../../../../common/customers";
import { ApiError, request } from "../../../lib/api";
import { CUSTOMERS_ROOT } from "./keys";

/** GET /api/customers/segments: counts per segment (and the thresholds). */
export const fetchSegments = () => request(segmentCountsSchema, "GET", "/api/customers/segments");

export const segmentsKey = [...CUSTOMERS_ROOT, "segments"] as const;

export const segmentsQueryOptions = () =>
  queryOptions({
    queryKey: segmentsKey,
    queryFn: fetchSegments,
    // A Starter's 403 is an answer, not a hiccup: no retries before the upgrade shows.
    retry: (count, error) => !isRequiresPro(error) && count < 2,
  });

export const useSegments = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...segmentsQueryOptions(), enabled });

/** The server's 403 CUSTOMERS_REQUIRE_PRO: the acting restaurant's owner is not on Pro. */
export function isRequiresPro(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  try {
    return (JSON.parse(error.bodyText) as { code?: unknown }).code === "CUSTOMERS_REQUIRE_PRO";
  } catch {
    return false;
  }
}
