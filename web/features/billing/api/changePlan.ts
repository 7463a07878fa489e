import { useMutation, useQueryClient } from "@tanstack/react-query";
import { subscriptionSchema } from "../../../../common/billing";
import { request } from "../../../lib/api";
import { applySubscription } from "./subscription";

/** PUT /api/billing/plan: during the trial a change; paying, an upgrade charges the prorated difference now and a downgrade waits for the period's end. */
export const changePlan = (planId: number) =>
  request(subscriptionSchema, "PUT", "/api/billing/plan", { planId });

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    retry: false,
    onSuccess: (subscription) => applySubscription(queryClient, subscription),
  });
}
