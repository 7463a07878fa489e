import { describe, expect, it } from "vitest";
import { cachedFor } from "./cachedFor";

describe("cachedFor", () => {
  it("loads once for concurrent and repeated callers within the time, again after it", async () => {
    let clock = 0;
    let loads = 0;
    const read = cachedFor(
      1000,
      async () => {
        loads += 1;
        return loads;
      },
      () => clock,
    );
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    clock = 999;
    expect(await read()).toBe(1);
    clock = 1000;
    expect(await read()).toBe(2);
    expect(loads).toBe(2);
  });

  it("does not keep a failure", async () => {
    let fail = true;
    const read = cachedFor(60_000, async () => {
      if (fail) throw new Error("banco fora do ar");
      return "ok";
    });
    await expect(read()).rejects.toThrow("banco fora do ar");
    fail = false;
    expect(await read()).toBe("ok");
  });
});
