/**
 * Runs at most `slots` tasks at once; the others wait their turn, first come
 * first served. For CPU-bound work on the libuv pool (argon2): the pool has 4
 * threads by default, and on a 2-core machine 4 hashes at once would take the
 * core the event loop needs, so every other request would wait behind logins.
 */
export function concurrencyLimit(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < slots) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
