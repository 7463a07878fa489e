import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { restaurantSchema, type SaveRestaurant } from "../../../../common/restaurant";
import { request } from "../../../lib/api";
import { restaurantKey } from "./restaurant";

/** POST /api/restaurant: onboarding and profile edits; saving marks the restaurant onboarded. */
export const saveRestaurant = (input: SaveRestaurant) =>
  request(restaurantSchema, "POST", "/api/restaurant", { ...input, isOnboarded: true });

/**
 * `refreshes`: the keys of the reads scoped to the restaurant (the first save
 * creates the restaurant every other panel reads from). They belong to other
 * areas, so the page that composes them passes them in.
 */
export function useSaveRestaurant(refreshes: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRestaurant,
    onSuccess: async (saved) => {
      queryClient.setQueryData(restaurantKey, saved);
      await Promise.all(refreshes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
