import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminStatsSchema } from "../../../../common/admin";
import { type AdminAccess, adminRequest } from "./adminRequest";
import { ADMIN_ROOT } from "./keys";

/** GET /api/admin/stats; the gate also calls it to check the typed password. */
export const fetchAdminStats = (access: AdminAccess) =>
  adminRequest(access, adminStatsSchema, "GET", "/api/admin/stats");

export const adminStatsKey = [...ADMIN_ROOT, "stats"] as const;

export const adminStatsQueryOptions = (access: AdminAccess) =>
  queryOptions({ queryKey: adminStatsKey, queryFn: () => fetchAdminStats(access) });

export const useAdminStats = (access: AdminAccess) => useQuery(adminStatsQueryOptions(access));
