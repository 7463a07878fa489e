import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { metricsOverviewSchema } from "../../../../common/metrics";
import { request } from "../../../lib/api";
import { summaryKey } from "../../../lib/weeklySummary";

/** GET /api/metrics: the recorded days and the week's totals. */
export const fetchMetrics = () => request(metricsOverviewSchema, "GET", "/api/metrics");

export const metricsKey = ["/api/metrics"] as const;

export const metricsQueryOptions = () => queryOptions({ queryKey: metricsKey, queryFn: fetchMetrics });

export const useMetrics = () => useQuery(metricsQueryOptions());

/** A day saved or deleted changes the figures and the summary. */
export function refreshFigures(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: metricsKey }),
    queryClient.invalidateQueries({ queryKey: summaryKey }),
  ]);
}
