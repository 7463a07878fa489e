import { useEffect } from "react";

/**
 * Marks #root `data-hydrated` once the page's part of the tree is on screen
 * as the app (hydrated, for a prerendered page; rendered, for the others):
 * placed inside the route's Suspense, its effect runs only then. The
 * journeys wait for it before they click or type (e2e/fixtures.ts): a
 * prerendered page is visible, and clickable, before it is the app.
 */
export function HydratedMark() {
  useEffect(() => {
    document.getElementById("root")?.setAttribute("data-hydrated", "");
  }, []);
  return null;
}
