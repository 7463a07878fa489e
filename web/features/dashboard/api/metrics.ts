import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DayMetrics, DayMetricsInput, MetricsOverview, WeeklySummary } from "../../../../common/metrics";
import { apiJson, apiRequest } from "../../../lib/api";
import { dashboardKeys } from "./keys";

export function useMetrics() {
  return useQuery<MetricsOverview>({ queryKey: dashboardKeys.metrics });
}

export function useWeeklySummary() {
  return useQuery<WeeklySummary>({ queryKey: dashboardKeys.summary });
}

function useRefreshFigures() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dashboardKeys.metrics }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.summary }),
    ]);
}

export function useSaveDay() {
  const refresh = useRefreshFigures();
  return useMutation({
    mutationFn: ({ date, figures }: { date: string; figures: DayMetricsInput }) =>
      apiJson<DayMetrics>("PUT", `/api/metrics/${date}`, figures),
    onSuccess: refresh,
  });
}

export function useDeleteDay() {
  const refresh = useRefreshFigures();
  return useMutation({
    mutationFn: (date: string) => apiRequest("DELETE", `/api/metrics/${date}`),
    onSuccess: refresh,
  });
}
