import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Subscription } from "../../../../common/billing";
import { apiJson } from "../../../lib/api";
import { billingKeys } from "./keys";

/** GET /api/billing/subscription; `enabled: false` for a visitor (it would only answer 401). */
export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<Subscription>({ queryKey: billingKeys.subscription, enabled });
}

export type CancelResult = { refunded: boolean; subscription: Subscription };

/** POST /api/billing/cancel; the user, the generators' access and the account all change, so everything refetches. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<CancelResult>("POST", "/api/billing/cancel", {}),
    // Cancelling twice would answer 409: never retry it.
    retry: false,
    onSuccess: async (result) => {
      queryClient.setQueryData(billingKeys.subscription, result.subscription);
      await queryClient.invalidateQueries();
    },
  });
}

/** Every answer that depends on the plan refetches; the subscription is set from the answer at once. */
function useSubscriptionChange<A>(mutationFn: (arg: A) => Promise<Subscription>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry: false,
    onSuccess: async (sub) => {
      queryClient.setQueryData(billingKeys.subscription, sub);
      await queryClient.invalidateQueries();
    },
  });
}

/** PUT /api/billing/plan: the plan of the trial, or of the next charge (nothing is charged now). */
export function useChangePlan() {
  return useSubscriptionChange((planId: number) =>
    apiJson<Subscription>("PUT", "/api/billing/plan", { planId }),
  );
}

/** POST /api/billing/reactivate: undoes a cancellation while access still runs, without charging now. */
export function useReactivate() {
  return useSubscriptionChange(() => apiJson<Subscription>("POST", "/api/billing/reactivate", {}));
}
