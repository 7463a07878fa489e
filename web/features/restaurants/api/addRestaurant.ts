import { useMutation, useQueryClient } from "@tanstack/react-query";
import { restaurantSchema, type SaveRestaurant } from "../../../../common/restaurant";
import { request } from "../../../lib/api";

/** POST /api/restaurants: a new store, onboarded at once, which the session then acts on. */
export const addRestaurant = (input: SaveRestaurant) =>
  request(restaurantSchema, "POST", "/api/restaurants", { ...input, isOnboarded: true });

export function useAddRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRestaurant,
    // A retry after a lost answer could create the store twice.
    retry: false,
    // The session now acts on the new store: every cached answer is the old store's.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
