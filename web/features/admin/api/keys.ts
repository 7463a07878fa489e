/** The first key of everything the panel loaded: dropped when it locks, refreshed by "Atualizar". */
export const ADMIN_ROOT = ["admin"] as const;
