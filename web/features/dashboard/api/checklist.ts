import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Checklist } from "../../../../common/checklist";
import { apiJson } from "../../../lib/api";
import { dashboardKeys } from "./keys";

export function useChecklist() {
  return useQuery<Checklist>({ queryKey: dashboardKeys.checklist });
}

/** Ticks the box at once and puts it back if the server refuses. */
export function useToggleChecklistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) =>
      apiJson<Checklist>("PATCH", `/api/checklist/items/${encodeURIComponent(id)}`, { completed }),
    onMutate: async ({ id, completed }) => {
      await queryClient.cancelQueries({ queryKey: dashboardKeys.checklist });
      const before = queryClient.getQueryData<Checklist>(dashboardKeys.checklist);
      if (before) {
        queryClient.setQueryData<Checklist>(dashboardKeys.checklist, {
          ...before,
          items: before.items.map((i) => (i.id === id ? { ...i, completed } : i)),
        });
      }
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(dashboardKeys.checklist, context.before);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(dashboardKeys.checklist, saved);
    },
  });
}
