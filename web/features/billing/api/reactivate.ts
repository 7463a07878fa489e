import { useMutation, useQueryClient } from "@tanstack/react-query";
import { subscriptionSchema } from "../../../../common/billing";
import { request } from "../../../lib/api";
import { applySubscription } from "./subscription";

/** POST /api/billing/reactivate: undoes a cancellation while access still runs, without charging now. */
export const reactivate = () => request(subscriptionSchema, "POST", "/api/billing/reactivate", {});

export function useReactivate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivate,
    retry: false,
    onSuccess: (subscription) => applySubscription(queryClient, subscription),
  });
}
