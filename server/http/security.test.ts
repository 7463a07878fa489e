import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security";

const headersOf = (https: boolean) =>
  Object.fromEntries(securityHeaders(https).map(([name, value]) => [name.toLowerCase(), value]));

describe("securityHeaders (computed once for every answer)", () => {
  it("has helmet's headers with our CSP, and no HSTS over plain http", () => {
    const h = headersOf(false);
    expect(h["content-security-policy"]).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
    expect(h).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
      "referrer-policy": "no-referrer",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
    });
    expect(h["strict-transport-security"]).toBeUndefined();
    expect(h["cross-origin-embedder-policy"]).toBeUndefined();
  });

  it("over https adds HSTS and upgrade-insecure-requests", () => {
    const h = headersOf(true);
    expect(h["strict-transport-security"]).toBe("max-age=15552000; includeSubDomains");
    expect(h["content-security-policy"]).toContain("upgrade-insecure-requests");
  });
});
