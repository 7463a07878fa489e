import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { PRERENDERED_ATTRIBUTE } from "../common/prerenderedPages";
import { AppRoot } from "./AppRoot";
import { USER_QUERY_KEY } from "./lib/auth";
import { queryClient } from "./lib/queryClient";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("elemento #root não encontrado");

if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  // The server sends a prerendered page only to a request without a session
  // cookie (server/http/spa.ts): this is a visitor, as the build rendered it.
  // Knowing it from the start, the first render draws the same visitor page
  // the HTML holds, and hydration matches without waiting for GET /api/session.
  queryClient.setQueryData(USER_QUERY_KEY, null);
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread for the whole page (Total Blocking
  // Time on a slow phone); the page is already painted, and a tap before it
  // is done is replayed once its part is hydrated.
  startTransition(() => {
    hydrateRoot(root, <AppRoot client={queryClient} />);
  });
} else {
  // Every other page (the dashboard, a signed-in "/"): #root holds the boot
  // shell (the logo, painted before any script), which this render replaces.
  createRoot(root).render(<AppRoot client={queryClient} />);
}
