import type { RestaurantList } from "../../common/restaurant";

/** A store as GET /api/restaurants lists it, onboarded. */
export const store = (id: number, name: string) => ({
  id,
  name,
  type: "pizzaria",
  logoUrl: null,
  isOnboarded: true,
});

/** GET /api/restaurants's answer: a Pro owner's stores, the first current, unless `list` says otherwise. */
export function restaurantList(list: Partial<RestaurantList> = {}): RestaurantList {
  const restaurants = list.restaurants ?? [];
  return {
    restaurants,
    currentId: restaurants[0]?.id ?? null,
    maxRestaurants: 5,
    ownedCount: restaurants.length,
    planName: "Pro",
    readOnlyIds: [],
    pausedTeams: [],
    ...list,
  };
}

/** The Starter owner of two stores: the newer one only for reading, and current. */
export const starterWithTwoStores = (): RestaurantList =>
  restaurantList({
    restaurants: [store(1, "Pizzaria da Ana"), store(2, "Marmitas da Ana")],
    currentId: 2,
    maxRestaurants: 1,
    planName: "Starter",
    readOnlyIds: [2],
  });
