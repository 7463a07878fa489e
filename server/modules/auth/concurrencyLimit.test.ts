import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "./concurrencyLimit";

describe("concurrencyLimit", () => {
  it("runs at most `slots` tasks at once, in arrival order, and every task finishes", async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, () => {
      let resolve = () => {};
      const promise = new Promise<void>((r) => {
        resolve = r;
      });
      return { promise, resolve };
    });
    const results = gates.map((gate, i) =>
      limit(async () => {
        started.push(i);
        running++;
        most = Math.max(most, running);
        await gate.promise;
        running--;
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1]);
    for (const gate of gates) {
      gate.resolve();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it("frees the slot of a task that fails", async () => {
    const limit = concurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error("falhou")))).rejects.toThrow("falhou");
    expect(await limit(async () => "depois")).toBe("depois");
  });
});
