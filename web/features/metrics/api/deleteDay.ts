import { useMutation, useQueryClient } from "@tanstack/react-query";
import { noContent, request } from "../../../lib/api";
import { refreshFigures } from "./metrics";

/** DELETE /api/metrics/{date} */
export const deleteDay = (date: string) => request(noContent, "DELETE", `/api/metrics/${date}`);

export function useDeleteDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDay, onSuccess: () => refreshFigures(queryClient) });
}
