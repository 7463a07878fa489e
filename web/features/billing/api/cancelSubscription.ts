import { useMutation, useQueryClient } from "@tanstack/react-query";
import { cancelResultSchema } from "../../../../common/billing";
import { request } from "../../../lib/api";
import { applySubscription } from "./subscription";

/** POST /api/billing/cancel: free during the trial, refunded within 30 days of the first charge, else access to the period's end. */
export const cancelSubscription = () => request(cancelResultSchema, "POST", "/api/billing/cancel", {});

/** The user, the generators' access and the account all change, so everything refetches. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    // Cancelling twice would answer 409: never retry it.
    retry: false,
    onSuccess: (result) => applySubscription(queryClient, result.subscription),
  });
}
