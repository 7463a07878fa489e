import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { weekReportSchema } from "../../../../common/reports";
import { request } from "../../../lib/api";

export const weekQuery = (week: string, restaurantId?: number) =>
  `week=${week}${restaurantId ? `&restaurantId=${restaurantId}` : ""}`;

/** GET /api/reports/week: one store's week. */
export const fetchWeekReport = (week: string, restaurantId?: number) =>
  request(weekReportSchema, "GET", `/api/reports/week?${weekQuery(week, restaurantId)}`);

export const weekReportQueryOptions = (week: string, restaurantId?: number) =>
  queryOptions({
    queryKey: ["/api/reports/week", week, restaurantId ?? null],
    queryFn: () => fetchWeekReport(week, restaurantId),
    placeholderData: keepPreviousData,
  });

export const useWeekReport = (week: string | undefined, restaurantId?: number) =>
  useQuery({ ...weekReportQueryOptions(week ?? "", restaurantId), enabled: Boolean(week) });
