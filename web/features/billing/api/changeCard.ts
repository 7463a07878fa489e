import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Card } from "../../../../common/billing";
import { cardOnFileSchema } from "../../../../common/billingAccount";
import { request } from "../../../lib/api";
import { subscriptionKey } from "./subscription";

/**
 * PUT /api/billing/card: the gateway verifies the new card (no charge) and
 * only its brand and last four are kept. A refused card is a 402 whose
 * `error` is SPEC §8's message.
 */
export const changeCard = (card: Card) => request(cardOnFileSchema, "PUT", "/api/billing/card", card);

export function useChangeCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCard,
    // A refused card must be typed again, not sent again by itself.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKey }),
  });
}
