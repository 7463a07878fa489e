import { useQuery } from "@tanstack/react-query";
import { billingKeys } from "./keys";

/** One row of GET /api/billing/charges (issue 17 item 4): newest first, only the caller's own. */
export type Charge = {
  id: string | number;
  /** The number printed on the receipt and in the mails (PC-000123). */
  receiptNumber?: string;
  createdAt: string;
  /** Integer cents. */
  amount: number;
  currency: string;
  status: "paid" | "refunded" | "failed";
  cardBrand: string | null;
  cardLast4: string | null;
  planName: string | null;
  periodStart: string | null;
  periodEnd: string | null;
};

export function useCharges() {
  return useQuery<Charge[]>({ queryKey: billingKeys.charges });
}
