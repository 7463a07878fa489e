import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ReviewListQuery, reviewListSchema } from "../../../../common/reviews";
import { request } from "../../../lib/api";
import { REVIEWS_ROOT } from "./keys";

/** GET /api/reviews with the inbox's filters. */
export function fetchReviews(filters: ReviewListQuery) {
  const query = new URLSearchParams();
  if (filters.status) query.set("status", filters.status);
  if (filters.stars) query.set("stars", String(filters.stars));
  if (filters.topic) query.set("topic", filters.topic);
  if (filters.page && filters.page > 1) query.set("page", String(filters.page));
  const qs = query.toString();
  return request(reviewListSchema, "GET", `/api/reviews${qs ? `?${qs}` : ""}`);
}

export const reviewsQueryOptions = (filters: ReviewListQuery) =>
  queryOptions({ queryKey: [...REVIEWS_ROOT, "list", filters], queryFn: () => fetchReviews(filters) });

export const useReviews = (filters: ReviewListQuery) => useQuery(reviewsQueryOptions(filters));
