/**
 * Runs one task at a time per key in this process: a second call for the same
 * person waits for the first to finish instead of racing it (two taps on
 * "Pagar", two tabs). Across instances the gateway's own idempotency has to
 * hold the line; one instance is the embedded default.
 */
export function perUser() {
  const running = new Map<string, Promise<unknown>>();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const before = running.get(key) ?? Promise.resolve();
    const mine = before.then(task, task);
    const settled = mine.catch(() => {});
    running.set(key, settled);
    void settled.then(() => {
      if (running.get(key) === settled) running.delete(key);
    });
    return mine;
  };
}
