import { queryOptions, useQuery } from "@tanstack/react-query";
import { dishListSchema } from "../../../../common/dishes";
import { request } from "../../../lib/api";

/** GET /api/dishes: the restaurant's dishes, newest first. */
export const fetchDishes = () => request(dishListSchema, "GET", "/api/dishes");

export const dishesKey = ["/api/dishes"] as const;

export const dishesQueryOptions = () => queryOptions({ queryKey: dishesKey, queryFn: fetchDishes });

/** SPEC §4: dishes load once onboarded; only the main dashboard, shown to onboarded owners, mounts this. */
export const useDishes = () => useQuery(dishesQueryOptions());
