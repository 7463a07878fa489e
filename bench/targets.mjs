// HTTP targets beside /api/health and /api/plans. Each: { name, path, method?, headers?, body?, setup?(url) → { headers } }.
export const BENCH_TARGETS = [];
