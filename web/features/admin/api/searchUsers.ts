import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminSearchResultSchema } from "../../../../common/admin";
import { type AdminAccess, adminRequest } from "./adminRequest";
import { ADMIN_ROOT } from "./keys";

/** GET /api/admin/users/search?q=: the matches, without paging (hasMore past the cap). */
export const searchAdminUsers = (access: AdminAccess, q: string) =>
  adminRequest(access, adminSearchResultSchema, "GET", `/api/admin/users/search?q=${encodeURIComponent(q)}`);

export const adminSearchKey = (q: string) => [...ADMIN_ROOT, "search", q] as const;

export const adminSearchQueryOptions = (access: AdminAccess, q: string) =>
  queryOptions({ queryKey: adminSearchKey(q), queryFn: () => searchAdminUsers(access, q) });

/** The search on screen; null (the full list is shown) asks nothing. */
export const useAdminSearch = (access: AdminAccess, q: string | null) =>
  useQuery({ ...adminSearchQueryOptions(access, q ?? ""), enabled: q !== null });
