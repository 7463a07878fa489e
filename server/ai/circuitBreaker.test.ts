import { expect, it } from "vitest";
import { createCircuitBreaker } from "./circuitBreaker";

function breaker() {
  let clock = 1_000_000;
  const events: string[] = [];
  const b = createCircuitBreaker({
    failureThreshold: 3,
    openMs: 60_000,
    now: () => clock,
    onOpen: () => events.push("open"),
    onClose: () => events.push("close"),
  });
  return { b, events, advance: (ms: number) => (clock += ms) };
}

it("opens after three failures in a row, not after failures a success interrupts", () => {
  const { b, events } = breaker();
  b.failure();
  b.failure();
  b.success();
  b.failure();
  b.failure();
  expect(b.allows()).toBe(true);
  b.failure();
  expect(b.state).toBe("open");
  expect(b.allows()).toBe(false);
  expect(events).toEqual(["open"]);
});

it("lets one trial through after a minute; a failed trial keeps it open without a second log", () => {
  const { b, events, advance } = breaker();
  for (let i = 0; i < 3; i++) b.failure();
  advance(59_999);
  expect(b.allows()).toBe(false);
  advance(1);
  expect(b.state).toBe("half-open");
  expect(b.allows()).toBe(true);
  expect(b.allows()).toBe(false); // only one trial at a time
  b.failure();
  expect(b.state).toBe("open");
  advance(60_000);
  expect(b.allows()).toBe(true);
  b.success();
  expect(b.state).toBe("closed");
  expect(b.allows()).toBe(true);
  expect(events).toEqual(["open", "close"]);
});
