import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Charge, chargesSchema } from "../../../../common/billingAccount";
import { request } from "../../../lib/api";

export type { Charge };

/** GET /api/billing/charges (issue 17 item 4): newest first, only the caller's own; a refund marks its charge "refunded". */
export const fetchCharges = () => request(chargesSchema, "GET", "/api/billing/charges");

/** Path-shaped (SPEC §7); refetched with everything after a payment or a plan change. */
export const chargesKey = ["/api/billing/charges"] as const;

export const chargesQueryOptions = () => queryOptions({ queryKey: chargesKey, queryFn: fetchCharges });

export const useCharges = () => useQuery(chargesQueryOptions());
