import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Checklist, checklistSchema } from "../../../../common/checklist";
import { request } from "../../../lib/api";
import { checklistKey } from "./checklist";

/** PATCH /api/checklist/items/{id}: answers the whole checklist. */
export const toggleChecklistItem = ({ id, completed }: { id: string; completed: boolean }) =>
  request(checklistSchema, "PATCH", `/api/checklist/items/${encodeURIComponent(id)}`, { completed });

/** Ticks the box at once and puts it back if the server refuses. */
export function useToggleChecklistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleChecklistItem,
    onMutate: async ({ id, completed }) => {
      await queryClient.cancelQueries({ queryKey: checklistKey });
      const before = queryClient.getQueryData<Checklist>(checklistKey);
      if (before) {
        queryClient.setQueryData<Checklist>(checklistKey, {
          ...before,
          items: before.items.map((i) => (i.id === id ? { ...i, completed } : i)),
        });
      }
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(checklistKey, context.before);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(checklistKey, saved);
    },
  });
}
