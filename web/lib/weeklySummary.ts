import { queryOptions, useQuery } from "@tanstack/react-query";
import { weeklySummarySchema } from "../../common/metrics";
import { request } from "./api";

/** GET /api/dashboard/summary: the week at a glance. */
export const fetchWeeklySummary = () => request(weeklySummarySchema, "GET", "/api/dashboard/summary");

export const summaryKey = ["/api/dashboard/summary"] as const;

export const weeklySummaryQueryOptions = () =>
  queryOptions({ queryKey: summaryKey, queryFn: fetchWeeklySummary });

export const useWeeklySummary = () => useQuery(weeklySummaryQueryOptions());
