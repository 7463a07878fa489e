import { useQuery } from "@tanstack/react-query";
import type { CheckoutPreview } from "../../../../common/billingAccount";
import { apiJson } from "../../../lib/api";

export type { CheckoutPreview };

export const checkoutPreviewKey = (planId: number) => ["/api/billing/checkout-preview", planId] as const;

/**
 * Always asked again when a checkout opens (never the 30 s cache): Back or a
 * reload after paying must show what the account is now, not the form.
 */
export function useCheckoutPreview(planId: number | undefined, enabled: boolean) {
  return useQuery<CheckoutPreview>({
    queryKey: checkoutPreviewKey(planId ?? 0),
    queryFn: () =>
      apiJson<CheckoutPreview>(
        "GET",
        `/api/billing/checkout-preview?planId=${encodeURIComponent(planId ?? 0)}`,
      ),
    enabled: enabled && !!planId,
    staleTime: 0,
    refetchOnMount: "always",
  });
}
