import { queryOptions, useQuery } from "@tanstack/react-query";
import { reportWeeksSchema } from "../../../../common/reports";
import { request } from "../../../lib/api";

const path = (restaurantId?: number) =>
  restaurantId ? `/api/reports/weeks?restaurantId=${restaurantId}` : "/api/reports/weeks";

/** GET /api/reports/weeks: the weeks with orders, what the plan opens and the stores. */
export const fetchReportWeeks = (restaurantId?: number) =>
  request(reportWeeksSchema, "GET", path(restaurantId));

export const reportWeeksKey = ["/api/reports/weeks"] as const;

export const reportWeeksQueryOptions = (restaurantId?: number) =>
  queryOptions({
    queryKey: [...reportWeeksKey, restaurantId ?? null],
    queryFn: () => fetchReportWeeks(restaurantId),
  });

export const useReportWeeks = (restaurantId?: number) => useQuery(reportWeeksQueryOptions(restaurantId));
