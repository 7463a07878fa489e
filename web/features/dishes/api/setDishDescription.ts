import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Dish, type DishDescription, dishSchema } from "../../../../common/dishes";
import { request } from "../../../lib/api";
import { summaryKey } from "../../../lib/weeklySummary";
import { dishesKey } from "./dishes";

/** PATCH /api/dishes/{id}: saves (or, blank, clears) the description. */
export const setDishDescription = ({ id, description }: { id: number } & DishDescription) =>
  request(dishSchema, "PATCH", `/api/dishes/${id}`, { description });

/** The summary's missing-description count follows the change. */
export function useSetDishDescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDishDescription,
    onSuccess: (dish) => {
      queryClient.setQueryData<Dish[]>(dishesKey, (old) => old?.map((d) => (d.id === dish.id ? dish : d)));
      void queryClient.invalidateQueries({ queryKey: summaryKey });
    },
  });
}
