import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onboard, registerAccount } from "../testing/accounts";
import { call } from "../testing/call";
import { createTestApp, type TestApp } from "../testing/testApp";

let timed: TestApp;
let plain: TestApp;
beforeAll(async () => {
  timed = await createTestApp({ env: { SERVER_TIMING: "1" } });
  plain = await createTestApp();
});
afterAll(async () => {
  await Promise.all([timed.close(), plain.close()]);
});

describe("SERVER_TIMING", () => {
  it("=1 says where a read's time went: hooks, database, handler, serialisation, total", async () => {
    const { cookie } = await registerAccount(timed.app);
    await onboard(timed.app, cookie, "Cantina do Tempo", "pizzaria");
    const res = await call(timed.app, "GET", "/api/dishes", { cookie });
    expect(res.statusCode).toBe(200);
    const parts = Object.fromEntries(
      String(res.headers["server-timing"])
        .split(", ")
        .map((p) => {
          const [name, dur] = p.split(";dur=");
          return [name, Number(dur)];
        }),
    );
    expect(Object.keys(parts)).toEqual(["hooks", "db", "handler", "serialize", "total"]);
    expect(parts.db).toBeGreaterThan(0);
    expect(parts.total).toBeGreaterThanOrEqual(parts.db);
  });

  it("is off by default: no header", async () => {
    const res = await call(plain.app, "GET", "/api/plans");
    expect(res.statusCode).toBe(200);
    expect(res.headers["server-timing"]).toBeUndefined();
  });

  it("refuses a value other than 0 or 1", async () => {
    await expect(createTestApp({ env: { SERVER_TIMING: "sim" } })).rejects.toThrow(/SERVER_TIMING/);
  });
});
