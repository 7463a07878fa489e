import { expect, it } from "vitest";
import { fullTitle, NOT_FOUND_META, PAGE_META, pageMetaForPath } from "./pageMeta";
import { PAGE_ROUTES } from "./routes";

it("has a title and a description for every page route", () => {
  expect(Object.keys(PAGE_META).sort()).toEqual([...PAGE_ROUTES].sort());
  for (const route of PAGE_ROUTES) {
    expect(PAGE_META[route].title, route).not.toBe("");
    expect(PAGE_META[route].description.length, route).toBeGreaterThan(20);
  }
});

it("finds a path's meta and the path links should use", () => {
  expect(pageMetaForPath("/pricing/")).toMatchObject({
    route: "/pricing",
    path: "/pricing",
    title: "Preços",
  });
  expect(pageMetaForPath("/checkout/4")).toMatchObject({ route: "/checkout/:planId", path: "/checkout/4" });
  expect(pageMetaForPath("/nada")).toEqual({ ...NOT_FOUND_META, route: null, path: null });
});

it("adds the site name to a title once", () => {
  expect(fullTitle("Preços")).toBe("Preços | Prato Cheio");
  expect(fullTitle(PAGE_META["/"].title)).toBe(PAGE_META["/"].title);
});
