import { queryOptions, useQuery } from "@tanstack/react-query";
import { storeComparisonSchema } from "../../../../common/reports";
import { request } from "../../../lib/api";

/** GET /api/reports/compare (Pro): the owner's stores side by side. */
export const fetchStoreComparison = (week: string) =>
  request(storeComparisonSchema, "GET", `/api/reports/compare?week=${week}`);

export const storeComparisonQueryOptions = (week: string) =>
  queryOptions({ queryKey: ["/api/reports/compare", week], queryFn: () => fetchStoreComparison(week) });

export const useStoreComparison = (week: string | undefined, enabled: boolean) =>
  useQuery({ ...storeComparisonQueryOptions(week ?? ""), enabled: enabled && Boolean(week) });
