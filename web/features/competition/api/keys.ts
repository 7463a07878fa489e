/** The first key of everything about competition: one invalidation refreshes rivals, board, card and history. */
export const COMPETITION_ROOT = ["/api/competition"] as const;
