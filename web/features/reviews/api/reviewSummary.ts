import { queryOptions, useQuery } from "@tanstack/react-query";
import { reviewSummarySchema } from "../../../../common/reviews";
import { request } from "../../../lib/api";
import { REVIEWS_ROOT } from "./keys";

/** GET /api/reviews/summary: the dashboard card's line and the 90-day rating. */
export const fetchReviewSummary = () => request(reviewSummarySchema, "GET", "/api/reviews/summary");

export const reviewSummaryKey = [...REVIEWS_ROOT, "summary"] as const;

export const reviewSummaryQueryOptions = () =>
  queryOptions({ queryKey: reviewSummaryKey, queryFn: fetchReviewSummary });

export const useReviewSummary = () => useQuery(reviewSummaryQueryOptions());
