import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReviewImport, reviewImportResultSchema } from "../../../../common/reviews";
import { request } from "../../../lib/api";
import { REVIEWS_ROOT } from "./keys";

/** POST /api/reviews/import: a preview with dryRun, then the save. */
export const importReviews = (input: ReviewImport) =>
  request(reviewImportResultSchema, "POST", "/api/reviews/import", input);

export function useImportReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importReviews,
    onSuccess: (_result, input) => {
      if (input.dryRun === false) void queryClient.invalidateQueries({ queryKey: REVIEWS_ROOT });
    },
  });
}
