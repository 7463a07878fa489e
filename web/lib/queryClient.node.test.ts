import { describe, expect, it } from "vitest";
import { ApiError, UnexpectedAnswerError } from "./api";
import { retryUpTo } from "./queryClient";

describe("retryUpTo (SPEC §9: 2 retries, only for what a retry can fix)", () => {
  const retry = retryUpTo(2);

  it("retries a network failure and a 5xx, up to the limit", () => {
    expect(retry(0, new TypeError("Failed to fetch"))).toBe(true);
    expect(retry(1, new ApiError(503, "", "Service Unavailable"))).toBe(true);
    expect(retry(2, new ApiError(503, "", "Service Unavailable"))).toBe(false);
  });

  it("does not repeat a 4xx or an answer of the wrong shape", () => {
    expect(retry(0, new ApiError(409, '{"error":"x"}', "Conflict"))).toBe(false);
    expect(retry(0, new UnexpectedAnswerError("/api/plans", []))).toBe(false);
  });
});
