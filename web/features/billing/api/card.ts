import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Card } from "../../../../common/billing";
import type { CardOnFile } from "../../../../common/billingAccount";
import { apiJson } from "../../../lib/api";
import { billingKeys } from "./keys";

/**
 * PUT /api/billing/card: the gateway verifies the new card (no charge) and
 * only its brand and last four are kept. A refused card is a 402 whose
 * `error` is SPEC §8's message.
 */
export function useChangeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: Card) => apiJson<CardOnFile>("PUT", "/api/billing/card", card),
    // A refused card must be typed again, not sent again by itself.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.subscription }),
  });
}
