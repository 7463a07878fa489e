import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { adminUsersPageSchema } from "../../../../common/admin";
import { ADMIN_PAGE_SIZE } from "../../../../common/constants";
import { type AdminAccess, adminRequest } from "./adminRequest";
import { ADMIN_ROOT } from "./keys";

/** GET /api/admin/users?page=&limit=: one page of the full list. */
export const fetchAdminUsers = (access: AdminAccess, page: number) =>
  adminRequest(access, adminUsersPageSchema, "GET", `/api/admin/users?page=${page}&limit=${ADMIN_PAGE_SIZE}`);

/** Every page of the list, so "Limpar" can refresh them all at once. */
export const adminUsersRoot = [...ADMIN_ROOT, "users"] as const;

export const adminUsersKey = (page: number) => [...adminUsersRoot, page] as const;

export const adminUsersQueryOptions = (access: AdminAccess, page: number) =>
  queryOptions({
    queryKey: adminUsersKey(page),
    queryFn: () => fetchAdminUsers(access, page),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (access: AdminAccess, page: number, { enabled = true } = {}) =>
  useQuery({ ...adminUsersQueryOptions(access, page), enabled });
