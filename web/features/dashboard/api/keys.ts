/** Query keys: the default query reader joins them with "/" into the GET path (SPEC §7). */
export const dashboardKeys = {
  restaurant: ["/api/restaurant"],
  dishes: ["/api/dishes"],
  promotions: ["/api/promotions"],
  checklist: ["/api/checklist"],
  metrics: ["/api/metrics"],
  summary: ["/api/dashboard/summary"],
  team: ["/api/team"],
  teamInvites: ["/api/team/invites"],
} as const;
