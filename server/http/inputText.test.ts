import { describe, expect, it } from "vitest";
import { holdsNul } from "./inputText";

describe("holdsNul", () => {
  it("finds a NUL in any string of the input, keys included", () => {
    expect(holdsNul({ a: ["x", { b: "y\u0000" }] })).toBe(true);
    expect(holdsNul({ "k\u0000": 1 })).toBe(true);
    expect(holdsNul({ a: "ok" })).toBe(false);
  });

  it("leaves bytes alone: an uploaded file is not text (and is not walked byte by byte)", () => {
    const file = Buffer.alloc(10 * 1024 * 1024); // all NUL bytes
    expect(holdsNul(file)).toBe(false);
    expect(holdsNul(new Uint8Array([0, 1, 2]))).toBe(false);
  });
});
