import { useMutation, useQueryClient } from "@tanstack/react-query";
import { restaurantSchema } from "../../../../common/restaurant";
import { request } from "../../../lib/api";

/** POST /api/restaurants/{id}/select: the session acts on this store from now on. */
export const selectRestaurant = (id: number) =>
  request(restaurantSchema, "POST", `/api/restaurants/${id}/select`, {});

export function useSelectRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectRestaurant,
    // Every dashboard call acts on the session's current store: after a switch, every cached answer is the old store's.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
