import { expect, it } from "vitest";
import { isPageRoute } from "./routes";

it("knows the SPEC's page routes and nothing else", () => {
  for (const path of ["/", "/pricing", "/checkout", "/checkout/4", "/dashboard", "/login/"]) {
    expect(isPageRoute(path), path).toBe(true);
  }
  for (const path of ["/anything-unknown", "/checkout/4/extra", "/pricingx", "/api"]) {
    expect(isPageRoute(path), path).toBe(false);
  }
});
