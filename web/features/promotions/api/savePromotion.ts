import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type NewPromotion, type Promotion, promotionSchema } from "../../../../common/promotions";
import { request } from "../../../lib/api";
import { promotionsKey, refreshPromotions } from "./promotions";

/** POST /api/promotions (200 with the one already saved when the same promotion comes again). */
export const savePromotion = (input: NewPromotion) =>
  request(promotionSchema, "POST", "/api/promotions", input);

export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromotion,
    onSuccess: (saved) => {
      // A repeated save answers the promotion already listed: never list it twice.
      queryClient.setQueryData<Promotion[]>(promotionsKey, (old) =>
        old ? [saved, ...old.filter((p) => p.id !== saved.id)] : old,
      );
      return refreshPromotions(queryClient);
    },
  });
}
