import { expect, it } from "vitest";
import { checkoutStart } from "./checkoutStart";

it("walks the steps from /checkout/{planId}", () => {
  expect(checkoutStart("4", "")).toEqual({ planId: 4, startAt: "plan" });
  expect(checkoutStart("pro", "")).toEqual({ planId: 0, startAt: "plan" });
});

it("goes straight to payment when /register sent the new account along", () => {
  const search = "userId=5b1c2a4e-0000-4000-8000-000000000000&email=ana%40ex.com&name=Ana+Souza&planId=3";
  expect(checkoutStart(undefined, search)).toEqual({ planId: 3, startAt: "payment", email: "ana@ex.com" });
});

it("treats a bare /checkout as a fresh start at the plan step", () => {
  expect(checkoutStart(undefined, "")).toEqual({ planId: undefined, startAt: "plan", email: undefined });
});
