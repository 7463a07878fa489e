import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { Subscription } from "../../../../common/billing";
import { request } from "../../../lib/api";

/**
 * GET /api/billing/subscription: the account's plan, status, dates and card as
 * "Minha conta" reads them. The public pricing page reads it too (for a
 * signed-in visitor): the schema loads beside the request, so that page
 * paints without waiting for zod's chunk.
 */
export const fetchSubscription = () =>
  request(
    import("../../../../common/billing").then((m) => m.subscriptionSchema),
    "GET",
    "/api/billing/subscription",
  );

/** Path-shaped (SPEC §7); a plan change, a reactivation and a cancellation set it from their answer. */
export const subscriptionKey = ["/api/billing/subscription"] as const;

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKey, queryFn: fetchSubscription });

/** `enabled: false` for a visitor (it would only answer 401). */
export const useSubscription = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...subscriptionQueryOptions(), enabled });

/**
 * After a change of plan, a reactivation or a cancellation: the subscription
 * is the answer's at once, and everything else that depends on the plan (the
 * user, the generators' access, the stores' limit) refetches.
 */
export async function applySubscription(queryClient: QueryClient, subscription: Subscription) {
  queryClient.setQueryData(subscriptionKey, subscription);
  await queryClient.invalidateQueries();
}
