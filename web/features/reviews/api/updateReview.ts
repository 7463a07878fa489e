import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReviewPatch, reviewSchema } from "../../../../common/reviews";
import { request } from "../../../lib/api";
import { REVIEWS_ROOT } from "./keys";

/** PATCH /api/reviews/{id}: draft, answered, moderation, archived or new again. */
export const updateReview = ({ id, patch }: { id: number; patch: ReviewPatch }) =>
  request(reviewSchema, "PATCH", `/api/reviews/${id}`, patch);

export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEWS_ROOT }),
  });
}
