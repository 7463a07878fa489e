import { queryOptions, useQuery } from "@tanstack/react-query";
import { type CheckoutPreview, checkoutPreviewSchema } from "../../../../common/billingAccount";
import { request } from "../../../lib/api";

export type { CheckoutPreview };

/** GET /api/billing/checkout-preview?planId=: what this account pays today for the plan, and whether it already has one. */
export const fetchCheckoutPreview = (planId: number) =>
  request(checkoutPreviewSchema, "GET", `/api/billing/checkout-preview?planId=${encodeURIComponent(planId)}`);

export const checkoutPreviewKey = (planId: number) => ["/api/billing/checkout-preview", planId] as const;

/**
 * Always asked again when a checkout opens (never the 30 s cache): Back or a
 * reload after paying must show what the account is now, not the form.
 */
export const checkoutPreviewQueryOptions = (planId: number) =>
  queryOptions({
    queryKey: checkoutPreviewKey(planId),
    queryFn: () => fetchCheckoutPreview(planId),
    staleTime: 0,
    refetchOnMount: "always",
  });

export const useCheckoutPreview = (planId: number | undefined, enabled: boolean) =>
  useQuery({ ...checkoutPreviewQueryOptions(planId ?? 0), enabled: enabled && !!planId });
