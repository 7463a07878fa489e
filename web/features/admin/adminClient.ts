import {
  ADMIN_PASSWORD_HEADER,
  type AdminUser,
  adminAuditListSchema,
  adminSearchResultSchema,
  adminStatsSchema,
  adminUserSchema,
  adminUsersPageSchema,
  type TestEmailInput,
  testEmailSentSchema,
} from "../../../common/admin";
import { ADMIN_PAGE_SIZE } from "../../../common/constants";
import type { z } from "../../../common/zod";
import { ApiError, throwIfNotOk } from "../../lib/api";

export type AdminClient = ReturnType<typeof createAdminClient>;

/**
 * The admin calls of SPEC §7, each with the x-admin-password header. The
 * password lives only in this closure, made from React state: never in
 * storage, a URL or a cookie. `onUnauthorized` lets the page lock itself when
 * the server stops accepting the password (it was changed, say).
 */
export function createAdminClient(password: string, onUnauthorized?: () => void) {
  async function call<S extends z.ZodType>(schema: S, method: string, url: string, body?: unknown) {
    const res = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: {
        [ADMIN_PASSWORD_HEADER]: password,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    try {
      await throwIfNotOk(res);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) onUnauthorized?.();
      throw error;
    }
    return schema.parse(await res.json()) as z.output<S>;
  }

  return {
    stats: () => call(adminStatsSchema, "GET", "/api/admin/stats"),
    users: (page: number) =>
      call(adminUsersPageSchema, "GET", `/api/admin/users?page=${page}&limit=${ADMIN_PAGE_SIZE}`),
    search: (q: string) =>
      call(adminSearchResultSchema, "GET", `/api/admin/users/search?q=${encodeURIComponent(q)}`),
    setSubscription: (user: Pick<AdminUser, "id">, subscriptionActive: boolean) =>
      call(adminUserSchema, "PUT", `/api/admin/users/${encodeURIComponent(user.id)}/subscription`, {
        subscriptionActive,
      }),
    audit: () => call(adminAuditListSchema, "GET", "/api/admin/audit"),
    testEmail: (input: TestEmailInput) => call(testEmailSentSchema, "POST", "/api/test-email", input),
  };
}

/** Query keys of the panel; everything under "admin" is dropped when the panel locks. */
export const adminKeys = {
  all: ["admin"] as const,
  stats: ["admin", "stats"] as const,
  users: (page: number) => ["admin", "users", page] as const,
  search: (q: string) => ["admin", "search", q] as const,
  audit: ["admin", "audit"] as const,
};
