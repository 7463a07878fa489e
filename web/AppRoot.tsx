import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { Router } from "wouter";
import { App } from "./App";
import { AuthProvider } from "./lib/auth";

/**
 * The whole app with its providers: the browser renders it (web/main.tsx) and
 * the build renders it to HTML for the prerendered pages (web/prerender.tsx),
 * so both draw the same tree and hydration matches. `ssrPath` is the page
 * the build renders; in the browser the router reads the address bar.
 */
export function AppRoot({ client, ssrPath }: { client: QueryClient; ssrPath?: string }) {
  const app = (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <App />
      </AuthProvider>
    </QueryClientProvider>
  );
  return <StrictMode>{ssrPath === undefined ? app : <Router ssrPath={ssrPath}>{app}</Router>}</StrictMode>;
}
