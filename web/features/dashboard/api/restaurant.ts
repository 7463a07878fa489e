import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Restaurant, SaveRestaurant } from "../../../../common/restaurant";
import { apiJson } from "../../../lib/api";
import { dashboardKeys } from "./keys";

/** The signed-in user's restaurant, or null before onboarding. */
export function useRestaurant() {
  return useQuery<Restaurant | null>({ queryKey: dashboardKeys.restaurant });
}

export function useSaveRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveRestaurant) =>
      apiJson<Restaurant>("POST", "/api/restaurant", { ...input, isOnboarded: true }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(dashboardKeys.restaurant, saved);
      // The first save creates the restaurant every other panel reads from.
      await Promise.all(
        [dashboardKeys.dishes, dashboardKeys.checklist, dashboardKeys.metrics, dashboardKeys.summary].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
