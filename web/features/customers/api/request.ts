import type { z } from "../../../../common/zod";
import { apiRequest } from "../../../lib/api";

/**
 * The customers feature's one way to the server: the app's API helper under
 * it, the answer parsed with its common/ schema (to become `request(schema, …)`
 * of web/lib/api.ts when issue 13 lands).
 */
export async function request<S extends z.ZodType>(
  schema: S,
  method: string,
  url: string,
  body?: unknown,
): Promise<z.output<S>> {
  const res = await apiRequest(method, url, body);
  const text = await res.text();
  return schema.parse(text ? JSON.parse(text) : null);
}

/** A request whose answer has no body (204). */
export async function send(method: string, url: string, body?: unknown): Promise<void> {
  await apiRequest(method, url, body);
}

/** The first key of everything about customers, so one invalidation refreshes list, counts and card. */
export const CUSTOMERS_ROOT = ["customers"] as const;
