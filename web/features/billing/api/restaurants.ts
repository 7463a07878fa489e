import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Restaurant, RestaurantList, SaveRestaurant } from "../../../../common/restaurant";
import { apiJson } from "../../../lib/api";
import { billingKeys } from "./keys";

/** GET /api/restaurants: the owner's stores, the current one and the plan's limit. */
export function useRestaurantList() {
  return useQuery<RestaurantList>({ queryKey: billingKeys.restaurants });
}

/**
 * Every dashboard call acts on the session's current store, so after a switch
 * or an addition every cached answer belongs to the old one: refetch them all.
 */
function useRefreshEverything() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useSelectRestaurant() {
  const refresh = useRefreshEverything();
  return useMutation({
    mutationFn: (id: number) => apiJson<Restaurant>("POST", `/api/restaurants/${id}/select`, {}),
    onSuccess: refresh,
  });
}

export function useAddRestaurant() {
  const refresh = useRefreshEverything();
  return useMutation({
    mutationFn: (input: SaveRestaurant) =>
      apiJson<Restaurant>("POST", "/api/restaurants", { ...input, isOnboarded: true }),
    // A retry after a lost answer could create the store twice.
    retry: false,
    onSuccess: refresh,
  });
}
