import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Dish, DishDescription, newDishSchema } from "../../../../common/dishes";
import type { z } from "../../../../common/zod";
import { apiJson, apiRequest } from "../../../lib/api";
import { dashboardKeys } from "./keys";

/** SPEC §4: dishes load once onboarded; only the main dashboard, shown to onboarded owners, mounts this. */
export function useDishes() {
  return useQuery<Dish[]>({ queryKey: dashboardKeys.dishes });
}

export function useAddDish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof newDishSchema>) => apiJson<Dish>("POST", "/api/dishes", input),
    onSuccess: (dish) => {
      queryClient.setQueryData<Dish[]>(dashboardKeys.dishes, (old) => [dish, ...(old ?? [])]);
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary });
    },
  });
}

/** Deletes a dish (after the toast's "Desfazer" went unused) and updates the list and the summary. */
export async function removeDish(queryClient: QueryClient, id: number, keepalive = false): Promise<void> {
  await apiRequest("DELETE", `/api/dishes/${id}`, undefined, {}, { keepalive });
  queryClient.setQueryData<Dish[]>(dashboardKeys.dishes, (old) => old?.filter((d) => d.id !== id));
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary });
}

/** Saves (or, blank, clears) a dish's description; the summary's missing-description count follows. */
export function useSetDishDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, description }: { id: number } & DishDescription) =>
      apiJson<Dish>("PATCH", `/api/dishes/${id}`, { description }),
    onSuccess: (dish) => {
      queryClient.setQueryData<Dish[]>(dashboardKeys.dishes, (old) =>
        old?.map((d) => (d.id === dish.id ? dish : d)),
      );
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary });
    },
  });
}
