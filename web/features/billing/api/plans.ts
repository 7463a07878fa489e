import { useQuery } from "@tanstack/react-query";
import type { Plan } from "../../../../common/plans";
import { billingKeys } from "./keys";

/** GET /api/plans: the same cache the pricing page reads. Prices come in cents. */
export function usePlans() {
  return useQuery<Plan[]>({ queryKey: billingKeys.plans });
}
