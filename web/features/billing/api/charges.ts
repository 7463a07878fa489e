import { useQuery } from "@tanstack/react-query";
import type { Charge } from "../../../../common/billingAccount";
import { billingKeys } from "./keys";

export type { Charge };

/** GET /api/billing/charges (issue 17 item 4): newest first, only the caller's own; a refund marks its charge "refunded". */
export function useCharges() {
  return useQuery<Charge[]>({ queryKey: billingKeys.charges });
}
