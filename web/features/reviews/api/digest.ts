import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { reviewDigestSettingSchema } from "../../../../common/reviews";
import { request } from "../../../lib/api";

/** GET/PUT /api/reviews/digest: the signed-in person's daily email. */
export const fetchDigest = () => request(reviewDigestSettingSchema, "GET", "/api/reviews/digest");
export const saveDigest = (enabled: boolean) =>
  request(reviewDigestSettingSchema, "PUT", "/api/reviews/digest", { enabled });

export const digestKey = ["/api/reviews/digest"] as const;
export const digestQueryOptions = () => queryOptions({ queryKey: digestKey, queryFn: fetchDigest });
export const useDigest = () => useQuery(digestQueryOptions());

export function useSaveDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDigest,
    onSuccess: (answer) => queryClient.setQueryData(digestKey, answer),
  });
}
