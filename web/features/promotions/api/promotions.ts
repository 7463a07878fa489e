import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { promotionListSchema } from "../../../../common/promotions";
import { request } from "../../../lib/api";
import { summaryKey } from "../../../lib/weeklySummary";

/** GET /api/promotions: the saved promotions, newest first. */
export const fetchPromotions = () => request(promotionListSchema, "GET", "/api/promotions");

export const promotionsKey = ["/api/promotions"] as const;

export const promotionsQueryOptions = () =>
  queryOptions({ queryKey: promotionsKey, queryFn: fetchPromotions });

export const usePromotions = () => useQuery(promotionsQueryOptions());

/** The saved list and the summary's "Promoções ativas" both read what just changed. */
export function refreshPromotions(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: promotionsKey }),
    queryClient.invalidateQueries({ queryKey: summaryKey }),
  ]);
}
