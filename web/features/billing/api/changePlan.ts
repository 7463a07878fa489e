import { useMutation, useQueryClient } from "@tanstack/react-query";
import { subscriptionSchema } from "../../../../common/billing";
import { request } from "../../../lib/api";
import { applySubscription } from "./subscription";

/** PUT /api/billing/plan: the plan of the trial, or of the next charge (nothing is charged now). */
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
