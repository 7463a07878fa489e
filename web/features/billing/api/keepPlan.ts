import { useMutation, useQueryClient } from "@tanstack/react-query";
import { subscriptionSchema } from "../../../../common/billing";
import { request } from "../../../lib/api";
import { applySubscription } from "./subscription";

/** DELETE /api/billing/plan/scheduled: drops the downgrade scheduled for the end of the paid period. */
export const keepPlan = () => request(subscriptionSchema, "DELETE", "/api/billing/plan/scheduled");

export function useKeepPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepPlan,
    retry: false,
    onSuccess: (subscription) => applySubscription(queryClient, subscription),
  });
}
