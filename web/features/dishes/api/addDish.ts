import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type Dish, dishSchema, type newDishSchema } from "../../../../common/dishes";
import type { z } from "../../../../common/zod";
import { request } from "../../../lib/api";
import { summaryKey } from "../../../lib/weeklySummary";
import { dishesKey } from "./dishes";

/** POST /api/dishes */
export const addDish = (input: z.output<typeof newDishSchema>) =>
  request(dishSchema, "POST", "/api/dishes", input);

export function useAddDish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDish,
    onSuccess: (dish) => {
      queryClient.setQueryData<Dish[]>(dishesKey, (old) => [dish, ...(old ?? [])]);
      void queryClient.invalidateQueries({ queryKey: summaryKey });
    },
  });
}
