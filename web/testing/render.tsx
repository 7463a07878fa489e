import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RenderHookOptions, render, renderHook } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { User } from "../../common/auth";
import { AuthProvider, USER_QUERY_KEY } from "../lib/auth";
import { createQueryClient } from "../lib/queryClient";

/** A server answer already in the cache: its query key and the body the server gave. */
export type Answer = [readonly unknown[], unknown];

export type RenderOptions = {
  /**
   * Answers the server gave, already in the query client and fresh (30 s), so
   * nothing is fetched: the screen is tested on real shapes without standing
   * in for the server's behaviour.
   */
  answers?: Answer[];
  /** The session's user (null: a visitor); when given, the tree sits in the app's AuthProvider. */
  signedIn?: Partial<User> | null;
  /** When given, the tree sits in a wouter Router on an in-memory address starting here. */
  path?: string;
};

/**
 * The app's own query client (its query function, freshness and refetch rules)
 * with retries off: a test sees the first failure at once instead of after the
 * app's 1 s retry delays. A fresh one per render, so no answer leaks between tests.
 */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  return client;
}

function providers({ answers = [], signedIn, path }: RenderOptions) {
  const client = createTestQueryClient();
  if (signedIn !== undefined) client.setQueryData(USER_QUERY_KEY, signedIn);
  for (const [key, value] of answers) client.setQueryData(key, value);
  const location = path === undefined ? undefined : memoryLocation({ path, record: true });
  function Providers({ children }: { children: ReactNode }) {
    let tree = children;
    if (location) tree = <Router hook={location.hook}>{tree}</Router>;
    if (signedIn !== undefined) tree = <AuthProvider>{tree}</AuthProvider>;
    return <QueryClientProvider client={client}>{tree}</QueryClientProvider>;
  }
  return { client, location, Providers };
}

/**
 * The one render for component tests: the app's providers around `ui`, and a
 * userEvent session set up before the render (as user-event asks). Returns
 * testing-library's result plus `user`, the query `client` and, with `path`,
 * the memory `location` (its `history` records every navigation).
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const { client, location, Providers } = providers(options);
  const user = userEvent.setup();
  const result = render(ui, { wrapper: Providers });
  return { ...result, user, client, location };
}

/** renderHook with the same providers as renderWithProviders. */
export function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  options: RenderOptions & Pick<RenderHookOptions<Props>, "initialProps"> = {},
) {
  const { client, Providers } = providers(options);
  const result = renderHook(hook, { wrapper: Providers, initialProps: options.initialProps });
  return { ...result, client };
}
