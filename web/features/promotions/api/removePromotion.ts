import type { QueryClient } from "@tanstack/react-query";
import type { Promotion } from "../../../../common/promotions";
import { noContent, request } from "../../../lib/api";
import { promotionsKey, refreshPromotions } from "./promotions";

/** DELETE /api/promotions/{id}; `keepalive` when the page is going away. */
export const deletePromotion = (id: number, keepalive = false) =>
  request(noContent, "DELETE", `/api/promotions/${id}`, undefined, { keepalive });

/**
 * Deletes a promotion (after the toast's "Desfazer" went unused); the
 * summary's count follows. A plain function: the undoable removal calls it as
 * the page may be leaving.
 */
export async function removePromotion(
  queryClient: QueryClient,
  id: number,
  keepalive = false,
): Promise<void> {
  await deletePromotion(id, keepalive);
  queryClient.setQueryData<Promotion[]>(promotionsKey, (old) => old?.filter((p) => p.id !== id));
  await refreshPromotions(queryClient);
}
