import { queryOptions, useQuery } from "@tanstack/react-query";
import { currentRestaurantSchema } from "../../../../common/restaurant";
import { request } from "../../../lib/api";

/** GET /api/restaurant: the acting restaurant, or null before onboarding. */
export const fetchRestaurant = () => request(currentRestaurantSchema, "GET", "/api/restaurant");

/** Path-shaped like every dashboard key: the GET path itself (SPEC §7's default reader joins keys so). */
export const restaurantKey = ["/api/restaurant"] as const;

export const restaurantQueryOptions = () =>
  queryOptions({ queryKey: restaurantKey, queryFn: fetchRestaurant });

export const useRestaurant = () => useQuery(restaurantQueryOptions());
