import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NewPromotion, Promotion } from "../../../../common/promotions";
import { apiJson, apiRequest } from "../../../lib/api";
import { dashboardKeys } from "./keys";

export function usePromotions() {
  return useQuery<Promotion[]>({ queryKey: dashboardKeys.promotions });
}

/** The saved list and the summary's "Promoções ativas" both read what just changed. */
function refresh(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardKeys.promotions }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.summary }),
  ]);
}

export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewPromotion) => apiJson<Promotion>("POST", "/api/promotions", input),
    onSuccess: (saved) => {
      // A repeated save answers the promotion already listed: never list it twice.
      queryClient.setQueryData<Promotion[]>(dashboardKeys.promotions, (old) =>
        old ? [saved, ...old.filter((p) => p.id !== saved.id)] : old,
      );
      return refresh(queryClient);
    },
  });
}

export function useSetPromotionActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      apiJson<Promotion>("PATCH", `/api/promotions/${id}`, { isActive }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Promotion[]>(dashboardKeys.promotions, (old) =>
        old?.map((p) => (p.id === saved.id ? saved : p)),
      );
      return refresh(queryClient);
    },
  });
}

/** Deletes a promotion (after the toast's "Desfazer" went unused); the summary's count follows. */
export async function removePromotion(
  queryClient: QueryClient,
  id: number,
  keepalive = false,
): Promise<void> {
  await apiRequest("DELETE", `/api/promotions/${id}`, undefined, {}, { keepalive });
  queryClient.setQueryData<Promotion[]>(dashboardKeys.promotions, (old) => old?.filter((p) => p.id !== id));
  await refresh(queryClient);
}
