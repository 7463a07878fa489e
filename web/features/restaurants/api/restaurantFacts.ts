import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { restaurantFactsSchema } from "../../../../common/restaurantFacts";
import type { RestaurantFactsInput } from "../../../../common/restaurantFactsInput";
import { request } from "../../../lib/api";

/** GET/PUT /api/restaurant/facts: contact channels, confirmed claims, the review reply window. */
export const fetchRestaurantFacts = () => request(restaurantFactsSchema, "GET", "/api/restaurant/facts");
export const saveRestaurantFacts = (input: RestaurantFactsInput) =>
  request(restaurantFactsSchema, "PUT", "/api/restaurant/facts", input);

export const restaurantFactsKey = ["/api/restaurant/facts"] as const;
export const restaurantFactsQueryOptions = () =>
  queryOptions({ queryKey: restaurantFactsKey, queryFn: fetchRestaurantFacts });
export const useRestaurantFacts = () => useQuery(restaurantFactsQueryOptions());

/** Saving changes the deadlines too: `refreshes` are the keys that show them (the reviews area's). */
export function useSaveRestaurantFacts(refreshes: readonly (readonly unknown[])[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRestaurantFacts,
    onSuccess: (answer) => {
      queryClient.setQueryData(restaurantFactsKey, answer);
      for (const key of refreshes) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
