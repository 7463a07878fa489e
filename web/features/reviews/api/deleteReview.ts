import { useMutation, useQueryClient } from "@tanstack/react-query";
import { noContent, request } from "../../../lib/api";
import { REVIEWS_ROOT } from "./keys";

/** DELETE /api/reviews/{id} (the owner only). */
export const deleteReview = (id: number) => request(noContent, "DELETE", `/api/reviews/${id}`);

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEWS_ROOT }),
  });
}
