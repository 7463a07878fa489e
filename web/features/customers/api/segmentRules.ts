import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type SegmentRules, segmentCountsSchema } from "../../../../common/customers";
import { request } from "../../../lib/api";
import { CUSTOMERS_ROOT } from "./keys";
import { segmentsKey } from "./segments";

/** PUT /api/customers/segment-rules (owner only): answers the recomputed counts. */
export const saveSegmentRules = (rules: SegmentRules) =>
  request(segmentCountsSchema, "PUT", "/api/customers/segment-rules", rules);

export function useSaveSegmentRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSegmentRules,
    onSuccess: (counts) => {
      queryClient.setQueryData(segmentsKey, counts);
      void queryClient.invalidateQueries({ queryKey: CUSTOMERS_ROOT });
    },
  });
}
