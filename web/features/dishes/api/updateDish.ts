import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Dish, type DishPatch, dishSchema } from "../../../../common/dishes";
import { request } from "../../../lib/api";
import { summaryKey } from "../../../lib/weeklySummary";
import { dishesKey } from "./dishes";

/** PATCH /api/dishes/{id}: edits name, price, description, category and/or the food cost. */
export const updateDish = ({ id, ...patch }: { id: number } & DishPatch) =>
  request(dishSchema, "PATCH", `/api/dishes/${id}`, patch);

/** The list takes the edited dish at once; the summary's counts follow the change. */
export function useUpdateDish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDish,
    onSuccess: (dish) => {
      queryClient.setQueryData<Dish[]>(dishesKey, (old) => old?.map((d) => (d.id === dish.id ? dish : d)));
      void queryClient.invalidateQueries({ queryKey: summaryKey });
    },
  });
}
