import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Promotion, promotionSchema } from "../../../../common/promotions";
import { request } from "../../../lib/api";
import { promotionsKey, refreshPromotions } from "./promotions";

/** PATCH /api/promotions/{id}: turns a saved promotion on or off. */
export const setPromotionActive = ({ id, isActive }: { id: number; isActive: boolean }) =>
  request(promotionSchema, "PATCH", `/api/promotions/${id}`, { isActive });

export function useSetPromotionActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPromotionActive,
    onSuccess: (saved) => {
      queryClient.setQueryData<Promotion[]>(promotionsKey, (old) =>
        old?.map((p) => (p.id === saved.id ? saved : p)),
      );
      return refreshPromotions(queryClient);
    },
  });
}
