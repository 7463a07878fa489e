import { queryOptions, useQuery } from "@tanstack/react-query";
import { type PlanChangePreview, planChangePreviewSchema } from "../../../../common/billingAccount";
import { request } from "../../../lib/api";

export type { PlanChangePreview };

/** GET /api/billing/plan-change-preview?planId=: what a change to this plan charges today and when it applies. */
export const fetchPlanChangePreview = (planId: number) =>
  request(
    planChangePreviewSchema,
    "GET",
    `/api/billing/plan-change-preview?planId=${encodeURIComponent(planId)}`,
  );

export const planChangePreviewKey = (planId: number) => ["/api/billing/plan-change-preview", planId] as const;

/** The confirmation's numbers; any plan change refetches them (applySubscription invalidates every query). */
export const usePlanChangePreview = (planId: number) =>
  useQuery(
    queryOptions({
      queryKey: planChangePreviewKey(planId),
      queryFn: () => fetchPlanChangePreview(planId),
      retry: false,
    }),
  );
