import { queryOptions, useQuery } from "@tanstack/react-query";
import { restaurantListSchema } from "../../common/restaurant";
import { request } from "./api";

/** GET /api/restaurants: the owner's stores, the current one and the plan's limit. */
export const fetchRestaurantList = () => request(restaurantListSchema, "GET", "/api/restaurants");

/** Path-shaped (SPEC §7); a switch or an addition refetches everything, this included. */
export const restaurantListKey = ["/api/restaurants"] as const;

export const restaurantListQueryOptions = () =>
  queryOptions({ queryKey: restaurantListKey, queryFn: fetchRestaurantList });

export const useRestaurantList = () => useQuery(restaurantListQueryOptions());
