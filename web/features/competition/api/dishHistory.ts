import { queryOptions, useQuery } from "@tanstack/react-query";
import { dishHistorySchema } from "../../../../common/competition";
import { request } from "../../../lib/api";
import { COMPETITION_ROOT } from "./keys";

/** GET /api/competition/dishes/{dishId}/history */
export const fetchDishHistory = (dishId: number) =>
  request(dishHistorySchema, "GET", `/api/competition/dishes/${dishId}/history`);
export const dishHistoryQueryOptions = (dishId: number) =>
  queryOptions({
    queryKey: [...COMPETITION_ROOT, "history", dishId],
    queryFn: () => fetchDishHistory(dishId),
  });
export const useDishHistory = (dishId: number | null) =>
  useQuery({ ...dishHistoryQueryOptions(dishId ?? 0), enabled: dishId !== null });
