import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminAuditListSchema } from "../../../../common/admin";
import { type AdminAccess, adminRequest } from "./adminRequest";
import { ADMIN_ROOT } from "./keys";

/** GET /api/admin/audit: the panel's recent activity. */
export const fetchAdminAudit = (access: AdminAccess) =>
  adminRequest(access, adminAuditListSchema, "GET", "/api/admin/audit");

export const adminAuditKey = [...ADMIN_ROOT, "audit"] as const;

export const adminAuditQueryOptions = (access: AdminAccess) =>
  queryOptions({ queryKey: adminAuditKey, queryFn: () => fetchAdminAudit(access) });

export const useAdminAudit = (access: AdminAccess) => useQuery(adminAuditQueryOptions(access));
