import { describe, expect, it } from "vitest";
import { logoPayloadOf, saveRestaurantSchema } from "./restaurant";

describe("a logo's data URL", () => {
  it("gives the payload of a PNG, JPEG or WebP, and nothing for anything else", () => {
    expect(logoPayloadOf("data:image/png;base64,iVBORw0KGgo=")).toBe("iVBORw0KGgo=");
    expect(logoPayloadOf("data:image/jpeg;base64,/9j/4AAQ")).toBe("/9j/4AAQ");
    expect(logoPayloadOf("data:image/webp;base64,UklGRg==")).toBe("UklGRg==");
    expect(logoPayloadOf("data:image/svg+xml;base64,PHN2Zz4=")).toBeNull();
    expect(logoPayloadOf("data:image/png;base64,")).toBeNull();
    expect(logoPayloadOf("data:image/png;base64,iVBO\nRw0K")).toBeNull();
    expect(logoPayloadOf("data:image/png;base64,<script>")).toBeNull();
    expect(logoPayloadOf(" data:image/png;base64,iVBO")).toBeNull();
  });

  it("reads a 7 MB payload from deep in a call stack (no pattern runs over the payload)", () => {
    const url = `data:image/png;base64,${"A".repeat(7 * 1024 * 1024 - 32)}`;
    const deep = (n: number): boolean =>
      n === 0
        ? saveRestaurantSchema.safeParse({ name: "Casa", type: "cafe", logoUrl: url }).success
        : deep(n - 1);
    expect(deep(2000)).toBe(true);
    expect(logoPayloadOf(url)?.length).toBe(url.length - "data:image/png;base64,".length);
  });
});
