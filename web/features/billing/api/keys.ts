/** Query keys: the default query reader joins them with "/" into the GET path (SPEC §7). */
export const billingKeys = {
  plans: ["/api/plans"],
  subscription: ["/api/billing/subscription"],
  charges: ["/api/billing/charges"],
  restaurants: ["/api/restaurants"],
} as const;
