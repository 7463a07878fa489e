/** The first key of everything about customers, so one invalidation refreshes list, counts and card. */
export const CUSTOMERS_ROOT = ["customers"] as const;
