import { useMutation, useQueryClient } from "@tanstack/react-query";
import { restaurantSchema, type SaveRestaurant } from "../../../../common/restaurant";
import { request } from "../../../lib/api";
import { checklistKey } from "./checklist";
import { dishesKey } from "./dishes";
import { metricsKey } from "./metrics";
import { restaurantKey } from "./restaurant";
import { summaryKey } from "./weeklySummary";

/** POST /api/restaurant: onboarding and profile edits; saving marks the restaurant onboarded. */
export const saveRestaurant = (input: SaveRestaurant) =>
  request(restaurantSchema, "POST", "/api/restaurant", { ...input, isOnboarded: true });

export function useSaveRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRestaurant,
    onSuccess: async (saved) => {
      queryClient.setQueryData(restaurantKey, saved);
      // The first save creates the restaurant every other panel reads from.
      await Promise.all(
        [dishesKey, checklistKey, metricsKey, summaryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
