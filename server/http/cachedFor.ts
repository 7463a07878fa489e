/**
 * Shares one answer of `load` for `ttlMs` (and one load among concurrent
 * callers), for reads that change rarely and are asked often: the plan list
 * every public page asks for, the health check a load balancer polls. A failed
 * load is not kept: the next caller tries again.
 */
export function cachedFor<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now) {
  let entry: { value: Promise<T>; until: number } | undefined;
  return (): Promise<T> => {
    if (entry && entry.until > now()) return entry.value;
    const value = load();
    const current = { value, until: now() + ttlMs };
    entry = current;
    value.catch(() => {
      if (entry === current) entry = undefined;
    });
    return value;
  };
}
